/**
 * One view per content typename (docs/product.md, "Content"): RadioDetail, AudioTeaserDetail, VideoTeaserDetail, the three podcast
 * kinds, NewsTeaserDetail, Competition and StaticPage. `ContentView` picks the view by `__typename`.
 */
import type { ContentDetailFieldsFragment } from '../../../core/api/generated/graphql';
import { useStore } from '@nanostores/react';
import { offersDownload } from '../../../core/downloads/offer';
import { liveTitle } from '../../../core/player/live/live-title';
import { onAirAt } from '../../../core/now-playing/message';
import { playMedia, stopPlayback } from '../../../core/player/controller';
import { displayState } from '../../../core/player/state';
import { $nowPlaying, $player, $playRequest } from '../../../core/player/store';
import { DownloadButton } from '../../../ui/download-button/lazy-download-button';
import { FollowButton } from '../../../ui/follow-button/follow-button';
import { formatPublishDate, stationIdOf, stationLabel } from '../../../ui/content/format';
import { PlayContentButton, type PlayableItem } from '../../../ui/content/play-content-button';
import { PlayerSkipLink } from '../../../ui/content/player-skip-link';
import { NewsBlocks } from '../../../ui/news-blocks/news-blocks';
import { PodcastEpisodes } from '../../../ui/podcast-episodes/podcast-episodes';
import { ProgressMark } from '../../../ui/up-next/progress-mark';
import { QueueButton } from '../../../ui/up-next/queue-button';
import { RichText } from '../../../ui/rich-text/rich-text';
import { useVideoShown, VideoPlayer } from '../../../ui/video-player/video-player';
import '../../../ui/video-player/video-player.css';
import { Link } from '../../router/link';
import { navigate } from '../../router/location';
import { ContentFooter } from './content-footer';
import { ContentHeader, headerPropsOf } from './content-header';
import { downloadOf } from './download-of';

type Item = ContentDetailFieldsFragment;
type Of<T extends Item['__typename']> = Extract<Item, { __typename: T }>;

const go = (path: string) => navigate(path);

function playableOf(item: Item): PlayableItem | null {
  if (!item.mediaId) return null;
  return {
    mediaId: item.mediaId,
    type: item.__typename === 'VideoTeaserDetail' || item.__typename === 'VideoPodcast' ? 'video' : 'audio',
    title: item.headline,
    stationName: stationLabel(item.station),
    imageUrl: item.headerImage.ratio1x1.sm,
    duration: item.duration,
    premium: item.premium,
    pageUrl: item._url,
  };
}

function Summary({ text }: { text: string }) {
  return text ? <p className="content-summary">{text}</p> : null;
}

function MediaView({ item }: { item: Of<'AudioTeaserDetail'> | Of<'VideoTeaserDetail'> }) {
  const playable = playableOf(item);
  const video = item.__typename === 'VideoTeaserDetail';
  const videoShown = useVideoShown({ mediaId: playable?.mediaId ?? '' }) && video;
  return (
    <article className="content-article">
      <ContentHeader
        {...headerPropsOf(item)}
        media={videoShown && playable ? <VideoPlayer mediaId={playable.mediaId} /> : null}
        actions={
          playable ? (
            <>
              <PlayContentButton
                className="content-play"
                origin="detail-page"
                item={playable}
                text={video ? 'Watch' : 'Play'}
              />
              <QueueButton item={playable} />
              <ProgressMark mediaId={playable.mediaId} duration={playable.duration} />
              <PlayerSkipLink mediaId={playable.mediaId} />
              {offersDownload(playable.type, playable.duration) ? (
                <DownloadButton item={downloadOf(playable, item._url)} onNavigate={go} />
              ) : null}
            </>
          ) : null
        }
      />
      {video && item.geoBlocked ? (
        <p className="content-note">This video may not be available in your region.</p>
      ) : null}
      <Summary text={item.text} />
      <ContentFooter tags={item.tags} topics={item.topics} />
    </article>
  );
}

function RadioView({ item }: { item: Of<'RadioDetail'> }) {
  const station = stationIdOf(item.station);
  const stationName = stationLabel(item.station);
  const player = useStore($player, { ssr: 'initial' });
  const request = useStore($playRequest, { ssr: 'initial' });
  const isThis = station !== null && request?.station === station;
  const display = isThis ? displayState(player) : 'idle';
  const toggleLive = () => {
    if (display !== 'idle') {
      stopPlayback();
      return;
    }
    void playMedia({
      mediaId: item.liveMediaId,
      type: 'audio',
      audio: {
        title: liveTitle(stationName, onAirAt($nowPlaying.get(), station)),
        station: stationName,
        imageUrl: item.headerImage.ratio1x1.sm,
      },
      station,
      origin: 'detail-page',
    });
  };
  return (
    <article className="content-article">
      <ContentHeader
        {...headerPropsOf(item)}
        actions={
          <>
            <button type="button" className={`content-play content-play--${display}`} onClick={toggleLive}>
              <span aria-hidden="true" className={`control-icon control-icon--${display}`} />
              <span className="content-play__text">
                {display === 'idle' ? `Listen live on ${stationName}` : `Stop ${stationName} live`}
              </span>
            </button>
            <FollowButton id={item._id} path={item._url} typeName={item.__typename} label={item.headline} />
          </>
        }
      />
      <dl className="content-facts">
        {item.airTimes ? (
          <>
            <dt>On air</dt>
            <dd>{item.airTimes}</dd>
          </>
        ) : null}
        {item.presenters.length > 0 ? (
          <>
            <dt>{item.presenters.length === 1 ? 'Presenter' : 'Presenters'}</dt>
            <dd>{item.presenters.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      <Summary text={item.text} />
      {station ? (
        <p>
          <Link className="content-button content-button--quiet" href={`/station/${station}/guide`}>
            {stationName} programme guide
          </Link>
        </p>
      ) : null}
      <ContentFooter tags={item.tags} topics={item.topics} />
    </article>
  );
}

function PodcastView({ item }: { item: Of<'AudioPodcast'> | Of<'VideoPodcast'> | Of<'PodcastPublished'> }) {
  return (
    <article className="content-article content-article--podcast">
      <ContentHeader
        {...headerPropsOf(item)}
        image={item.coverImage.ratio1x1}
        imageRatio={1}
        duration={null}
        actions={
          <FollowButton id={item._id} path={item._url} typeName={item.__typename} label={item.headline} />
        }
      />
      <Summary text={item.text} />
      {item.__typename === 'VideoPodcast' ? <VideoPlayer origin="podcast-episodes" /> : null}
      <h2 className="content-section-title">
        Episodes <span className="content-section-title__count">({item.episodeList.totalCount})</span>
      </h2>
      <PodcastEpisodes url={item._url} pageSize={10} onNavigate={go} headingLevel={3} />
      <ContentFooter tags={item.tags} topics={item.topics} />
    </article>
  );
}

function NewsView({ item }: { item: Of<'NewsTeaserDetail'> }) {
  return (
    <article className="content-article">
      <ContentHeader {...headerPropsOf(item)} />
      {item.imageDescription ? <p className="content-caption">{item.imageDescription}</p> : null}
      <NewsBlocks blocks={item.blocks} onNavigate={go} stationName={stationLabel(item.station)} />
      <ContentFooter tags={item.tags} topics={item.topics} />
    </article>
  );
}

/** The competition's blocks and its entry button; also the body of its microsite. */
export function CompetitionBody({ item }: { item: Of<'Competition'> }) {
  const closes = formatPublishDate(item.closesAt.iso8601);
  return (
    <>
      <NewsBlocks blocks={item.blocks} onNavigate={go} stationName={stationLabel(item.station)} />
      <p className="content-entry">
        {item.internalLink ? (
          <Link className="content-button" href={item.internalLink}>
            {item.buttonText}
          </Link>
        ) : item.externalLink ? (
          <a className="content-button" href={item.externalLink} target="_blank" rel="noopener noreferrer">
            {item.buttonText}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
        <span className="content-entry__closes">
          Entries close <time dateTime={item.closesAt.iso8601}>{closes}</time>
        </span>
      </p>
    </>
  );
}

function CompetitionView({ item }: { item: Of<'Competition'> }) {
  return (
    <article className="content-article">
      <ContentHeader {...headerPropsOf(item)} />
      <CompetitionBody item={item} />
      <ContentFooter tags={item.tags} topics={item.topics} />
    </article>
  );
}

function StaticView({ item }: { item: Of<'StaticPage'> }) {
  return (
    <article className="content-article content-article--static">
      <ContentHeader
        {...headerPropsOf(item)}
        headline={item.title || item.headline}
        image={undefined}
        bookmarkable={false}
        author=""
      />
      <RichText className="rich-text" html={item.content} onInternalLink={go} />
    </article>
  );
}

export function ContentView({ item }: { item: Item }) {
  switch (item.__typename) {
    case 'RadioDetail':
      return <RadioView item={item} />;
    case 'AudioTeaserDetail':
    case 'VideoTeaserDetail':
      return <MediaView item={item} />;
    case 'AudioPodcast':
    case 'VideoPodcast':
    case 'PodcastPublished':
      return <PodcastView item={item} />;
    case 'NewsTeaserDetail':
      return <NewsView item={item} />;
    case 'Competition':
      return <CompetitionView item={item} />;
    case 'StaticPage':
      return <StaticView item={item} />;
  }
}
