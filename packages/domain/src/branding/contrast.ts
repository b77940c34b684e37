/** WCAG 2.2 AA minimum contrast for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

const LIGHT_TEXT = '#FFFFFF';
const DARK_TEXT = '#0F172A';
const BLACK_TEXT = '#000000';

/** Parses `#rgb` or `#rrggbb` (case-insensitive) into 0-255 channels; anything else is `null`. */
export function parseHexColor(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

function channel(value: number): number {
  const s = value / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance as WCAG defines it, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const rgb = parseHexColor(hex);
  if (!rgb) throw new Error(`Not a hex colour: ${hex}`);
  const [r, g, b] = rgb.map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two hex colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour to put on `background`: the campground's `preferred` text colour when it is readable
 * (contrast at least 4.5), otherwise white, then dark slate, then black, whichever is first readable.
 * An unparseable background falls back to the preferred colour, or white.
 */
export function readableTextColor(background: string, preferred?: string): string {
  if (!parseHexColor(background)) return preferred ?? LIGHT_TEXT;
  const candidates = [preferred, LIGHT_TEXT, DARK_TEXT, BLACK_TEXT].filter(
    (c): c is string => c !== undefined && parseHexColor(c) !== null,
  );
  const readable = candidates.find((c) => contrastRatio(background, c) >= MIN_TEXT_CONTRAST);
  if (readable) return readable;
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, BLACK_TEXT)
    ? LIGHT_TEXT
    : BLACK_TEXT;
}
