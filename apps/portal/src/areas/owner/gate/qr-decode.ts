/** The pixels of one picture or video frame, as a canvas reads them. */
interface Pixels {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

/** Loads the decoder (once): the scanner loads it ahead while online, so it reads pictures offline too. */
export const loadQrDecoder = () => import('jsqr');

/**
 * Reads a QR code from pixels with `jsqr`, loaded only the first time it is needed so the pages that
 * never scan without `BarcodeDetector` do not carry it (docs/decisions/card-at-the-gate.md#the-scanner-offline).
 */
export async function decodeQr(pixels: Pixels): Promise<string | null> {
  const { default: jsQR } = await loadQrDecoder();
  return jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null;
}

/** The pixels of a drawable source (a decoded picture or the current video frame). */
export function pixelsOf(source: CanvasImageSource, width: number, height: number): Pixels | null {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || width === 0 || height === 0) return null;
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/** Reads the QR code in a picture staff picked (a photo or screenshot of a card), or null. */
export async function decodeQrFile(file: Blob): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const pixels = pixelsOf(bitmap, bitmap.width, bitmap.height);
    bitmap.close();
    return pixels ? await decodeQr(pixels) : null;
  } catch {
    return null;
  }
}
