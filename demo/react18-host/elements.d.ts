/**
 * JSX types for the two widget elements the React 18 host app renders, declared the way a partner's own
 * TypeScript project would (docs/widgets.md "In a React app"). The generated `primedia-widgets.d.ts` from a widgets
 * build declares all of them; it is a build output, so the demo does not depend on it.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type Station = '702' | '947' | 'kfm' | 'capetalk';
type WidgetProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'primedia-live-player': WidgetProps<{ station?: Station; theme?: 'light' | 'dark' }>;
      'primedia-programme-guide': WidgetProps<{
        station?: Station;
        compact?: boolean | '';
        theme?: 'light' | 'dark';
      }>;
    }
  }
}
