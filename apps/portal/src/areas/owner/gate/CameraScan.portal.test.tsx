import { GATE_WORDS as WORDS } from '@camppass/domain';
import { screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aSignedPass, openCheckIn } from './gate.test-support';
import { decodeQr } from './qr-decode';

/** The RGBA pixels of a QR code of the text, 4 px a module with a quiet zone, as a canvas would read them. */
const qrPixels = (text: string) => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = 4;
  const quiet = 4;
  const side = (modules.size + quiet * 2) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - quiet;
      const col = Math.floor(x / scale) - quiet;
      const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
      if (inside && modules.get(row, col)) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { data, width: side, height: side };
};

/** jsdom draws nothing: the picture's pixels are handed to the canvas the decoder reads. */
const pictureOf = (pixels: ReturnType<typeof qrPixels>) => {
  vi.stubGlobal('createImageBitmap', async () => ({ ...pixels, close: () => {} }));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: () => {},
    getImageData: () => pixels,
  } as unknown as CanvasRenderingContext2D);
  return new File(['picture'], 'card.png', { type: 'image/png' });
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Reading a card’s QR code without BarcodeDetector', () => {
  it('decodes a QR code with jsqr', async () => {
    const link = 'https://x.test/membership-status/t#pass=abc.def';
    expect(await decodeQr(qrPixels(link))).toBe(link);
    expect(
      await decodeQr({ data: new Uint8ClampedArray(64 * 64 * 4).fill(255), width: 64, height: 64 }),
    ).toBeNull();
  });

  it('judges a picked picture of a card and says when a picture has no code', async () => {
    expect('BarcodeDetector' in globalThis).toBe(false);
    const { key, pass } = await aSignedPass('c-pick', 'm-9');
    const { user } = await openCheckIn('c-pick', {}, key);
    await screen.findByText(/Revocations updated/);
    const input = screen.getByLabelText(WORDS.pickImage);
    await user.upload(input, pictureOf(qrPixels(`https://x.test/membership-status/t#pass=${pass}`)));
    expect(await screen.findByText(WORDS.verdicts.valid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WORDS.checkIn })).toBeInTheDocument();

    vi.restoreAllMocks();
    await user.upload(
      input,
      pictureOf({ data: new Uint8ClampedArray(64 * 64 * 4).fill(255), width: 64, height: 64 }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS.imageUnreadable);
  });
});
