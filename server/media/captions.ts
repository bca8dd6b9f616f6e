/**
 * A video's captions as WebVTT (/media/captions/{mediaId}.vtt), which the catalog lists in the video's
 * `text_tracks` as Brightcove's Playback API does, so the player finds captions the way it would on the real
 * platform. The stand-in's videos are generated pictures without speech: the cues say what the video is and
 * where in it the viewer is, one every few seconds for its whole length.
 */
import type { MediaAsset } from '../seed/types';

const CUE_SECONDS = 6;

function clock(seconds: number): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const whole = Math.floor(seconds);
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}.000`;
}

/** Only on-demand video with a known length has captions here. */
export function hasCaptions(asset: MediaAsset): boolean {
  return asset.kind === 'video' && asset.durationSeconds !== null && asset.durationSeconds > 0;
}

export function captionsPath(mediaId: string): string {
  return `/media/captions/${encodeURIComponent(mediaId)}.vtt`;
}

export function captionsVtt(asset: MediaAsset): string {
  const length = asset.durationSeconds ?? 0;
  const cues: string[] = [];
  for (let start = 0, index = 1; start < length; start += CUE_SECONDS, index++) {
    const end = Math.min(length, start + CUE_SECONDS);
    cues.push(
      `${index}\n${clock(start)} --> ${clock(end)}\n${asset.name}, ${Math.floor(start / 60)} min ${start % 60} s`,
    );
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
