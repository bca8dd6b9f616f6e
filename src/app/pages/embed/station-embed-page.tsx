/**
 * `/embed/station/{id}`: a station's live player alone, for a partner's iframe (docs/widgets.md, "Iframe and
 * oEmbed"). An unknown id shows the player's own message, as the widget does.
 */
import '../../../ui/common/surface.css';
import '../../../ui/live-player/live-player.css';
import '../../../ui/common/control-icons.css';
import { LivePlayer } from '../../../ui/live-player/live-player';
import type { PageProps } from '../../routes';
import { EmbedFrame } from './embed-frame';

export default function StationEmbedPage({ params }: PageProps) {
  return (
    <EmbedFrame>
      <LivePlayer station={params.id} />
    </EmbedFrame>
  );
}
