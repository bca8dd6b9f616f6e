/**
 * A titled row of content cards that scrolls sideways, like a home reel but from any list of content (a
 * station page's podcasts, news and clips). The same frame, controls and keyboard use as Reel; nothing when empty.
 */
import type { ContentCardFragment } from '../../core/api/generated/graphql';
import { TeaserCard } from '../cards/teaser-card';
import { ReelFrame } from './reel';

export function CardReel({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: readonly ContentCardFragment[];
}) {
  if (items.length === 0) return null;
  return (
    <ReelFrame id={id} title={title}>
      {items.map((item) => (
        <li key={item._id} className="reel__item">
          <TeaserCard item={item} />
        </li>
      ))}
    </ReelFrame>
  );
}
