/**
 * One home reel (docs/product.md, "Home reels", types competition, media, news, showcase, ad): a titled, horizontally
 * scrolling list of teasers with previous/next buttons and position dots (../scroller); an ad reel is an ad
 * slot. Keyboard users scroll the list with Tab (every card is a link), the buttons, or arrow keys in the
 * focusable list.
 */
import type { ReactNode } from 'react';
import type { ReelFieldsFragment } from '../../core/api/generated/graphql';
import { AdSlot } from '../ad-slot/ad-slot';
import { CompetitionCard, HeroTeaserCard, ShowcaseCard, TeaserCard } from '../cards/teaser-card';
import { Scroller } from '../scroller/scroller';
import './reels.css';

type Teaser = ReelFieldsFragment['reelDetail']['teaserList'][number];

function TeaserItem({ teaser }: { teaser: Teaser }) {
  switch (teaser.__typename) {
    case 'ContentTeaser':
      return teaser.teaserDetail ? <TeaserCard item={teaser.teaserDetail} /> : null;
    case 'CompetitionTeaser':
      return (
        <CompetitionCard
          title={teaser.competition?.headline ?? 'Competition'}
          buttonText={teaser.buttonText}
          image={teaser.image}
          internalLink={teaser.internalLink ?? teaser.competition?._url}
          externalLink={teaser.externalLink}
        />
      );
    case 'ShowcaseTeaser':
      return (
        <ShowcaseCard
          title={teaser.title}
          badge={teaser.teaserBadge}
          image={teaser.headerImage}
          href={teaser.teaserDetail?._url}
        />
      );
    case 'HeroTeaser':
      return <HeroTeaserCard teaser={teaser} />;
    default:
      return null;
  }
}

/** A reel's frame: its titled section and the scrolling list around the items (`<li>`s). */
export function ReelFrame({
  id,
  title,
  type,
  children,
}: {
  id: string;
  title: string;
  type?: string;
  children: ReactNode;
}) {
  const headingId = `reel-${id}`;
  return (
    <section
      className={type ? `reel reel--${type}` : 'reel'}
      data-reel-type={type}
      aria-labelledby={headingId}
    >
      <h2 className="reel__title" id={headingId}>
        {title}
      </h2>
      <Scroller
        label={title}
        className="reel__list"
        listProps={{ tabIndex: 0, 'aria-labelledby': headingId }}
      >
        {children}
      </Scroller>
    </section>
  );
}

export function Reel({ reel }: { reel: ReelFieldsFragment }) {
  if (reel.type === 'ad') {
    return reel.advertisementId ? (
      <div className="reel reel--ad" data-reel-type="ad">
        <AdSlot advertisementId={reel.advertisementId} size={[728, 90]} />
      </div>
    ) : null;
  }
  const items = reel.reelDetail.teaserList;
  if (items.length === 0) return null;
  return (
    <ReelFrame id={reel.id} title={reel.title} type={reel.type}>
      {items.map((teaser) => (
        <li key={teaser.id} className="reel__item">
          <TeaserItem teaser={teaser} />
        </li>
      ))}
    </ReelFrame>
  );
}
