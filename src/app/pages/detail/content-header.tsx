/**
 * The top of every content detail page (docs/product.md, "Content" common fields): overline, headline (the page's h1), subline,
 * badges, metadata line, the header image (priority: it is the page's largest paint), and the actions row with
 * play, bookmark, follow and share (docs/product.md, "Stations" personal features).
 */
import type { ReactNode } from 'react';
import type { ContentDetailFieldsFragment, Station } from '../../../core/api/generated/graphql';
import { BookmarkButton } from '../../../ui/bookmark-button/bookmark-button';
import { Badges, ContentMeta } from '../../../ui/content/content-meta';
import { stationLabel } from '../../../ui/content/format';
import { ResponsiveImage, type ImageSource } from '../../../ui/image/responsive-image';
import { ShareButtons } from '../../../ui/share/share-buttons';
import { serviceConfig } from '../../../core/config';
import { useHydrated } from '../../../ui/ssr/use-hydrated';

export interface ContentHeaderProps {
  typeName: string;
  id: string;
  url: string;
  overline?: string;
  headline: string;
  subline?: string;
  badges?: readonly string[];
  premium?: boolean;
  author?: string;
  publishedAt?: { iso8601: string } | null;
  duration?: number | null;
  station?: Station | null;
  image?: ImageSource | null;
  /** Width over height of the header image. */
  imageRatio?: number;
  /** Shown in place of the header image while non-null (the playing video's view). */
  media?: ReactNode;
  /** Play and follow controls, before bookmark and share. */
  actions?: ReactNode;
  bookmarkable?: boolean;
}

export function ContentHeader(props: ContentHeaderProps) {
  const stationName = stationLabel(props.station);
  // The server knows the site's public address from its configuration; the browser, after hydration, its own.
  const origin = useHydrated() ? location.origin : serviceConfig.appUrl;
  const absoluteUrl = new URL(props.url, origin).href;
  return (
    <header className="content-header">
      {props.media ? (
        <div className="content-header__media">{props.media}</div>
      ) : props.image !== undefined ? (
        <ResponsiveImage
          className="content-header__image"
          image={props.image}
          ratio={props.imageRatio ?? 16 / 9}
          priority
          sizes="(min-width: 1200px) 860px, 100vw"
        />
      ) : null}
      <div className="content-header__text">
        {props.overline ? <p className="content-header__overline">{props.overline}</p> : null}
        <h1 className="content-header__headline">{props.headline}</h1>
        {props.subline ? <p className="content-header__subline">{props.subline}</p> : null}
        <Badges badges={props.badges ?? []} premium={props.premium} />
        <ContentMeta
          author={props.author}
          publishedAt={props.publishedAt}
          duration={props.duration}
          stationName={stationName}
        />
        <div className="content-actions">
          {props.actions}
          {props.bookmarkable === false ? null : (
            <BookmarkButton id={props.id} path={props.url} typeName={props.typeName} label={props.headline} />
          )}
          <ShareButtons
            url={absoluteUrl}
            title={props.headline}
            type={props.typeName}
            station={stationName || null}
          />
        </div>
      </div>
    </header>
  );
}

/** The header props every ContentDetail shares. */
export function headerPropsOf(item: ContentDetailFieldsFragment): ContentHeaderProps {
  return {
    typeName: item.__typename,
    id: item._id,
    url: item._url,
    overline: item.overline,
    headline: item.headline,
    subline: item.subline,
    badges: item.badges,
    premium: item.premium,
    author: item.author,
    publishedAt: item.publishedAt,
    duration: item.duration,
    station: item.station,
    image: item.headerImage.ratio16x9,
  };
}
