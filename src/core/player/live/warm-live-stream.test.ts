import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceConfig } from '../../config';
import { liveLadder } from './warm-live-stream';

/** A media origin that answers every URL with a ladder and records what was asked. */
function mediaOrigin() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      asked.push(String(input));
      return Promise.resolve(new Response('#EXTM3U\n32k.m3u8\n', { status: 200 }));
    }),
  );
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('liveLadder', () => {
  it('reads a station’s ladder before the catalog has answered, and once', async () => {
    const asked = mediaOrigin();
    let answer: (source: string) => void = () => undefined;
    const catalog = new Promise<string>((resolve) => (answer = resolve));
    const ladder = liveLadder('live-947', catalog);
    expect(asked).toEqual([`${serviceConfig.mediaUrl}/live/947/index.m3u8`]); // the catalog is still out
    answer(`${serviceConfig.mediaUrl}/live/947/index.m3u8`);
    expect((await ladder).text).toContain('32k.m3u8');
    expect(asked).toHaveLength(1);
  });

  it('reads the source the catalog names when it is not where the naming says', async () => {
    const asked = mediaOrigin();
    // A page on another origin: the media origin the catalog names gets a preconnect.
    const links: Record<string, string>[] = [];
    vi.stubGlobal('location', { origin: 'http://partner.test' });
    vi.stubGlobal('CSS', { escape: (value: string) => value });
    vi.stubGlobal('document', {
      head: { querySelector: () => null, append: (link: Record<string, string>) => links.push(link) },
      createElement: () => ({}),
    });
    const other = 'https://cdn.test/kfm-moved/index.m3u8';
    const ladder = await liveLadder('live-kfm', Promise.resolve(other));
    expect(ladder.src).toBe(other);
    expect(asked).toEqual([`${serviceConfig.mediaUrl}/live/kfm/index.m3u8`, other]);
    expect(links).toEqual([{ rel: 'preconnect', href: 'https://cdn.test', crossOrigin: 'anonymous' }]);
  });

  it('refuses a stream that is not a free live one, and asks again next time', async () => {
    mediaOrigin();
    await expect(
      liveLadder('live-702', Promise.resolve(null)), // the catalog's answer: not a free live stream
    ).rejects.toThrow('no free live stream');
    await expect(
      liveLadder('live-702', Promise.resolve(`${serviceConfig.mediaUrl}/live/702/index.m3u8`)),
    ).resolves.toMatchObject({ text: expect.stringContaining('#EXTM3U') });
  });
});
