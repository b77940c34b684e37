import { createCanvas, Image } from '@napi-rs/canvas';
import jsQR from 'jsqr';

/** The size of a PNG and the text of the QR code in it, read as a phone camera would. */
export const readCardImage = (png: Uint8Array) => {
  const image = new Image();
  image.src = Buffer.from(png);
  const canvas = createCanvas(image.width, image.height);
  const g = canvas.getContext('2d');
  g.drawImage(image, 0, 0);
  const pixels = g.getImageData(0, 0, image.width, image.height);
  const qr = jsQR(new Uint8ClampedArray(pixels.data), image.width, image.height);
  /** The red, green and blue of one pixel. */
  const at = (x: number, y: number): number[] => {
    const offset = (y * image.width + x) * 4;
    return [...pixels.data.slice(offset, offset + 3)];
  };
  return { width: image.width, height: image.height, qrText: qr?.data ?? null, at };
};
