import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, parseHexColor } from './contrast';

const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'tokens.css'), 'utf8');

/** The custom properties of the first rule whose selector list starts with `selector`. */
const tokensOf = (selector: string): Record<string, string> => {
  const start = css.indexOf(`${selector}`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, (value ?? '').trim()]),
  );
};

const THEMES = { dark: tokensOf(':root,'), light: tokensOf('[data-theme="light"]') };

/** A colour's hue in degrees, 0 to 360. */
const hue = (hex: string): number => {
  const rgb = parseHexColor(hex);
  if (!rgb) throw new Error(`not a colour: ${hex}`);
  const [r, g, b] = rgb.map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const h = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (h * 60 + 360) % 360;
};

/** The hues each status tone may take, so that a colour means the same in every area. */
const HUES = {
  success: (h: number) => h >= 90 && h <= 165,
  warning: (h: number) => h >= 20 && h <= 48,
  danger: (h: number) => h >= 345 || h <= 12,
} as const;

describe('status tone tokens', () => {
  for (const [theme, tokens] of Object.entries(THEMES)) {
    for (const tone of ['success', 'warning', 'danger', 'neutral', 'info']) {
      it(`${tone} text is AA on its background in the ${theme} theme`, () => {
        const bg = tokens[`--cp-tone-${tone}-bg`] ?? '';
        const fg = tokens[`--cp-tone-${tone}-fg`] ?? '';
        expect(contrastRatio(bg, fg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      });
    }
    for (const [tone, inRange] of Object.entries(HUES)) {
      it(`${tone} is ${tone === 'success' ? 'green' : tone === 'warning' ? 'amber' : 'red'} in the ${theme} theme`, () => {
        expect(inRange(hue(tokens[`--cp-tone-${tone}-bg`] ?? ''))).toBe(true);
        expect(inRange(hue(tokens[`--cp-tone-${tone}-fg`] ?? ''))).toBe(true);
      });
    }
  }
});
