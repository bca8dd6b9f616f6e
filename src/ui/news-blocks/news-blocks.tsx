/**
 * The content blocks of news articles and competitions (docs/product.md, "Content"): image section, quote, rich text
 * (sanitised CMS HTML), embed (a linked content item, playable when it has media) and Brightcove media (a video
 * shown in its block by the page's one player; so is a video embed). An unknown block kind is skipped with a record for monitoring, never a
 * blank page.
 */
import type { BlocksFragment } from '../../core/api/generated/graphql';
import { recordProblem } from '../../core/monitoring/problems';
import { ResponsiveImage } from '../image/responsive-image';
import { RichText } from '../rich-text/rich-text';
import { stationLabel } from '../content/format';
import { InternalLink, type NavigateFn } from '../content/internal-link';
import { PlayContentButton, type PlayableItem } from '../content/play-content-button';
import { ProgressMark } from '../up-next/progress-mark';
import { QueueButton } from '../up-next/queue-button';
import { VideoPlayer } from '../video-player/video-player';

/** An embedded item's play control, "Up next" and how far the listener got. */
function EmbedActions({ item }: { item: PlayableItem }) {
  return (
    <>
      <PlayContentButton origin="news-embed" item={item} />
      <QueueButton item={item} />
      <ProgressMark mediaId={item.mediaId} duration={item.duration} />
    </>
  );
}

export interface NewsBlocksProps {
  blocks: readonly BlocksFragment[];
  onNavigate?: NavigateFn;
  /** Station name for the player's audio info of embedded media. */
  stationName?: string;
}

type Block = BlocksFragment;

function Embed({
  block,
  onNavigate,
}: { block: Extract<Block, { __typename: 'EmbedBlock' }> } & NewsBlocksProps) {
  const item = block.embedContentItem;
  return (
    <section className="news-block news-block--embed" aria-label={block.title}>
      <h2 className="news-block__title">{block.title}</h2>
      {item ? (
        <div className="embed-card">
          <ResponsiveImage
            className="embed-card__image"
            image={item.headerImage.ratio16x9}
            ratio={16 / 9}
            sizes="240px"
          />
          <div className="embed-card__body">
            <p className="embed-card__overline">{item.overline}</p>
            <InternalLink className="embed-card__link" href={item._url} onNavigate={onNavigate}>
              {item.headline}
            </InternalLink>
            {item.mediaId ? (
              <EmbedActions
                item={{
                  mediaId: item.mediaId,
                  type:
                    item.__typename === 'VideoTeaserDetail' || item.__typename === 'VideoPodcast'
                      ? 'video'
                      : 'audio',
                  title: item.headline,
                  stationName: stationLabel(item.station),
                  imageUrl: item.headerImage.ratio1x1.sm,
                  duration: item.duration,
                  premium: item.premium,
                }}
              />
            ) : null}
          </div>
        </div>
      ) : (
        <p className="news-block__missing">This item is no longer available.</p>
      )}
      {item?.mediaId ? <VideoPlayer mediaId={item.mediaId} origin="news-embed" /> : null}
    </section>
  );
}

function BlockView({ block, index, ...props }: { block: Block; index: number } & NewsBlocksProps) {
  switch (block.__typename) {
    case 'RichTextBlock':
      return (
        <RichText
          className="rich-text news-block news-block--text"
          html={block.markupInput}
          onInternalLink={props.onNavigate}
        />
      );
    case 'ImageSectionBlock':
      return (
        <figure className="news-block news-block--image">
          <ResponsiveImage image={block.image.ratio16x9} ratio={16 / 9} />
          <figcaption>
            {block.title ? <strong>{block.title}</strong> : null} {block.description}
          </figcaption>
        </figure>
      );
    case 'QuoteBlock':
      return (
        <figure className="news-block news-block--quote">
          {block.title ? <p className="news-block__title">{block.title}</p> : null}
          <blockquote>
            <p>{block.quoteText}</p>
          </blockquote>
          {block.attribution ? <figcaption>— {block.attribution}</figcaption> : null}
        </figure>
      );
    case 'EmbedBlock':
      return <Embed block={block} {...props} />;
    case 'BrightcoveMediaBlock': {
      const video = block.linkedDetail;
      return (
        <section className="news-block news-block--video" aria-label={block.title}>
          <h2 className="news-block__title">{block.title}</h2>
          {video?.mediaId ? <VideoPlayer mediaId={video.mediaId} origin="news-video" /> : null}
          {video?.mediaId ? (
            <div className="video-block">
              <p className="video-block__headline">{video.headline}</p>
              <PlayContentButton
                origin="news-video"
                text="Watch"
                item={{
                  mediaId: video.mediaId,
                  type: 'video',
                  title: video.headline,
                  stationName: props.stationName ?? '',
                  imageUrl: '',
                  duration: video.duration,
                }}
              />
            </div>
          ) : (
            <p className="news-block__missing">This video is no longer available.</p>
          )}
        </section>
      );
    }
    default: {
      const kind = (block as { __typename?: string }).__typename ?? 'unknown';
      recordProblem({ area: 'news-blocks', message: `skipped an unknown block kind ${kind} at ${index}` });
      return null;
    }
  }
}

export function NewsBlocks(props: NewsBlocksProps) {
  return (
    <div className="news-blocks">
      {props.blocks.map((block, index) => (
        // Blocks have no ids; their order is fixed by the CMS.
        <BlockView key={index} block={block} index={index} {...props} />
      ))}
    </div>
  );
}
