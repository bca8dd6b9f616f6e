// @vitest-environment happy-dom
/**
 * The host app's player shortcuts as a listener presses them: the player's stores are seeded with a real
 * play's state (../common/seed-player.ts) and the verbs that act on the media element alone are watched.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $playbackRate, setPlaybackRate } from '../../core/player/session/playback-rate';
import { $volume } from '../../core/player/session/volume';
import type * as PlayerModule from '../../core/player/controller';
import { EPISODE, seedLive, seedOnDemand } from '../common/seed-player';

vi.mock('../../core/player/controller', async (original) => {
  const actual = await original<typeof PlayerModule>();
  return { ...actual, skip: vi.fn(), togglePlayback: vi.fn(), stopPlayback: vi.fn(actual.stopPlayback) };
});

const player = await import('../../core/player/controller');
const { PlayerShortcuts } = await import('./player-shortcuts');

afterEach(() => {
  cleanup();
  player.stopPlayback();
  setPlaybackRate(1);
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

const key = (target: Element | Document, init: KeyboardEventInit) =>
  fireEvent.keyDown(target, { bubbles: true, cancelable: true, ...init });

describe('player shortcuts', () => {
  it('play, skip, mute and speed an episode from the page', () => {
    render(<PlayerShortcuts />);
    act(() => seedOnDemand(EPISODE));
    expect(key(document.body, { key: 'k' })).toBe(false); // handled: the browser's own meaning is cancelled
    key(document.body, { key: ' ' });
    expect(player.togglePlayback).toHaveBeenCalledTimes(2);
    key(document.body, { key: 'j' });
    key(document.body, { key: 'ArrowRight' });
    expect(vi.mocked(player.skip).mock.calls).toEqual([[-1], [1]]);
    const muted = $volume.get().muted;
    key(document.body, { key: 'm' });
    expect($volume.get().muted).toBe(!muted);
    key(document.body, { key: 'm' });
    key(document.body, { key: '>', shiftKey: true });
    key(document.body, { key: '>', shiftKey: true });
    expect($playbackRate.get()).toBe(1.5);
    key(document.body, { key: '<', shiftKey: true });
    expect($playbackRate.get()).toBe(1.25);
  });

  it('does nothing in the search box, and neither skips nor speeds live radio', () => {
    render(
      <>
        <input type="search" aria-label="Search" />
        <PlayerShortcuts />
      </>,
    );
    act(() => seedOnDemand(EPISODE));
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(key(search, { key: 'k' })).toBe(true);
    key(search, { key: ' ' });
    key(search, { key: 'ArrowLeft' });
    expect(player.togglePlayback).not.toHaveBeenCalled();
    expect(player.skip).not.toHaveBeenCalled();

    act(() => seedLive('702', '702', 'live-player:702'));
    expect(key(document.body, { key: 'ArrowLeft' })).toBe(true); // not handled: the page may scroll
    key(document.body, { key: '>', shiftKey: true });
    expect(player.skip).not.toHaveBeenCalled();
    expect($playbackRate.get()).toBe(1);
  });

  it('leaves Space alone when nothing plays, so the page scrolls', () => {
    render(<PlayerShortcuts />);
    expect(key(document.body, { key: ' ' })).toBe(true);
    expect(player.togglePlayback).not.toHaveBeenCalled();
  });

  it('lists the shortcuts in the "?" dialog, which Escape closes, giving focus back', () => {
    render(
      <>
        <button type="button">Play</button>
        <PlayerShortcuts />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Play' });
    opener.focus();
    key(opener, { key: '?', shiftKey: true });
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Back 15 seconds')).toBeTruthy();
    expect(within(dialog).getByText('Full screen (video)')).toBeTruthy();
    key(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
