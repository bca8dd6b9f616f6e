/**
 * A page without a `<primedia-registration-wall>` still gets a wall when a listener needs one (a "Remind me" or
 * "Follow" while signed out): the widgets add one, open, at the end of `<body>` (docs/widgets.md, "Registration
 * wall"). Nothing is added to any element's light DOM, and only when a listener asked for it. Installed once per
 * page, by the first widget that mounts.
 */
import { atom } from 'nanostores';
import { shared } from '../../src/core/store-registry';
import { $walls } from '../../src/core/walls';

const TAG = 'primedia-registration-wall';

/** The wall elements that have mounted, in order (registration-wall.tsx keeps it). */
export const $wallHosts = shared('registration-wall-hosts', () => atom<readonly HTMLElement[]>([]));

export function provideWallFallback(): void {
  shared('registration-wall-fallback', () =>
    $walls.listen(({ registration }) => {
      if (!registration || $wallHosts.get().some((host) => host.isConnected)) return;
      if (document.querySelector(TAG)) return; // one on its way (its code is loading)
      const wall = document.createElement(TAG);
      wall.setAttribute('open', '');
      document.body.append(wall);
      void import('../elements/registration-wall').catch(() => undefined); // pages without the embed loader
    }),
  );
}
