/**
 * A content image: webp at the widths the layout needs times the device pixel ratio (srcset + sizes), lazy
 * below the fold, and a reserved box (aspect ratio) so nothing shifts when it loads (docs/design.md, "Budgets", CLS 0).
 * With the data saver on, smaller crops: at most 768 px wide and at one device pixel per CSS pixel (docs/data-saver.md).
 */
import { useStore } from '@nanostores/react';
import type { CSSProperties } from 'react';
import { $dataSaverActive } from '../../core/data-saver/active';
import { DATA_SAVER_WIDTHS, sizesAtOneDevicePixel } from '../../core/data-saver/image-crops';
import { srcSetFor } from '../../core/images';
import { useRenderedSaveData } from '../ssr/rendered-save-data';
import { usePreloadImage } from '../ssr/server-request';
import { useHydrated } from '../ssr/use-hydrated';

export interface ImageSource {
  sm: string;
  md: string;
  lg: string;
  alt?: string | null;
}

export interface ResponsiveImageProps {
  image: ImageSource | null | undefined;
  /** Width over height, e.g. 16 / 9. */
  ratio: number;
  /** The `sizes` attribute: the rendered width per breakpoint (docs/product.md, "Constants": 1200 and 768 px). */
  sizes?: string;
  /** Above the fold: load at once with high priority (the LCP image). */
  priority?: boolean;
  /** Overrides the image's own alt text; '' marks it decorative. */
  alt?: string;
  className?: string;
}

export function ResponsiveImage({
  image,
  ratio,
  sizes = '(min-width: 1200px) 1200px, (min-width: 768px) 768px, 100vw',
  priority = false,
  alt,
  className,
}: ResponsiveImageProps) {
  const style: CSSProperties = { aspectRatio: String(ratio), width: '100%', height: 'auto' };
  // While a server renders and the browser hydrates, what the request asked for (`Save-Data: on`), so the first
  // render matches the HTML; the setting itself from the render after.
  const renderedSaveData = useRenderedSaveData();
  const saver = useStore($dataSaverActive, { ssr: () => renderedSaveData });
  const hydrated = useHydrated();
  const srcSet = image ? srcSetFor(image.md, saver ? DATA_SAVER_WIDTHS : undefined) : '';
  // The device pixel ratio is the browser's alone: the server's crops go by CSS pixels until hydration.
  const shownSizes =
    saver && hydrated ? sizesAtOneDevicePixel(sizes, globalThis.devicePixelRatio ?? 1) : sizes;
  // A server-rendered page preloads its first priority image from the head (src/app/ssr).
  usePreloadImage(priority && image ? { src: image.md, srcSet: srcSet || undefined, sizes } : null);
  if (!image) return <span className={className} style={{ ...style, display: 'block' }} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={saver ? image.sm : image.md}
      srcSet={srcSet || undefined}
      sizes={srcSet ? shownSizes : undefined}
      alt={alt ?? image.alt ?? ''}
      width={1200}
      height={Math.round(1200 / ratio)}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      style={style}
    />
  );
}
