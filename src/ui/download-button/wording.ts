/**
 * What the Download control says. A video's download is its audio only (docs/offline.md), so everything about it says
 * "audio": the listener must know before saving that the picture stays online.
 */
import { formatBytes } from '../../core/downloads/plan';

export interface DownloadWording {
  /** The first button's text, and its accessible name. */
  button: string;
  buttonLabel: string;
  /** The offer once the size is known, and the button that starts it. */
  offer: string;
  start: string;
  /** The running download's group, and its state before "x % of y". */
  group: string;
  running: string;
  /** The line once it is saved, before the link to the downloads. */
  saved: string;
}

export function downloadWording(type: 'audio' | 'video', title: string, size: number): DownloadWording {
  const bytes = formatBytes(size);
  if (type === 'video') {
    return {
      button: 'Save audio',
      buttonLabel: `Save the audio of ${title}`,
      offer: `Save the audio of this video, ${bytes}, to this device to listen offline. The picture is not saved.`,
      start: `Save audio (${bytes})`,
      group: `Audio download of ${title}`,
      running: 'Saving audio',
      saved: `Audio saved, ${bytes}.`,
    };
  }
  return {
    button: 'Download',
    buttonLabel: `Download ${title}`,
    offer: `Save ${bytes} to this device to listen offline.`,
    start: `Start download (${bytes})`,
    group: `Download of ${title}`,
    running: 'Downloading',
    saved: `Downloaded, ${bytes}.`,
  };
}
