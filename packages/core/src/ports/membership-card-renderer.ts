import type { ServiceIdentifier } from 'inversify';

/** Everything the digital card shows (02 §2), already worded and coloured by the use case. */
export interface MembershipCardContent {
  readonly width: number;
  readonly height: number;
  readonly backgroundColor: string;
  readonly accentColor: string;
  /** Chosen by contrast against the background. */
  readonly textColor: string;
  /** Chosen by contrast against the accent. */
  readonly accentTextColor: string;
  readonly campgroundName: string;
  readonly memberName: string;
  readonly membershipTypeName: string;
  readonly membershipCode: string;
  /** Label and value pairs, in order (valid from, valid to, status). */
  readonly details: readonly (readonly [label: string, value: string])[];
  /** What the QR code encodes: the public status link. */
  readonly qrText: string;
  readonly footer: string;
}

/** Draws the digital card as a PNG image. */
export interface MembershipCardRenderer {
  renderPng(card: MembershipCardContent): Promise<Uint8Array>;
}

export const MEMBERSHIP_CARD_RENDERER: ServiceIdentifier<MembershipCardRenderer> = Symbol.for(
  'camppass.MembershipCardRenderer',
);
