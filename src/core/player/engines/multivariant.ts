/**
 * Reads an HLS multivariant playlist: the rungs of a stream's rendition ladder, each with the URL of its media
 * playlist. The player needs it where no engine tells it: native HLS adapts on its own and cannot be capped, so
 * the data saver hands the element the lightest rung's playlist itself, and the frozen-playlist watch reads a
 * rung's playlist (the multivariant one carries no media sequence).
 */

export interface Variant {
  /** Absolute URL of the rung's media playlist (signed URLs keep their query). */
  url: string;
  /** BANDWIDTH: the peak bits per second. */
  bandwidth: number;
  /** Picture height in pixels; null for an audio-only rung. */
  height: number | null;
  /** True when CODECS lists audio only (or a RESOLUTION is missing and no video codec is named). */
  audioOnly: boolean;
}

/** True when `text` is a multivariant playlist rather than a media playlist. */
export function isMultivariant(text: string): boolean {
  return text.startsWith('#EXTM3U') && /^#EXT-X-STREAM-INF:/m.test(text);
}

/** The variants of a multivariant playlist, in its order; [] for anything else. */
export function parseMultivariant(text: string, baseUrl: string): Variant[] {
  if (!isMultivariant(text)) return [];
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const variants: Variant[] = [];
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const uri = lines.slice(i + 1).find((next) => next !== '' && !next.startsWith('#'));
    const bandwidth = Number(/[:,]BANDWIDTH=(\d+)/.exec(line)?.[1]);
    if (!uri || !(bandwidth > 0)) return;
    let url: string;
    try {
      url = new URL(uri, baseUrl).href;
    } catch {
      return;
    }
    const height = Number(/[:,]RESOLUTION=\d+x(\d+)/.exec(line)?.[1]) || null;
    const codecs = /[:,]CODECS="([^"]*)"/.exec(line)?.[1] ?? '';
    const hasVideo = height !== null || /\b(avc1|avc3|hvc1|hev1|av01|vp09)\b/.test(codecs);
    variants.push({ url, bandwidth, height, audioOnly: !hasVideo });
  });
  return variants;
}

/**
 * The rung the data saver plays: for a video, the smallest picture (audio-only rungs are skipped, as hls.js
 * skips them, so both engines play the same rung); for audio, the lowest bandwidth. Null when there are none.
 */
export function lightestVariant(variants: readonly Variant[]): Variant | null {
  const pictures = variants.filter((v) => !v.audioOnly);
  const pool = pictures.length > 0 ? pictures : variants;
  return pool.reduce<Variant | null>(
    (best, v) =>
      !best ||
      (v.height ?? 0) < (best.height ?? 0) ||
      ((v.height ?? 0) === (best.height ?? 0) && v.bandwidth < best.bandwidth)
        ? v
        : best,
    null,
  );
}
