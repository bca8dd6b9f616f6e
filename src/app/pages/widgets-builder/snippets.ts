/**
 * The builder page's snippets (docs/widgets.md, "Builder"): one choice of widget, station or podcast, theme and
 * width, written for a plain page (the loader and the element), React (the typed components), Vue (the element,
 * which Vue passes through once told it is a custom element) and an iframe of the embed page.
 */
import { EMBED_FRAME_SIZES, embedFrameHtml, escapeAttribute } from '../../../core/embed/embed-frame-html';

export type BuilderWidget = 'live-player' | 'podcast-episodes';
export type BuilderTheme = 'auto' | 'light' | 'dark';

export interface BuilderChoice {
  widget: BuilderWidget;
  station: string;
  /** The podcast's slug: the last part of its page's path, /podcasts/{slug}. */
  podcast: string;
  theme: BuilderTheme;
  width: number;
}

export interface Snippets {
  script: string;
  react: string;
  vue: string;
  iframe: string;
}

const TAGS = {
  'live-player': 'primedia-live-player',
  'podcast-episodes': 'primedia-podcast-episodes',
} as const;
const COMPONENTS = { 'live-player': 'LivePlayer', 'podcast-episodes': 'PodcastEpisodes' } as const;
const FRAMES = {
  'live-player': EMBED_FRAME_SIZES.station,
  'podcast-episodes': EMBED_FRAME_SIZES.podcast,
} as const;

/** The element's attributes in order, as name-value pairs. */
function attributes(choice: BuilderChoice): [string, string][] {
  const subject: [string, string] =
    choice.widget === 'live-player' ? ['station', choice.station] : ['url', `/podcasts/${choice.podcast}`];
  return choice.theme === 'auto' ? [subject] : [subject, ['theme', choice.theme]];
}

export function snippetsFor(choice: BuilderChoice, widgetsUrl: string, appUrl: string): Snippets {
  const tag = TAGS[choice.widget];
  const attrs = attributes(choice)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const width = `max-width:${choice.width}px`;
  const embedPath =
    choice.widget === 'live-player'
      ? `/embed/station/${encodeURIComponent(choice.station)}`
      : `/embed/podcast/${encodeURIComponent(choice.podcast)}`;
  const theme = choice.theme === 'auto' ? '' : `?theme=${choice.theme}`;
  const title = choice.widget === 'live-player' ? `${choice.station} live` : 'Podcast episodes';
  return {
    script: `<script type="module" src="${widgetsUrl}/embed.js"></script>\n<${tag}${attrs} style="display:block;${width}"></${tag}>`,
    react:
      `import { ${COMPONENTS[choice.widget]} } from './primedia-react.js';\n\n` +
      `export const Player = () => <${COMPONENTS[choice.widget]}${attrs} style={{ display: 'block', maxWidth: ${choice.width} }} />;`,
    vue:
      `<!-- vite.config: vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('primedia-') } } }) -->\n` +
      `<script setup>\nimport '${widgetsUrl}/embed.js';\n</script>\n\n<template>\n  <${tag}${attrs} style="display:block;${width}"></${tag}>\n</template>`,
    iframe: embedFrameHtml({
      src: `${appUrl}${embedPath}${theme}`,
      width: choice.width,
      height: FRAMES[choice.widget].height,
      title,
    }),
  };
}
