/**
 * A titled row of content cards that scrolls sideways, like a home reel but from any list of content (a
 * station page's podcasts, news and clips). Same layout, controls and keyboard use as Reel; nothing when empty.
 */
import type { ContentCardFragment } from '../../core/api/generated/graphql';
import { TeaserCard } from '../cards/teaser-card';
import { Scroller } from '../scroller/scroller';
import './reels.css';

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
  const headingId = `reel-${id}`;
  return (
    <section className="reel" aria-labelledby={headingId}>
      <h2 className="reel__title" id={headingId}>
        {title}
      </h2>
      <Scroller
        label={title}
        className="reel__list"
        listProps={{ tabIndex: 0, 'aria-labelledby': headingId }}
      >
        {items.map((item) => (
          <li key={item._id} className="reel__item">
            <TeaserCard item={item} />
          </li>
        ))}
      </Scroller>
    </section>
  );
}
