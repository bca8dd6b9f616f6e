/**
 * The image URL contract shared by the images service (which renders) and the content API (which links).
 *
 *   {publicUrl}/images/{imageId}/{crop}/{width}.webp
 *
 * Crop aliases are docs/product.md, "Content": 1x1, 16x9, 21x9 (cover), 4x5, circle. Widths come from a fixed list so the
 * cache stays bounded; clients pick from it by layout width x device pixel ratio. The named sizes sm/md/lg are
 * what the content API returns for each crop.
 */
export const IMAGE_CROPS = ['1x1', '16x9', '21x9', '4x5', 'circle'] as const;
export type ImageCrop = (typeof IMAGE_CROPS)[number];

export const IMAGE_WIDTHS = [90, 180, 240, 320, 384, 480, 640, 768, 960, 1200, 1536, 1920, 2400] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Named sizes per docs/product.md, "Content"; lg and md follow the 1200 / 768 px breakpoints. */
export const NAMED_IMAGE_WIDTHS = { sm: 384, md: 768, lg: 1200 } as const satisfies Record<
  string,
  ImageWidth
>;

/** Height over width for each crop. */
export const CROP_RATIOS: Record<ImageCrop, number> = {
  '1x1': 1,
  '16x9': 9 / 16,
  '21x9': 9 / 21,
  '4x5': 5 / 4,
  circle: 1,
};

export function imageUrl(publicUrl: string, imageId: string, crop: ImageCrop, width: ImageWidth): string {
  return `${publicUrl}/images/${encodeURIComponent(imageId)}/${crop}/${width}.webp`;
}

export function isImageCrop(value: string): value is ImageCrop {
  return (IMAGE_CROPS as readonly string[]).includes(value);
}

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}
