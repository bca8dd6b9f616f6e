/**
 * The two rows of shuffled audio-podcast covers that scroll slowly behind the registration wall (docs/product.md, "Registration wall", "Constants").
 * Decorative: hidden from assistive technology; still under prefers-reduced-motion (see the stylesheet). When
 * the covers cannot be loaded the wall still works, on a plain background.
 */
import { useEffect, useState } from 'react';
import { imageAtWidth } from '../../core/images';
import { recordProblem } from '../../core/monitoring/problems';
import { loadCoverRows, type PreviewPodcast } from './covers';

/** The tile's largest size in CSS px (registration-wall.css: up to 40 % of the screen's height). */
const TILE_PX = 300;

function Row({ covers, index }: { covers: PreviewPodcast[]; index: number }) {
  if (covers.length === 0) return null;
  // Two copies side by side make the loop seamless: the row moves by exactly one copy's width.
  return (
    <div className={`registration-wall__row registration-wall__row--${index}`} data-count={covers.length}>
      {[0, 1].map((copy) => (
        <ul key={copy} className="registration-wall__covers">
          {covers.map((cover) => {
            const url = cover.image.ratio1x1.sm;
            return (
              <li key={`${copy}-${cover.id}`}>
                <img
                  src={imageAtWidth(url, 240)}
                  srcSet={`${imageAtWidth(url, 180)} 180w, ${imageAtWidth(url, 240)} 240w, ${imageAtWidth(url, 384)} 384w`}
                  sizes={`min(40vh, 42vw, ${TILE_PX}px)`}
                  width={TILE_PX}
                  height={TILE_PX}
                  alt=""
                  decoding="async"
                />
              </li>
            );
          })}
        </ul>
      ))}
    </div>
  );
}

export function CoverRows({ active }: { active: boolean }) {
  const [rows, setRows] = useState<[PreviewPodcast[], PreviewPodcast[]] | null>(null);
  useEffect(() => {
    if (!active || rows) return;
    let cancelled = false;
    loadCoverRows().then(
      (loaded) => {
        if (!cancelled) setRows(loaded);
      },
      (error: unknown) =>
        recordProblem({ area: 'registration-wall', message: `covers failed to load: ${String(error)}` }),
    );
    return () => {
      cancelled = true;
    };
  }, [active, rows]);
  if (!rows) return null;
  return (
    <div className="registration-wall__rows">
      <Row covers={rows[0]} index={1} />
      <Row covers={rows[1]} index={2} />
    </div>
  );
}
