import type { GoogleWalletSave, WalletPassContent, WalletPasses } from '../ports/wallet-passes';

/** Keeps the passes it was asked for; the Apple pass is a zip signature and the QR text, Google's a plain payload. */
export class RecordingWalletPasses implements WalletPasses {
  readonly made: WalletPassContent[] = [];

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
}
