/**
 * What the embed pages share (docs/widgets.md, "Iframe and oEmbed"): the page's box, filling the partner's
 * iframe, and the `theme` query parameter (`light` or `dark`; anything else follows the listener's
 * prefers-color-scheme, as the widgets' `theme` attribute does). The theme sets the surface and text tokens the
 * components read first, so one rule serves the live player and the episode list alike.
 */
import './embed-frame.css';
import type { CSSProperties, ReactNode } from 'react';
import { useAppLocation } from '../../router/use-app-location';

const THEMES: Record<string, CSSProperties> = {
  light: {
    '--primedia-surface': '#ffffff',
    '--primedia-text': '#16161d',
    colorScheme: 'light',
  } as CSSProperties,
  dark: {
    '--primedia-surface': '#16161d',
    '--primedia-text': '#f4f4f7',
    colorScheme: 'dark',
  } as CSSProperties,
};

export function EmbedFrame({ children }: { children: ReactNode }) {
  const theme = new URLSearchParams(useAppLocation().search).get('theme') ?? '';
  return (
    <main className="embed-frame" style={THEMES[theme]}>
      {children}
    </main>
  );
}
