/**
 * The paywall's strip of six promotional images, repeated three times and scrolling (docs/product.md, "Paywall").
 * The six are the first six podcast covers of getPreviewPodcasts (the API has no promotion feed; see
 * docs/product.md, "Paywall"). Decorative; still under prefers-reduced-motion.
 */
import { useEffect, useState } from 'react';
import { liteQuery } from '../../core/api/lite';
import { GetPreviewPodcastsDocument } from '../../core/api/generated/strings/graphql';
import { imageAtWidth } from '../../core/images';
import { recordProblem } from '../../core/monitoring/problems';

const PROMO_COUNT = 6;
const PROMO_REPEAT = 3;

export function PromoStrip() {
  const [urls, setUrls] = useState<string[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    liteQuery(GetPreviewPodcastsDocument).then(
      (data) => {
        if (!cancelled)
          setUrls(data.getPreviewPodcasts.slice(0, PROMO_COUNT).map((p) => p.image.ratio16x9.sm));
      },
      (error: unknown) =>
        recordProblem({ area: 'paywall', message: `promotions failed to load: ${String(error)}` }),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <div className="paywall__promo" aria-hidden="true">
      {urls ? (
        <ul className="paywall__promo-track">
          {Array.from({ length: PROMO_REPEAT }, (_, copy) =>
            urls.map((url, i) => (
              <li key={`${copy}-${i}`}>
                <img
                  src={imageAtWidth(url, 768)}
                  srcSet={`${imageAtWidth(url, 384)} 384w, ${imageAtWidth(url, 768)} 768w, ${imageAtWidth(url, 1200)} 1200w`}
                  sizes="min(125vh, 1067px)"
                  width={160}
                  height={90}
                  alt=""
                  decoding="async"
                />
              </li>
            )),
          )}
        </ul>
      ) : null}
    </div>
  );
}
