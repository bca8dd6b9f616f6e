/**
 * Asks, before any press, for what starting a live stream needs from the network (docs/widgets-loader.md, "Instant play"): the catalog's
 * answer, kept in ../catalog/resolve.ts for the play to use, and the stream's ladder (./warm-live-stream.ts,
 * given that same answer, so the catalog is asked once).
 */
import { serviceConfig } from '../../config';
import { resolveMedia } from '../catalog/catalog';
import { primeCatalog, primedAnswer } from '../catalog/resolve';
import { warmLiveStream } from './warm-live-stream';

export function primeLiveStream(mediaId: string): void {
  primeCatalog(mediaId, (id) => resolveMedia(id, serviceConfig));
  // A primed answer is always a free live stream's (../catalog/resolve.ts), else null.
  warmLiveStream(
    mediaId,
    primedAnswer(mediaId).then((answer) => (answer?.ok ? answer.media.src : null)),
  );
}
