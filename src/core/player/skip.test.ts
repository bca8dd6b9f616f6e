// @vitest-environment happy-dom
/**
 * ±15 s counts from where the last press put the player, not from the element's last timeupdate: over a slow
 * network a seek waits for its data, and +15 s then -15 s pressed meanwhile must come back to where it was
 * (docs/player.md, "Play controls"). The player is the page's real one; its state is set as a loaded episode's.
 */
import { afterEach, expect, it } from 'vitest';
import { player, skip, stopPlayback } from './controller';
import { dataLoaded, metadataLoaded, playbackStarted, playingChanged, timeUpdated } from './state';
import { $player, updatePlayer } from './store';

afterEach(() => stopPlayback());

it('counts a second skip from the first one’s target before the element reports it', () => {
  const media = player.element();
  updatePlayer((state) => {
    const started = playbackStarted(state, {
      type: 'audio',
      audio: { title: 'Episode', station: 'Jozi Eats', imageUrl: '' },
    });
    const loaded = metadataLoaded(dataLoaded(started), { mediaId: 'ep-0001', isLive: false, duration: 600 });
    return playingChanged(timeUpdated(loaded, 120, Date.now()), true);
  });
  // The element's own timeupdate never comes here, as it does not while a seek waits for its data.
  skip(1);
  expect(media.currentTime).toBe(135);
  expect($player.get().media.currentTime).toBe(135);
  skip(-1);
  expect(media.currentTime).toBe(120);
  expect($player.get().media.currentTime).toBe(120);
});
