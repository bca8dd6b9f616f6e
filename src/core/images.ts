/**
 * Image URLs for responsive images (docs/product.md, "Constants": webp, sized by device pixel ratio, breakpoints 1200 and 768 px).
 * The content API returns each crop at sm/md/lg; every size of a crop shares one URL shape
 * `{base}/images/{id}/{crop}/{width}.webp`, so a srcset is the same URL at the widths the images service
 * serves. Any URL of another shape is used as it is. The data saver's smaller crops: ./data-saver/image-crops.ts.
 */
const URL_SHAPE = /^(.*\/images\/[^/]+\/[^/]+\/)(\d+)\.webp$/;

/** Widths offered in srcsets: a subset of what the images service renders, enough for 1x-3x screens. */
export const SRCSET_WIDTHS = [180, 384, 768, 1200, 1536, 2400] as const;

export function imageAtWidth(url: string, width: number): string {
  const match = URL_SHAPE.exec(url);
  return match ? `${match[1]}${width}.webp` : url;
}

/** A srcset for any crop URL from the API, or '' when the URL is not ours. */
export function srcSetFor(url: string, widths: readonly number[] = SRCSET_WIDTHS): string {
  if (!URL_SHAPE.test(url)) return '';
  return widths.map((w) => `${imageAtWidth(url, w)} ${w}w`).join(', ');
}
