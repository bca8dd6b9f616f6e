/**
 * Teaser cards for Explore and lists (docs/product.md, "Home reels"): content, hero, competition and showcase teasers.
 * Each is one link with the image in a reserved box (no layout shift) and the text a screen reader needs.
 */
import type { ContentCardFragment, ImageFieldsFragment } from '../../core/api/generated/graphql';
import { ResponsiveImage } from '../image/responsive-image';
import { ProgressMark } from '../up-next/progress-mark';
import { QueueButton } from '../up-next/queue-button';
import { stationLabel } from '../content/format';
import { CardLink } from './card-link';
import './cards.css';

/** The label of each content typename (schema types, and the search index's PodcastEpisode). */
export const KIND: Record<string, string> = {
  AudioTeaserDetail: 'Audio',
  VideoTeaserDetail: 'Video',
  AudioPodcast: 'Podcast',
  VideoPodcast: 'Video podcast',
  PodcastPublished: 'Podcast',
  NewsTeaserDetail: 'News',
  Competition: 'Competition',
  RadioDetail: 'Show',
  StaticPage: 'Page',
  PodcastEpisode: 'Episode',
};

export function contentKind(typename: string | undefined): string {
  return (typename && KIND[typename]) || 'Content';
}

/** The overline, unless it only repeats the label (a podcast's "Podcast"): each card says what it is once. */
export function distinctOverline(kind: string, overline: string | null | undefined): string | null {
  const text = overline?.trim();
  return text && text.toLowerCase() !== kind.toLowerCase() ? text : null;
}

function formatDuration(seconds: number | null | undefined): string | null {
  if (!seconds || seconds <= 0) return null;
  const minutes = Math.round(seconds / 60);
  return minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
}

const CARD_SIZES = '(min-width: 1200px) 320px, (min-width: 768px) 40vw, 75vw';

export function TeaserCard({ item }: { item: ContentCardFragment }) {
  const headline = item.teaserHeadline || item.headline;
  const kind = contentKind(item.__typename);
  const overline = distinctOverline(kind, item.teaserOverline || item.overline);
  const duration = formatDuration(item.duration);
  const video = item.__typename === 'VideoTeaserDetail' || item.__typename === 'VideoPodcast';
  return (
    <article className="teaser-card">
      <CardLink href={item._url} className="teaser-card__link">
        <ResponsiveImage image={item.headerImage?.ratio16x9} ratio={16 / 9} sizes={CARD_SIZES} alt="" />
        <span className="teaser-card__meta">
          <span className="teaser-card__kind">{kind}</span>
          {duration ? <span>{duration}</span> : null}
          {item.premium ? <span className="teaser-card__premium">Audiostar+</span> : null}
          {item.mediaId ? <ProgressMark mediaId={item.mediaId} duration={item.duration} /> : null}
        </span>
        {overline ? <span className="teaser-card__overline">{overline}</span> : null}
        <h3 className="teaser-card__headline">{headline}</h3>
      </CardLink>
      {/* Beside the link, not in it: a button inside a link is two controls in one. */}
      {item.mediaId && item.duration ? (
        <QueueButton
          className="teaser-card__queue"
          item={{
            mediaId: item.mediaId,
            type: video ? 'video' : 'audio',
            title: headline,
            stationName: stationLabel(item.station),
            imageUrl: item.headerImage?.ratio1x1?.sm ?? '',
            duration: item.duration,
            premium: item.premium,
          }}
        />
      ) : null}
    </article>
  );
}

export interface HeroCardProps {
  headline: string;
  subline?: string | null;
  badges?: readonly string[] | null;
  backgroundColor?: string | null;
  image: ImageFieldsFragment | null | undefined;
  href: string | null | undefined;
  /** The first hero is the page's largest paint: load it at once. */
  priority?: boolean;
}

export function HeroCard({
  headline,
  subline,
  badges,
  backgroundColor,
  image,
  href,
  priority,
}: HeroCardProps) {
  const body = (
    <>
      <ResponsiveImage
        image={image?.ratio16x9}
        ratio={16 / 9}
        priority={priority}
        sizes="(min-width: 1200px) 900px, 100vw"
        alt=""
      />
      <span className="hero-card__text">
        {badges?.length ? (
          <span className="hero-card__badges">
            {badges.map((b) => (
              <span key={b} className="badge">
                {b}
              </span>
            ))}
          </span>
        ) : null}
        <h2 className="hero-card__headline">{headline}</h2>
        {subline ? <span className="hero-card__subline">{subline}</span> : null}
      </span>
    </>
  );
  return (
    <article className="hero-card" style={{ background: backgroundColor ?? undefined }}>
      {href ? (
        <CardLink href={href} className="hero-card__link">
          {body}
        </CardLink>
      ) : (
        <div className="hero-card__link">{body}</div>
      )}
    </article>
  );
}

/** A hero teaser as the content API sends it (on Explore and in reels). */
export interface HeroTeaserFields {
  headline: string;
  subline?: string | null;
  listOfBadge?: readonly string[] | null;
  backgroundColor?: string | null;
  teaserImage?: ImageFieldsFragment | null;
  teaserDetail?: { _url: string } | null;
}

/** The hero card of a hero teaser, linking to the teaser's content. */
export function HeroTeaserCard({ teaser, priority }: { teaser: HeroTeaserFields; priority?: boolean }) {
  return (
    <HeroCard
      headline={teaser.headline}
      subline={teaser.subline}
      badges={teaser.listOfBadge}
      backgroundColor={teaser.backgroundColor}
      image={teaser.teaserImage}
      href={teaser.teaserDetail?._url}
      priority={priority}
    />
  );
}

export interface CompetitionCardProps {
  title: string;
  buttonText: string | null | undefined;
  image: ImageFieldsFragment | null | undefined;
  internalLink: string | null | undefined;
  externalLink: string | null | undefined;
}

export function CompetitionCard({
  title,
  buttonText,
  image,
  internalLink,
  externalLink,
}: CompetitionCardProps) {
  const href = internalLink || externalLink || null;
  const external = !internalLink && !!externalLink;
  return (
    <article className="teaser-card teaser-card--competition">
      <ResponsiveImage image={image?.ratio1x1} ratio={1} sizes={CARD_SIZES} alt="" />
      <h3 className="teaser-card__headline">{title}</h3>
      {href ? (
        <CardLink
          href={href}
          className="button teaser-card__button"
          target={external ? '_blank' : undefined}
          rel={external ? 'noopener noreferrer' : undefined}
        >
          {buttonText || 'Enter now'}
          <span className="visually-hidden">: {title}</span>
        </CardLink>
      ) : null}
    </article>
  );
}

export interface ShowcaseCardProps {
  title: string;
  badge: string | null | undefined;
  image: ImageFieldsFragment | null | undefined;
  href: string | null | undefined;
}

export function ShowcaseCard({ title, badge, image, href }: ShowcaseCardProps) {
  const body = (
    <>
      <ResponsiveImage image={image?.ratio4x5} ratio={4 / 5} sizes={CARD_SIZES} alt="" />
      {badge ? <span className="badge teaser-card__badge">{badge}</span> : null}
      <h3 className="teaser-card__headline">{title}</h3>
    </>
  );
  return (
    <article className="teaser-card teaser-card--showcase">
      {href ? (
        <CardLink href={href} className="teaser-card__link">
          {body}
        </CardLink>
      ) : (
        body
      )}
    </article>
  );
}
