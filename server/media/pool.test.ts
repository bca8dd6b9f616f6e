import { describe, expect, it } from 'vitest';
import { checkSegments, estimateSecondsLeft, generationOrder, parseFfmpegPlaylist } from './pool';
import {
  AUDIO_RENDITIONS,
  audioExpression,
  ffmpegArgs,
  poolSpecs,
  recipeVersion,
  renditionDir,
  renditionsOf,
  VIDEO_RENDITIONS,
} from './recipe';

describe('pool recipe', () => {
  it('keeps the expected segments and drops the AAC priming stub', () => {
    const text =
      '#EXTM3U\n#EXTINF:2.020333,\ns000.ts\n#EXTINF:1.997111,\ns001.ts\n#EXTINF:0.023222,\ns002.ts\n#EXT-X-ENDLIST\n';
    const parsed = parseFfmpegPlaylist(text);
    expect(parsed).toHaveLength(3);
    expect(checkSegments(parsed, 2, 2, 'test')).toEqual(['s000.ts', 's001.ts']);
  });

  it('refuses a pool whose segments are not the nominal length', () => {
    const parsed = parseFfmpegPlaylist('#EXTINF:2.0,\ns000.ts\n#EXTINF:3.5,\ns001.ts\n');
    expect(() => checkSegments(parsed, 2, 2, 'audio variant 0')).toThrow(/\[primedia\] audio variant 0/);
    expect(() => checkSegments(parsed.slice(0, 1), 2, 2, 'short')).toThrow(/expected 2 segments/);
  });

  it('changes the version when the recipe changes and only then', () => {
    expect(recipeVersion('ffmpeg 1')).toBe(recipeVersion('ffmpeg 1'));
    expect(recipeVersion('ffmpeg 1')).not.toBe(recipeVersion('ffmpeg 2'));
    expect(recipeVersion('x')).toMatch(/^[0-9a-f]{12}$/);
  });

  it('gives every pool a distinct folder and distinct content', () => {
    const specs = poolSpecs();
    expect(new Set(specs.map((s) => s.dir)).size).toBe(specs.length);
    const args = specs.map((s) => ffmpegArgs(s, 'OUT').join(' '));
    expect(new Set(args).size).toBe(specs.length);
    for (const spec of specs) expect(spec.poolSeconds % spec.segmentSeconds).toBe(0);
  });

  it('writes every rung of a pool from one run, each into its own folder', () => {
    for (const spec of poolSpecs()) {
      const args = ffmpegArgs(spec, 'OUT');
      for (const rendition of renditionsOf(spec.kind)) {
        const dir = `OUT/${renditionDir(spec.dir, rendition.id)}`;
        expect(args).toContain(`${dir}/main.m3u8`);
        expect(args).toContain(`${dir}/tail.m3u8`);
      }
      expect(args.filter((a) => a === '-i')).toHaveLength(spec.kind === 'audio' ? 1 : 2);
    }
  });

  it('encodes every rung of a pool at one sample rate, so a rung switch never changes it mid-stream', () => {
    for (const spec of poolSpecs()) {
      const args = ffmpegArgs(spec, 'OUT');
      const rates = args.flatMap((arg, i) => (arg === '-ar' ? [args[i + 1]] : []));
      expect(rates).toHaveLength(renditionsOf(spec.kind).length * 2);
      expect(new Set(rates).size).toBe(1);
    }
  });

  it('has a data-saver floor: audio at most 32 kb/s and a 240p picture', () => {
    const lightest = AUDIO_RENDITIONS[0];
    expect(lightest?.id).toBe('32k');
    expect(lightest?.audioKbps).toBeLessThanOrEqual(32);
    expect(VIDEO_RENDITIONS.map((r) => r.id)).toEqual(['240p', '360p', '720p', 'audio']);
    expect(VIDEO_RENDITIONS[0]?.video?.height).toBe(240);
  });

  it('builds a balanced aevalsrc expression', () => {
    const expr = audioExpression({
      root: 220,
      progression: [0, 7, 9, 5],
      minor: [false, false, true, false],
      pluckSeconds: 0.5,
    });
    // No bracket closes before it opened, and every one that opened closes.
    let depth = 0;
    let closedUnopened = -1;
    for (const [i, ch] of [...expr].entries()) {
      depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
      if (depth < 0 && closedUnopened < 0) closedUnopened = i;
    }
    expect(closedUnopened).toBe(-1);
    expect(depth).toBe(0);
    expect(expr).not.toContain("'"); // it is quoted inside the lavfi graph
  });
});

describe('generation while serving', () => {
  it('makes the named variants first, in their order, then audio before video', () => {
    const order = generationOrder(poolSpecs(), ['a2', 'a0']).map((s) => s.dir);
    expect(order.slice(0, 2)).toEqual(['a2', 'a0']);
    const video = order.findIndex((dir) => dir.startsWith('v'));
    expect(order.slice(2, video).every((dir) => dir.startsWith('a'))).toBe(true);
    expect(order.slice(video).every((dir) => dir.startsWith('v'))).toBe(true);
    expect(order).toHaveLength(poolSpecs().length);
  });

  it('estimates the time left from the rate so far, and nothing before the first variant', () => {
    expect(estimateSecondsLeft(4_000, 0, 20)).toBeNull();
    // 2 units took 10 s: 6 more take about 30 s.
    expect(estimateSecondsLeft(10_000, 2, 6)).toBe(30);
    expect(estimateSecondsLeft(10_000, 2, 0)).toBe(0);
  });
});
