import type { MembershipCardContent, MembershipCardRenderer } from '../ports/membership-card-renderer';

/** Keeps what it was asked to draw; the bytes are a PNG signature and the card's QR text. */
export class RecordingCardRenderer implements MembershipCardRenderer {
  readonly drawn: MembershipCardContent[] = [];

  async renderPng(card: MembershipCardContent): Promise<Uint8Array> {
    this.drawn.push(card);
    return Uint8Array.from([0x89, 0x50, 0x4e, 0x47, ...new TextEncoder().encode(card.qrText)]);
  }
}
