import type {
  ApplePushOutcome,
  GoogleUpdateOutcome,
  GoogleWalletSave,
  WalletPassContent,
  WalletPasses,
} from '../ports/wallet-passes';

/**
 * Keeps the passes it was asked for; the Apple pass is a zip signature and the QR text, Google's a
 * plain payload. Pushes and Google updates are recorded and answer what the test sets (`sent` and
 * `updated` unless told otherwise).
 */
export class RecordingWalletPasses implements WalletPasses {
  readonly made: WalletPassContent[] = [];
  /** Each `notifyApple` call's push tokens. */
  readonly pushes: string[][] = [];
  /** Each Google object update's content. */
  readonly googleUpdates: WalletPassContent[] = [];
  /** What APNs answers per push token. */
  readonly pushOutcomes = new Map<string, ApplePushOutcome>();
  /** What Google answers per serial number. */
  readonly googleOutcomes = new Map<string, GoogleUpdateOutcome>();
  readonly applePassTypeIdentifier = 'pass.test.camppass.recording';

  constructor(readonly development = true) {}

  async applePass(content: WalletPassContent): Promise<Uint8Array> {
    this.made.push(content);
    return Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode(content.qrText)]);
  }

  async googleSave(content: WalletPassContent): Promise<GoogleWalletSave> {
    this.made.push(content);
    const payload = { serialNumber: content.serialNumber, qrText: content.qrText };
    return {
      jwt: 'recorded.jwt.unsigned',
      saveUrl: this.development ? null : 'https://pay.google.test/save',
      payload,
    };
  }

  async notifyApple(pushTokens: readonly string[]): Promise<ReadonlyMap<string, ApplePushOutcome>> {
    this.pushes.push([...pushTokens]);
    return new Map(pushTokens.map((token) => [token, this.pushOutcomes.get(token) ?? 'sent']));
  }

  async updateGoogle(content: WalletPassContent): Promise<GoogleUpdateOutcome> {
    this.googleUpdates.push(content);
    return this.googleOutcomes.get(content.serialNumber) ?? 'updated';
  }
}
