/**
 * The start of a listening, as partners see it: `primedia-play` now, and exactly one `primedia-stop` from the
 * same control later, whatever ends it (src/core/player/listening.ts, docs/widgets.md "Events"). Its own file,
 * so only the controls that start playback carry (and document) those events.
 */
import { useCallback } from 'react';
import { beginListening } from '../../core/player/listening';
import { useEmit } from './host-events';

export type ListeningDetail = Record<string, unknown> & { mediaId: string };

/**
 * For a control that starts playback: fires `primedia-play` and opens the page's listening session, whose end,
 * whatever causes it, fires exactly one `primedia-stop` from this control with the same detail and a `reason`
 * (src/core/player/listening.ts). Call it before asking the player to play.
 */
export function useStartListening(): (detail: ListeningDetail) => void {
  const emit = useEmit();
  return useCallback(
    (detail: ListeningDetail) => {
      // The previous session's stop goes out first, so a page sees stop, then play.
      beginListening({ ended: (reason) => emit('primedia-stop', { ...detail, reason }) }, detail.mediaId);
      emit('primedia-play', detail);
    },
    [emit],
  );
}
