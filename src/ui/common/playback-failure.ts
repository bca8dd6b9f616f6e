/**
 * The player's failure message (its toast), when the failed playback is one this control asked for: a widget
 * shows it inside itself and reports it with `primedia-error` `playback-failed` for as long as it lasts, since a
 * partner page may have no mini player to show the toast.
 */
import { useStore } from '@nanostores/react';
import { $toast } from '../../core/feedback/toast';
import { $player, $playRequest, type LatestPlayRequest } from '../../core/player/store';

export function usePlaybackFailure(askedByMe: (request: LatestPlayRequest) => boolean): string | null {
  const request = useStore($playRequest, { ssr: 'initial' });
  const toast = useStore($toast, { ssr: 'initial' });
  const player = useStore($player, { ssr: 'initial' });
  if (!request || !askedByMe(request) || !toast.visible) return null;
  return player.isPlaying || player.isLoading ? null : toast.message;
}
