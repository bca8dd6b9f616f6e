/**
 * The reels of a microsite (docs/product.md, "Home reels"): each reel is a titled row of teaser cards. Content,
 * showcase and hero teasers link to their item; competition teasers carry the competition's entry button
 * (internal link, or external in a new tab); livestream teasers link to the station page. Ad reels keep their
 * slot id for the ad service and take no space until an ad fills them.
 */
import type { ReelFieldsFragment } from '../../../core/api/generated/graphql';
import { stationIdOf } from '../../../ui/content/format';
import { ResponsiveImage, type ImageSource } from '../../../ui/image/responsive-image';
import { Scroller } from '../../../ui/scroller/scroller';
import { Link } from '../../router/link';

type Teaser = ReelFieldsFragment['reelDetail']['teaserList'][number];

function Card({
  href,
  image,
  overline,
  title,
  external,
}: {
  href: string;
  image: ImageSource | null;
  overline?: string;
  title: string;
  external?: boolean;
}) {
  const body = (
    <>
      <ResponsiveImage
        className="reel-card__image"
        image={image}
        ratio={16 / 9}
        sizes="(min-width: 768px) 280px, 70vw"
      />
      <span className="reel-card__text">
        {overline ? <span className="reel-card__overline">{overline}</span> : null}
        <span className="reel-card__title">{title}</span>
        {external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
      </span>
    </>
  );
  return external ? (
    <a className="reel-card" href={href} target="_blank" rel="noopener noreferrer">
      {body}
    </a>
  ) : (
    <Link className="reel-card" href={href}>
      {body}
    </Link>
  );
}

function TeaserCard({ teaser }: { teaser: Teaser }) {
  switch (teaser.__typename) {
    case 'ContentTeaser':
      return (
        <Card
          href={teaser.teaserDetail._url}
          image={teaser.teaserDetail.headerImage.ratio16x9}
          overline={teaser.teaserDetail.teaserOverline || teaser.teaserDetail.overline}
          title={teaser.teaserDetail.teaserHeadline || teaser.teaserDetail.headline}
        />
      );
    case 'ShowcaseTeaser':
      return (
        <Card
          href={teaser.teaserDetail._url}
          image={teaser.headerImage.ratio16x9}
          overline={teaser.teaserBadge}
          title={teaser.title || teaser.teaserDetail.headline}
        />
      );
    case 'HeroTeaser':
      return (
        <Card href={teaser.teaserDetail._url} image={teaser.teaserImage.ratio16x9} title={teaser.headline} />
      );
    case 'CompetitionTeaser': {
      const external = !teaser.internalLink && Boolean(teaser.externalLink);
      return (
        <div className="reel-card reel-card--competition">
          <Link className="reel-card__link" href={teaser.competition._url}>
            <ResponsiveImage
              className="reel-card__image"
              image={teaser.image.ratio16x9}
              ratio={16 / 9}
              sizes="(min-width: 768px) 280px, 70vw"
            />
            <span className="reel-card__title">{teaser.competition.headline}</span>
          </Link>
          {external && teaser.externalLink ? (
            <a
              className="content-button"
              href={teaser.externalLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              {teaser.buttonText}
              <span className="visually-hidden"> for {teaser.competition.headline} (opens in a new tab)</span>
            </a>
          ) : (
            <Link className="content-button" href={teaser.internalLink ?? teaser.competition._url}>
              {teaser.buttonText}
              <span className="visually-hidden"> for {teaser.competition.headline}</span>
            </Link>
          )}
        </div>
      );
    }
    case 'LivestreamTeaser': {
      const id = stationIdOf(teaser.station);
      return id ? (
        <Card href={`/station/${id}`} image={null} overline="Live" title={teaser.stationName} />
      ) : null;
    }
  }
}

/** Where a teaser leads. */
function targetOf(teaser: Teaser): string | null {
  switch (teaser.__typename) {
    case 'ContentTeaser':
    case 'ShowcaseTeaser':
    case 'HeroTeaser':
      return teaser.teaserDetail._url;
    case 'CompetitionTeaser':
      return teaser.competition._url;
    case 'LivestreamTeaser':
      return `/station/${stationIdOf(teaser.station) ?? ''}`;
  }
}

/**
 * The reels without teasers of the page they are on (a competition's microsite lists the competition itself,
 * a second "Enter now" for what the page already offers); a reel left empty goes too.
 */
export function reelsWithout(reels: readonly ReelFieldsFragment[], path: string): ReelFieldsFragment[] {
  return reels.flatMap((reel) => {
    if (reel.type === 'ad') return [reel];
    const teaserList = reel.reelDetail.teaserList.filter((teaser) => targetOf(teaser) !== path);
    if (teaserList.length === reel.reelDetail.teaserList.length) return [reel];
    return teaserList.length ? [{ ...reel, reelDetail: { ...reel.reelDetail, teaserList } }] : [];
  });
}

export function Reels({ reels }: { reels: readonly ReelFieldsFragment[] }) {
  return (
    <div className="reels">
      {reels.map((reel) =>
        reel.type === 'ad' ? (
          <div key={reel.id} className="reel-ad" data-advertisement-id={reel.advertisementId ?? ''} />
        ) : (
          <section key={reel.id} className="reel" aria-labelledby={`reel-${reel.id}`}>
            <h2 className="reel__title" id={`reel-${reel.id}`}>
              {reel.title}
            </h2>
            <Scroller label={reel.title} className="reel__list">
              {reel.reelDetail.teaserList.map((teaser) => (
                <li key={teaser.id} className="reel__item">
                  <TeaserCard teaser={teaser} />
                </li>
              ))}
            </Scroller>
          </section>
        ),
      )}
    </div>
  );
}
