/** Turns a seed image id into the GraphQL Image: every crop alias at the named widths of server/images/url.ts. */
import { imageUrl, NAMED_IMAGE_WIDTHS, type ImageCrop } from '../images/url';
import type { ImageAsset } from '../seed/types';
import type { Image, ImageSizes } from './generated/resolvers-types';

export function createImageResolver(publicUrl: string, images: readonly ImageAsset[], fallbackId: string) {
  const byId = new Map(images.map((i) => [i.id, i]));
  const sizes = (id: string, alt: string, crop: ImageCrop): ImageSizes => ({
    sm: imageUrl(publicUrl, id, crop, NAMED_IMAGE_WIDTHS.sm),
    md: imageUrl(publicUrl, id, crop, NAMED_IMAGE_WIDTHS.md),
    lg: imageUrl(publicUrl, id, crop, NAMED_IMAGE_WIDTHS.lg),
    alt,
  });
  return function image(imageId: string): Image {
    // The seed tests guarantee every id exists; the fallback only protects against a future seed bug.
    const asset = byId.get(imageId) ?? byId.get(fallbackId);
    const id = asset?.id ?? fallbackId;
    const alt = asset?.alt ?? '';
    return {
      id,
      alt,
      ratio1x1: sizes(id, alt, '1x1'),
      ratio16x9: sizes(id, alt, '16x9'),
      ratio21x9: sizes(id, alt, '21x9'),
      ratio4x5: sizes(id, alt, '4x5'),
      circle: sizes(id, alt, 'circle'),
    };
  };
}

export type ImageOf = ReturnType<typeof createImageResolver>;
