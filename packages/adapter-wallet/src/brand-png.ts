import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

const rgb = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.replace('#', '').slice(0, 6).padEnd(6, '0'), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
};

/**
 * A PNG of the campground's colours: a square of the background with a centred square of the
 * foreground, the pass's icon (Apple refuses a pass without `icon.png`) when no logo is given.
 */
export const brandSquarePng = (size: number, background: string, foreground: string): Buffer => {
  const [br, bg, bb] = rgb(background);
  const [fr, fg, fb] = rgb(foreground);
  const inset = Math.floor(size / 3);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const inner = x >= inset && x < size - inset && y >= inset && y < size - inset;
      row.set(inner ? [fr, fg, fb] : [br, bg, bb], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
