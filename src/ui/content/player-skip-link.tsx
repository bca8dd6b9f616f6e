/**
 * "Go to player controls": a link right after a page's own play control, shown (on focus, as a skip link is)
 * while that item is loaded, so a keyboard listener is one Tab and Enter from the seek bar and the skips
 * instead of the whole page's worth of Tabs. It moves focus to the video view's controls when the item shows
 * there, else to the mini player's.
 */
import { useStore } from '@nanostores/react';
import { $player } from '../../core/player/store';

const PLAYER_CONTROLS = ['.video-player .transport__control', '.mini-player .transport__control'];

function focusPlayerControls(): boolean {
  for (const selector of PLAYER_CONTROLS) {
    const control = document.querySelector<HTMLElement>(selector);
    if (control && control.getClientRects().length > 0) {
      control.focus();
      return true;
    }
  }
  return false;
}

export function PlayerSkipLink({ mediaId }: { mediaId: string }) {
  const loaded = useStore($player, { ssr: 'initial' }).media.id === mediaId;
  if (!loaded) return null;
  return (
    <a
      className="player-skip-link"
      href="#player-controls"
      onClick={(event) => {
        if (focusPlayerControls()) event.preventDefault();
      }}
    >
      Go to player controls
    </a>
  );
}
