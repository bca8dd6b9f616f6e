import { describe, expect, it } from 'vitest';
import { downloadWording } from './wording';

describe('the Download control’s words', () => {
  it('keeps the episode wording for audio', () => {
    const words = downloadWording('audio', 'Ep 3', 4_130_000);
    expect(words.buttonLabel).toBe('Download Ep 3');
    expect(words.start).toBe('Start download (4.1 MB)');
    expect(words.saved).toBe('Downloaded, 4.1 MB.');
  });

  it('says "audio" at every step of a video’s download, with its size', () => {
    const words = downloadWording('video', 'Street food tour', 6_540_000);
    expect(words.button).toBe('Save audio');
    expect(words.buttonLabel).toBe('Save the audio of Street food tour');
    expect(words.offer).toBe(
      'Save the audio of this video, 6.5 MB, to this device to listen offline. The picture is not saved.',
    );
    expect(words.start).toBe('Save audio (6.5 MB)');
    expect(words.group).toBe('Audio download of Street food tour');
    expect(words.running).toBe('Saving audio');
    expect(words.saved).toBe('Audio saved, 6.5 MB.');
  });
});
