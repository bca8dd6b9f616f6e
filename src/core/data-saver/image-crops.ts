/**
 * Images with the data saver on (docs/data-saver.md) come as smaller crops: at most 768 px wide, and chosen for one device
 * pixel per CSS pixel, so a 3x phone fetches what a 1x screen would instead of nine times the pixels. Apart from
 * ../images.ts because that module travels in the partner player's first chunk, and these lines need not.
 */
import { SRCSET_WIDTHS } from '../images';

/** The widest crop the data saver fetches. */
const DATA_SAVER_MAX_WIDTH = 768;
export const DATA_SAVER_WIDTHS = SRCSET_WIDTHS.filter((w) => w <= DATA_SAVER_MAX_WIDTH);

/** Splits a `sizes` list at its top-level commas (a calc() or media condition may hold commas of its own). */
function splitSizes(sizes: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sizes.length; i++) {
    const ch = sizes[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(sizes.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(sizes.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/**
 * A `sizes` value that makes the browser pick crops for one device pixel per CSS pixel: each length is divided
 * by the device pixel ratio (a browser multiplies it back). Unchanged at a ratio of 1 or below, and for `auto`.
 */
export function sizesAtOneDevicePixel(sizes: string, devicePixelRatio: number): string {
  if (!(devicePixelRatio > 1) || sizes.trim() === 'auto') return sizes;
  const ratio = Number(devicePixelRatio.toFixed(3));
  return splitSizes(sizes)
    .map((entry) => {
      let condition = '';
      let length = entry;
      if (entry.startsWith('(')) {
        let depth = 0;
        let end = 0;
        for (; end < entry.length; end++) {
          if (entry[end] === '(') depth++;
          else if (entry[end] === ')' && --depth === 0) break;
        }
        condition = `${entry.slice(0, end + 1)} `;
        length = entry.slice(end + 1).trim();
      }
      return `${condition}calc(${length} / ${ratio})`;
    })
    .join(', ');
}
