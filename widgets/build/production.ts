/** The production settings both partner build configs share. */
import type { UserConfig } from 'vite';

/**
 * Partners always get production code, even when the build runs inside a process whose NODE_ENV says
 * development (`npm start` builds the demo's copy next to its dev servers): React's and lit's production builds,
 * without lit's dev-mode globals and warnings.
 */
export const PRODUCTION: UserConfig = {
  mode: 'production',
  resolve: { conditions: ['module', 'browser', 'production'] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
};
