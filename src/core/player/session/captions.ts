/**
 * Captions of what plays (docs/player.md, "Video"): the catalog's WebVTT tracks put on the page's one media
 * element as <track> children, so they go wherever the element goes (a video view, full screen). Each file is
 * fetched first and handed to the element as a Blob URL: a <track> from another origin would need the whole
 * element in CORS mode, which the element's other sources do not need. Whether captions show is the
 * listener's choice for the page, kept across items.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { shared } from '../../store-registry';
import type { CaptionTrack } from '../catalog/catalog';

/** A caption file bigger than this is not captions: it is left out rather than read into memory. */
const MAX_CAPTION_CHARS = 2_000_000;

const availableAtom = shared('player-captions', () => atom<readonly CaptionTrack[]>([]));
const shownAtom = shared('player-captions-shown', () => atom(false));

/** The caption tracks of what is loaded; empty when it has none. */
export const $captions: ReadableAtom<readonly CaptionTrack[]> = availableAtom;
/** Whether the listener turned captions on. */
export const $captionsShown: ReadableAtom<boolean> = shownAtom;

let blobUrls: string[] = [];

function applyCaptions(media: HTMLMediaElement | null): void {
  if (!media) return;
  const shown = shownAtom.get();
  Array.from(media.textTracks).forEach((track, index) => {
    track.mode = shown && index === 0 ? 'showing' : 'hidden';
  });
}

export function setCaptionsShown(media: HTMLMediaElement | null, shown: boolean): void {
  shownAtom.set(shown);
  applyCaptions(media);
}

async function captionText(src: string): Promise<string | null> {
  try {
    const response = await fetch(src);
    if (!response.ok) return null;
    const text = await response.text();
    return text.startsWith('WEBVTT') && text.length <= MAX_CAPTION_CHARS ? text : null;
  } catch {
    return null; // offline or refused: the item plays without captions
  }
}

/**
 * Replaces the element's caption tracks with `tracks`. `stillCurrent` is asked after each fetch: tracks of
 * media that has since been replaced are dropped.
 */
export async function attachCaptions(
  media: HTMLMediaElement,
  tracks: readonly CaptionTrack[],
  stillCurrent: () => boolean,
): Promise<void> {
  media.querySelectorAll('track').forEach((element) => element.remove());
  blobUrls.forEach((url) => URL.revokeObjectURL(url));
  blobUrls = [];
  availableAtom.set([]);
  const attached: CaptionTrack[] = [];
  for (const track of tracks) {
    const text = await captionText(track.src);
    if (!stillCurrent()) return;
    if (text === null) continue;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/vtt' }));
    blobUrls.push(url);
    const element = document.createElement('track');
    element.kind = 'captions';
    element.srclang = track.srclang;
    element.label = track.label;
    element.src = url;
    media.append(element);
    attached.push(track);
  }
  availableAtom.set(attached);
  applyCaptions(media);
}
