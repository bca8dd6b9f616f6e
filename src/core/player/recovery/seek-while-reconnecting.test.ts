// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Current } from '../controller';

// The failure path's chunk: what an attempt reloads is not under test here, only where it would resume.
vi.mock('./reconnect', () => ({ watchForFrozenPlaylist: vi.fn(), attemptReconnect: vi.fn() }));

const { player } = await import('../controller');
const { $player, updatePlayer } = await import('../store');
const { recovery } = player;

const episode = {
  request: { mediaId: 'episode-1', type: 'audio' },
  resolved: { src: 'https://media.example/episode-1.mp3', isLive: false, premium: true },
  dataLoaded: true,
} as unknown as Current;

beforeEach(() => {
  vi.spyOn(player, 'current', 'get').mockReturnValue(episode);
  player.element();
  updatePlayer((s) => ({
    ...s,
    isLive: false,
    media: { id: 'episode-1', duration: 2_000, currentTime: 600, startTime: null },
  }));
});

afterEach(() => {
  recovery.clear();
  updatePlayer((s) => ({ ...s, isLoading: false, media: { ...s.media, id: null } }));
  vi.restoreAllMocks();
});

describe('a seek while the player reconnects', () => {
  it('is where the reload resumes, and shows at once', () => {
    recovery.start('signed link expired', 600);
    player.seekTo(1_200);
    expect(recovery.resumeAt).toBe(1_200);
    expect($player.get().media.currentTime).toBe(1_200);

    player.skip(1);
    expect(recovery.resumeAt).toBe(1_215);
    player.seekToPercent(50);
    expect(recovery.resumeAt).toBe(1_000);
    expect($player.get().media.currentTime).toBe(1_000);
  });

  it('leaves live alone: it resumes at the live edge', () => {
    recovery.start('stalled', null);
    recovery.resumeFrom(300);
    expect(recovery.resumeAt).toBeNull();
  });
});
