/**
 * Colour helpers for the generated art. Palettes come from the seed; they are validated here so that nothing but
 * a clean `#rrggbb` ever reaches the SVG markup.
 */

const HEX = /^#[0-9a-f]{6}$/i;

/** The palette entry if it is a plain hex colour, else the fallback (keeps the SVG well-formed). */
export function safeHex(value: string, fallback: string): string {
  return HEX.test(value) ? value.toLowerCase() : fallback;
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear blend of two hex colours; t = 0 gives `a`, t = 1 gives `b`; t in [0, 1] keeps channels in 0-255. */
export function mix(a: string, b: string, t: number): string {
  const to = channels(b);
  const blend = channels(a).map((c, i) => Math.round(c + ((to[i] as number) - c) * t));
  return `#${blend.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance in [0, 1], to tell dark backgrounds from light ones. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
