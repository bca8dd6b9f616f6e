/**
 * The table of partner widgets: one row per element, and the only list of them. The embed loader (which tags
 * it watches, how and when it loads each one), the light shells (what they draw and how high), the elements'
 * fixed boxes (sizes.ts) and the build's metadata generator (which element files it documents) all read this
 * table, so a new widget is its element file in widgets/elements/ plus one row here.
 *
 * The embed loader imports this module before the partner page's first paint (docs/design.md, "Budgets"), so it stays plain
 * data: no React, no element code. Each row's `load` is a dynamic import, its own chunk, called only when the
 * loader decides to.
 */

/** When the embed loader loads a widget's code. */
type WidgetLoading =
  /** When the element comes near the viewport, or is hovered, focused or its shell's play button pressed. */
  | 'near-viewport'
  /** When the page's media first plays: the widget has nothing to show before (the mini player). */
  | 'first-play'
  /** At once when the element has the `open` attribute (now or later), else when the browser is idle. */
  | 'open-or-idle';

/** What the light shell draws in the element until its code has loaded (shell.ts). */
type WidgetShell =
  /** The live card: the `station` attribute's logo, name and a play button. */
  | { kind: 'live' }
  /** A list box with placeholder rows; `label` says what is loading, `station` shows the station's name. */
  | { kind: 'list'; label: string; station: boolean }
  /** A full-screen backdrop (the registration wall, drawn only while it is open). */
  | { kind: 'backdrop' }
  /** No shell. */
  | { kind: 'none' };

/**
 * The box a widget takes on the page, reserved by its shell and kept by the element, so nothing moves when the
 * code arrives (CLS 0). CSS lengths; a partner changes them through the custom property they read.
 */
export interface WidgetSize {
  height: string;
  /** The height with the `compact` attribute, when it differs. */
  compactHeight?: string;
}

export interface WidgetRow {
  tag: `primedia-${string}`;
  /** The element file, in widgets/elements/; its JSDoc header is the element's published reference. */
  file: string;
  /** Loads the element file, which defines the element. */
  load: () => Promise<unknown>;
  loading: WidgetLoading;
  shell: WidgetShell;
  /** Fixed-height widgets only (the lists); the others size to their content or take no room. */
  size?: WidgetSize;
}

export const WIDGETS: readonly WidgetRow[] = [
  {
    tag: 'primedia-live-player',
    file: 'live-player.ts',
    load: () => import('../elements/live-player'),
    loading: 'near-viewport',
    shell: { kind: 'live' },
  },
  {
    tag: 'primedia-mini-player',
    file: 'mini-player.ts',
    load: () => import('../elements/mini-player'),
    loading: 'first-play',
    shell: { kind: 'none' },
  },
  {
    tag: 'primedia-programme-guide',
    file: 'programme-guide.ts',
    load: () => import('../elements/programme-guide'),
    loading: 'near-viewport',
    shell: { kind: 'list', label: 'programme guide', station: true },
    size: {
      height: 'var(--primedia-guide-height, 480px)',
      compactHeight: 'var(--primedia-guide-height, 320px)',
    },
  },
  {
    tag: 'primedia-podcast-episodes',
    file: 'podcast-episodes.ts',
    load: () => import('../elements/podcast-episodes'),
    loading: 'near-viewport',
    shell: { kind: 'list', label: 'episodes', station: false },
    size: { height: 'var(--primedia-episodes-height, 560px)' },
  },
  {
    tag: 'primedia-registration-wall',
    file: 'registration-wall.tsx',
    load: () => import('../elements/registration-wall'),
    loading: 'open-or-idle',
    shell: { kind: 'backdrop' },
  },
];
