/**
 * `/embed/podcast/{slug}`: a podcast's episode list alone, for a partner's iframe (docs/widgets.md, "Iframe and
 * oEmbed"). Titles stay plain text, as in the widget: the frame has no pages to go to.
 */
import '../../../ui/common/surface.css';
import '../../../ui/common/control-icons.css';
import '../../../ui/podcast-episodes/podcast-episodes.css';
import { PodcastEpisodes } from '../../../ui/podcast-episodes/podcast-episodes';
import type { PageProps } from '../../routes';
import { EmbedFrame } from './embed-frame';

export default function PodcastEmbedPage({ params }: PageProps) {
  return (
    <EmbedFrame>
      <PodcastEpisodes url={`/podcasts/${params.id ?? ''}`} pageSize={10} headingLevel={2} />
    </EmbedFrame>
  );
}
