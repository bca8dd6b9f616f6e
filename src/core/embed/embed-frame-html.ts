/**
 * The iframe of an embed page (docs/widgets.md, "Iframe and oEmbed"), written the same way by the platform's
 * oEmbed endpoint and the builder page's iframe snippet, and the frame's size when nothing bounds it: the live
 * player's card, and a few episodes of a list.
 */
export const EMBED_FRAME_SIZES = {
  station: { width: 400, height: 120 },
  podcast: { width: 400, height: 480 },
} as const;

/** Text as an HTML attribute's quoted value. */
export const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function embedFrameHtml(frame: { src: string; width: number; height: number; title: string }): string {
  return (
    `<iframe src="${escapeAttribute(frame.src)}" width="${frame.width}" height="${frame.height}"` +
    ` title="${escapeAttribute(frame.title)}" style="border:0;max-width:100%" allow="autoplay; encrypted-media"` +
    ' loading="lazy"></iframe>'
  );
}
