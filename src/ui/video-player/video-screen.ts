/**
 * Full screen and picture-in-picture for the video view (docs/product.md, "Video"), each offered only where
 * the browser has it. Full screen takes the whole view (picture and bar), so the listener keeps our controls;
 * where only the video element itself can go full screen (Safari on iPhone) that is used instead.
 */

interface WebKitVideo extends HTMLVideoElement {
  webkitEnterFullscreen?: () => void;
  webkitSupportsFullscreen?: boolean;
}

/** The video view the page's media element shows in now; null while it waits hidden (audio). */
export function videoViewOf(media: HTMLVideoElement | null): HTMLElement | null {
  return media?.closest<HTMLElement>('.video-player') ?? null;
}

export function fullscreenOffered(media: HTMLVideoElement): boolean {
  return document.fullscreenEnabled || (media as WebKitVideo).webkitSupportsFullscreen === true;
}

export function isFullscreen(view: HTMLElement): boolean {
  return document.fullscreenElement === view;
}

export function toggleFullscreen(view: HTMLElement, media: HTMLVideoElement): void {
  if (isFullscreen(view)) {
    void document.exitFullscreen().catch(() => undefined);
    return;
  }
  if (document.fullscreenEnabled) {
    // Refused (no user gesture, a policy): the view stays as it was, which the listener sees.
    void view.requestFullscreen().catch(() => undefined);
    return;
  }
  (media as WebKitVideo).webkitEnterFullscreen?.();
}

export function pictureInPictureOffered(media: HTMLVideoElement): boolean {
  return (
    'pictureInPictureEnabled' in document &&
    document.pictureInPictureEnabled &&
    !media.disablePictureInPicture
  );
}

export function togglePictureInPicture(media: HTMLVideoElement): void {
  if (document.pictureInPictureElement === media) {
    void document.exitPictureInPicture().catch(() => undefined);
    return;
  }
  void media.requestPictureInPicture().catch(() => undefined);
}
