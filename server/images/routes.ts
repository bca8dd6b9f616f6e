/**
 * Parses and validates every path under `/images/` before anything touches the disk:
 *
 *   /images/{imageId}/{crop}/{width}.webp   a generated picture (see url.ts)
 *   /images/logos/{name}.svg                a station logo from public/images/logos
 *
 * Shapes are fixed and character sets narrow, and any path that tries to climb directories (encoded or not) is
 * refused outright, so only names the service itself could have produced ever reach the file system.
 */
import { HttpError } from '../http/respond';
import { looksLikeTraversal } from '../http/traversal';
import { IMAGE_CROPS, IMAGE_WIDTHS, isImageCrop, isImageWidth, type ImageCrop, type ImageWidth } from './url';

export type ImagesRoute =
  { type: 'image'; imageId: string; crop: ImageCrop; width: ImageWidth } | { type: 'logo'; file: string };

export const LOGO_NAME = /^[a-z0-9-]+\.svg$/;
const IMAGE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export function parseImagesPath(pathname: string): ImagesRoute {
  if (looksLikeTraversal(pathname)) throw new HttpError(400, 'Path traversal is not allowed under /images/');
  const parts = pathname.split('/').slice(2); // drop "" and "images"
  if (parts.length === 2 && parts[0] === 'logos') {
    const file = parts[1] ?? '';
    if (!LOGO_NAME.test(file)) {
      throw new HttpError(
        400,
        `Invalid logo name "${file.slice(0, 60)}": use lowercase letters, digits and - with .svg`,
      );
    }
    return { type: 'logo', file };
  }
  // "logos" is reserved for the logo folder; its other shapes are simply not there.
  if (parts.length === 3 && parts[0] !== 'logos') {
    const [rawId = '', crop = '', file = ''] = parts;
    let imageId: string;
    try {
      imageId = decodeURIComponent(rawId);
    } catch {
      throw new HttpError(400, 'Malformed image id in the URL');
    }
    if (!IMAGE_ID.test(imageId)) {
      throw new HttpError(
        400,
        `Invalid image id "${imageId.slice(0, 60)}": use letters, digits, . _ - (max 128)`,
      );
    }
    if (!isImageCrop(crop)) {
      throw new HttpError(400, `Unknown crop "${crop.slice(0, 20)}": use one of ${IMAGE_CROPS.join(', ')}`);
    }
    const match = /^([1-9]\d{0,4})\.webp$/.exec(file);
    const width = match ? Number(match[1]) : NaN;
    if (!isImageWidth(width)) {
      throw new HttpError(
        400,
        `Unsupported image file "${file.slice(0, 20)}": use {width}.webp with a width of ${IMAGE_WIDTHS.join(', ')}`,
      );
    }
    return { type: 'image', imageId, crop, width };
  }
  throw new HttpError(
    404,
    'No image resource here: use /images/{imageId}/{crop}/{width}.webp or /images/logos/{name}.svg',
  );
}
