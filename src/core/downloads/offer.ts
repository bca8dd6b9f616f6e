/**
 * Which items offer a download (docs/offline.md). Every on-demand audio item does. A video offers its audio only, and
 * only from VIDEO_AUDIO_MIN_SECONDS: a longer video (a studio session, an interview, a video podcast) can be
 * listened to like a programme, while a shorter clip is mostly its picture (docs/offline.md, "Downloads").
 */

/** Five minutes: the shortest video whose audio alone is offered for offline listening. */
export const VIDEO_AUDIO_MIN_SECONDS = 5 * 60;

/** Whether an on-demand item of `type` and length `durationSeconds` offers a download. */
export function offersDownload(type: 'audio' | 'video', durationSeconds: number | null | undefined): boolean {
  if (type === 'audio') return true;
  return typeof durationSeconds === 'number' && durationSeconds >= VIDEO_AUDIO_MIN_SECONDS;
}
