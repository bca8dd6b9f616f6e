/**
 * <primedia-podcast-episodes url="/podcasts/the-money-hour-podcast">: a podcast's episodes, newest first, a page
 * at a time with "Load more". Each episode plays in the page's one player (and the mini player, if the page has
 * one); Audiostar+ episodes open the registration wall for anonymous listeners. Scrolls inside its box.
 *
 * @element primedia-podcast-episodes
 * @attr {string} url - The podcast's path on the main site, e.g. /podcasts/the-money-hour-podcast (a full URL is
 *   reduced to its path). Missing, malformed, unknown or not a podcast: a message inside the element and a
 *   `primedia-error` event.
 * @attr {number} page-size - Episodes per page, a whole number from 1 to 50; default 10. Anything else: a
 *   message and a `primedia-error` with code `bad-attribute`.
 * @attr {2 | 3} heading-level - Heading level of the episode titles, to fit the page's outline; default 2.
 * @attr {"light" | "dark"} theme - Colour scheme; without it the element follows the page's prefers-color-scheme.
 * @attr {"auto" | "on" | "off"} data-saver - The data saver for every Primedia+ player on the page: on plays audio at 32 kb/s and video at 240p; auto (the default) turns it on when the browser asks to save data or is on mobile data. Any other value is a console warning and counts as auto.
 * @fires primedia-play - Listening to an episode started (or resumed) from the list. detail: { mediaId: string; live: false }
 * @fires primedia-stop - That listening ended, whatever ended it; once per primedia-play. detail: { mediaId: string; live: false; reason: 'stopped' | 'paused' | 'ended' | 'replaced' | 'failed' }
 * @fires primedia-error - A bad attribute, a podcast not found, a failure to load, or an episode that could not play. detail: { code: 'bad-attribute' | 'not-found' | 'not-a-podcast' | 'load-failed' | 'playback-failed' | 'render-failed'; message: string; attribute?: string }
 * @csspart container - The list box.
 * @csspart episode - One episode.
 * @csspart load-more - The "Load more" button.
 * @csspart error - The message shown instead of the list when it cannot be shown.
 * @cssprop --primedia-accent - Play button colour (default --primedia-station).
 * @cssprop --primedia-station - The station colour the accent defaults to (default #e30613, 702's red).
 * @cssprop --primedia-surface - Background (default #16161d dark, #ffffff light).
 * @cssprop --primedia-text - Text colour (default #f4f4f7 dark, #16161d light).
 * @cssprop --primedia-radius - Corner radius (default 12px).
 * @cssprop --primedia-font - Font family (default the system UI font).
 * @cssprop --primedia-episodes-height - Height of the element (default 560px).
 */
import { createElement } from 'react';
import { PodcastEpisodes, type PodcastEpisodesProps } from '../../src/ui/podcast-episodes/podcast-episodes';
import css from '../../src/ui/podcast-episodes/podcast-episodes.css?inline';
import iconsCss from '../../src/ui/common/control-icons.css?inline';
import upNextCss from '../../src/ui/up-next/up-next.css?inline';
import { defineWidget } from '../runtime/define-widget';

export const PODCAST_EPISODES_PARTS = ['container', 'episode', 'load-more', 'error'] as const;

/** The element has a fixed box (its registry row's `size`, as its shell has); the list fills and scrolls it. */
const FILL_CSS = `
.podcast-episodes { box-sizing: border-box; height: 100%; overflow-y: auto; overscroll-behavior: contain; }
`;

/** On a partner page the list usually sits under the page's h1, so titles default to h2 (axe heading-order). */
function PodcastEpisodesElement({
  headingLevel,
  ...props
}: PodcastEpisodesProps & { headingLevel?: number }) {
  return createElement(PodcastEpisodes, { ...props, headingLevel: headingLevel === 3 ? 3 : 2 });
}

export const PrimediaPodcastEpisodes = defineWidget({
  tag: 'primedia-podcast-episodes',
  component: PodcastEpisodesElement,
  // page-size is checked by the component itself (1-50, its own message), so it arrives as written.
  attributes: {
    url: 'string',
    pageSize: 'string',
    headingLevel: { type: 'number', integer: true, min: 2, max: 3 },
    theme: 'string',
    dataSaver: 'string',
  },
  css: [css, iconsCss, upNextCss, FILL_CSS].join('\n'),
});
