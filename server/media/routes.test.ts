import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/respond';
import { contentTypeFor, parseRange, resolveInside } from './files';
import { parseMediaPath } from './routes';

function statusOf(fn: () => unknown): number | null {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
}

describe('parseMediaPath', () => {
  it('recognises the four kinds of resource', () => {
    expect(parseMediaPath('/media/vod/apod-x-0001/index.m3u8')).toEqual({
      type: 'vod',
      mediaId: 'apod-x-0001',
      rung: null,
    });
    expect(parseMediaPath('/media/live/702/index.m3u8')).toEqual({ type: 'live', key: '702', rung: null });
    expect(parseMediaPath('/media/pool/0123456789ab/a3-32k/s012.ts')).toEqual({
      type: 'segment',
      version: '0123456789ab',
      pool: 'a3-32k',
      file: 's012.ts',
    });
    expect(parseMediaPath('/media/vod/aud-0006/0123456789ab/a3-128k/t001.ts')).toEqual({
      type: 'vod-segment',
      mediaId: 'aud-0006',
      version: '0123456789ab',
      pool: 'a3-128k',
      file: 't001.ts',
    });
    expect(statusOf(() => parseMediaPath('/media/vod/aud-0006/0123456789ab/a3-64k/x.ts'))).toBe(404);
    expect(parseMediaPath('/media/')).toEqual({ type: 'index' });
  });

  it('knows a download by its .m4a name only', () => {
    expect(parseMediaPath('/media/download/apod-x-0001.m4a')).toEqual({
      type: 'download',
      mediaId: 'apod-x-0001',
    });
    expect(statusOf(() => parseMediaPath('/media/download/apod-x-0001.mp3'))).toBe(404);
    expect(statusOf(() => parseMediaPath('/media/download/a%20b.m4a'))).toBe(400);
    expect(statusOf(() => parseMediaPath('/media/download/x/y.m4a'))).toBe(404);
  });

  it("knows each rung playlist by name and only the ladders' names", () => {
    expect(parseMediaPath('/media/live/947/32k.m3u8')).toEqual({ type: 'live', key: '947', rung: '32k' });
    expect(parseMediaPath('/media/catchup/702/index.m3u8')).toEqual({
      type: 'catchup',
      key: '702',
      rung: null,
    });
    expect(parseMediaPath('/media/catchup/702/64k.m3u8')).toEqual({
      type: 'catchup',
      key: '702',
      rung: '64k',
    });
    expect(parseMediaPath('/media/vod/vid-0001/240p.m3u8')).toEqual({
      type: 'vod',
      mediaId: 'vid-0001',
      rung: '240p',
    });
    expect(parseMediaPath('/media/vod/vid-0001/audio.m3u8')).toMatchObject({ rung: 'audio' });
    expect(statusOf(() => parseMediaPath('/media/live/947/48k.m3u8'))).toBe(404);
    expect(statusOf(() => parseMediaPath('/media/pool/0123456789ab/a3/s012.ts'))).toBe(404);
    expect(statusOf(() => parseMediaPath('/media/pool/0123456789ab/a3-1080p/s012.ts'))).toBe(404);
  });

  it('rejects odd ids with 400 and unknown shapes with 404', () => {
    expect(statusOf(() => parseMediaPath('/media/vod/a%20b/index.m3u8'))).toBe(400);
    expect(statusOf(() => parseMediaPath('/media/vod/%E0%A4%A/index.m3u8'))).toBe(400);
    expect(statusOf(() => parseMediaPath(`/media/vod/${'a'.repeat(129)}/index.m3u8`))).toBe(400);
    expect(statusOf(() => parseMediaPath('/media/pool/0123456789ab/a3/..%2f..%2fpasswd'))).toBe(404);
    expect(statusOf(() => parseMediaPath('/media/pool/0123456789ab/a3/s012.mp3'))).toBe(404);
    expect(statusOf(() => parseMediaPath('/media/vod/x/other.m3u8'))).toBe(404);
    expect(statusOf(() => parseMediaPath('/media/elsewhere'))).toBe(404);
  });
});

describe('files', () => {
  it('keeps resolved paths inside the root', () => {
    const root = path.resolve('/tmp/pool-root');
    expect(resolveInside(root, 'a0', 's000.ts')).toBe(path.join(root, 'a0', 's000.ts'));
    expect(statusOf(() => resolveInside(root, '..', 'etc', 'passwd'))).toBe(404);
    expect(statusOf(() => resolveInside(root, '/etc/passwd'))).toBe(404);
    expect(statusOf(() => resolveInside(root, ''))).toBe(404);
  });

  it('parses byte ranges', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });

  it('names content types', () => {
    expect(contentTypeFor('s000.ts')).toBe('video/mp2t');
    expect(contentTypeFor('x.aac')).toBe('audio/aac');
    expect(contentTypeFor('x.m4s')).toBe('video/mp4');
    expect(contentTypeFor('index.m3u8')).toBe('application/vnd.apple.mpegurl');
  });
});
