import type { MembershipCardContent, MembershipCardRenderer } from '@camppass/core';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import QRCode from 'qrcode';

const MARGIN = 40;
const FONT = 'DejaVu Sans, Arial, Helvetica, sans-serif';
const MONO = 'DejaVu Sans Mono, Menlo, Consolas, monospace';
/** Black on white whatever the brand: phone cameras read dark modules on a light ground best. */
const QR_DARK = '#000000';
const QR_LIGHT = '#FFFFFF';
/** The blank border the QR specification asks for, in modules. */
const QR_QUIET_ZONE = 4;

/** Writes `text` centred at `y`, shrinking the font until it fits the card's width. */
const centredText = (
  g: SKRSContext2D,
  text: string,
  y: number,
  width: number,
  size: number,
  options: { readonly weight?: 'bold' | 'normal'; readonly family?: string } = {},
): void => {
  let px = size;
  const font = () => `${options.weight ?? 'normal'} ${px}px ${options.family ?? FONT}`;
  g.font = font();
  while (px > 12 && g.measureText(text).width > width - 2 * MARGIN) {
    px -= 2;
    g.font = font();
  }
  g.textAlign = 'center';
  g.textBaseline = 'alphabetic';
  g.fillText(text, width / 2, y);
};

/** The QR code of `text`, as square modules on a white square with its quiet zone. */
const drawQr = (g: SKRSContext2D, text: string, x: number, y: number, side: number): void => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size + 2 * QR_QUIET_ZONE;
  const cell = Math.floor(side / count);
  const drawn = cell * count;
  const left = x + Math.floor((side - drawn) / 2);
  const top = y + Math.floor((side - drawn) / 2);
  g.fillStyle = QR_LIGHT;
  g.fillRect(x, y, side, side);
  g.fillStyle = QR_DARK;
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) {
        g.fillRect(left + (col + QR_QUIET_ZONE) * cell, top + (row + QR_QUIET_ZONE) * cell, cell, cell);
      }
    }
  }
};

/**
 * The digital card drawn with Skia through @napi-rs/canvas (prebuilt, no system libraries to
 * install) and its QR code laid out by `qrcode`: nothing here draws by hand but the layout.
 */
export class CanvasCardRenderer implements MembershipCardRenderer {
  async renderPng(card: MembershipCardContent): Promise<Uint8Array> {
    const { width, height } = card;
    const canvas = createCanvas(width, height);
    const g = canvas.getContext('2d');

    g.fillStyle = card.backgroundColor;
    g.fillRect(0, 0, width, height);
    const band = 200;
    g.fillStyle = card.accentColor;
    g.fillRect(0, 0, width, band);
    g.fillStyle = card.accentTextColor;
    centredText(g, 'MEMBERSHIP CARD', 64, width, 24, { weight: 'bold' });
    centredText(g, card.campgroundName, 140, width, 52, { weight: 'bold' });

    g.fillStyle = card.textColor;
    centredText(g, card.memberName, 280, width, 52, { weight: 'bold' });
    centredText(g, card.membershipTypeName, 340, width, 36);
    centredText(g, card.membershipCode, 410, width, 44, { weight: 'bold', family: MONO });
    card.details.forEach(([label, value], index) => {
      centredText(g, `${label}: ${value}`, 470 + index * 44, width, 30);
    });

    const qrSide = 460;
    const qrTop = 620;
    drawQr(g, card.qrText, (width - qrSide) / 2, qrTop, qrSide);
    g.fillStyle = card.textColor;
    centredText(g, card.footer, qrTop + qrSide + 60, width, 26);

    return new Uint8Array(await canvas.encode('png'));
  }
}
