/**
 * A podcast episode's own page (its `_url` answers through getPodcastEpisodeByUrl, not getDetailPageByUrl):
 * the episode with its play control, a link to its podcast, and the podcast's other episodes.
 */
import type { GetPodcastEpisodeByUrlQuery } from '../../../core/api/generated/graphql';
import { offersDownload } from '../../../core/downloads/offer';
import { PlayContentButton } from '../../../ui/content/play-content-button';
import { PlayerSkipLink } from '../../../ui/content/player-skip-link';
import { PlayFromMoment } from '../../../ui/content/play-from-moment';
import { LoadedMomentShare } from '../../../ui/share/share-moment';
import { useAppLocation } from '../../router/use-app-location';
import { DownloadButton } from '../../../ui/download-button/lazy-download-button';
import { FollowButton } from '../../../ui/follow-button/follow-button';
import { PodcastEpisodes, playableOf } from '../../../ui/podcast-episodes/podcast-episodes';
import { ProgressMark } from '../../../ui/up-next/progress-mark';
import { QueueButton } from '../../../ui/up-next/queue-button';
import { useVideoShown, VideoPlayer } from '../../../ui/video-player/video-player';
import { Link } from '../../router/link';
import { navigate } from '../../router/location';
import { ContentHeader } from './content-header';
import { downloadOf } from './download-of';

export type EpisodeItem = NonNullable<GetPodcastEpisodeByUrlQuery['getPodcastEpisodeByUrl']>;

export function EpisodeView({ episode }: { episode: EpisodeItem }) {
  const podcast = episode.podcast;
  const mediaId = episode.mediaId ?? '';
  const videoShown = useVideoShown({ mediaId }) && episode.kind === 'video';
  const { search } = useAppLocation();
  const playable = playableOf(episode);
  return (
    <article className="content-article">
      <ContentHeader
        typeName="PodcastEpisode"
        id={episode._id}
        url={episode._url}
        overline={episode.overline || podcast.headline}
        headline={episode.headline}
        premium={episode.premium}
        publishedAt={episode.publishedAt}
        duration={episode.duration}
        station={episode.station}
        image={episode.image.ratio16x9}
        media={videoShown ? <VideoPlayer mediaId={mediaId} /> : null}
        actions={
          <>
            {playable ? (
              <>
                <PlayContentButton
                  origin="detail-page"
                  text={episode.kind === 'video' ? 'Watch' : 'Play'}
                  item={playable}
                />
                <PlayFromMoment item={playable} search={search} origin="detail-page" />
                <PlayerSkipLink mediaId={playable.mediaId} />
              </>
            ) : null}
            {playable ? <QueueButton item={playable} /> : null}
            {playable ? <ProgressMark mediaId={playable.mediaId} duration={playable.duration} /> : null}
            <FollowButton
              id={podcast._id}
              path={podcast._url}
              typeName={podcast.__typename}
              label={podcast.headline}
            />
            {playable && offersDownload(playable.type, playable.duration) ? (
              <DownloadButton
                item={downloadOf(playable, episode._url)}
                onNavigate={(path) => navigate(path)}
              />
            ) : null}
          </>
        }
      />
      {playable ? (
        <LoadedMomentShare mediaId={playable.mediaId} pageUrl={episode._url} title={episode.headline} />
      ) : null}
      {episode.text ? <p className="content-summary">{episode.text}</p> : null}
      <p>
        From <Link href={podcast._url}>{podcast.headline}</Link>
      </p>
      <h2 className="content-section-title">More episodes</h2>
      {episode.kind === 'video' ? <VideoPlayer origin="podcast-episodes" exceptMediaId={mediaId} /> : null}
      <PodcastEpisodes url={podcast._url} pageSize={10} onNavigate={(path) => navigate(path)} />
    </article>
  );
}
