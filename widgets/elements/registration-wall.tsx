/**
 * <primedia-registration-wall>: the full-screen "Register to Continue" dialog. A partner page opens it with the
 * `open` attribute or the `open()` method; Primedia+ widgets on the page open it themselves when an anonymous
 * listener tries something that needs an account (an Audiostar+ episode). It closes by its close button, Escape,
 * a click outside, `close()` or removing `open`. With several wall elements on a page one wall shows: the one
 * whose `open` was set last, else the first. A page without one gets one at the end of `<body>` when a listener
 * needs it (wall-fallback.ts). On a partner origin "Join for free" and "Log in" fire `primedia-signin-request`;
 * unless the page cancels it, a listed partner signs in through a popup and the listener stays on the page, any
 * other origin goes to the main site's sign-in (docs/identity.md, "Partner pages").
 *
 * @element primedia-registration-wall
 * @attr {boolean} open - Present while the wall is open; the element adds and removes it as it opens and closes.
 * @attr {"light" | "dark"} theme - Colour scheme; without it the element follows the page's prefers-color-scheme.
 * @method open - Opens the wall (sets the `open` attribute).
 * @method close - Closes the wall (removes the `open` attribute).
 * @fires primedia-open - The wall opened, whatever opened it (the attribute, `open()`, a protected action in another widget). detail: {}
 * @fires primedia-close - The wall closed, whatever closed it (the close button, Escape, a click outside, `close()`, the attribute). detail: {}
 * @fires primedia-signin-request - The listener chose to join or log in: a popup opens (listed partners) or the page goes to the main site's sign-in at `url`. Cancelable: `preventDefault()` keeps the listener where they are (take them to sign-in yourself). detail: { signUp: boolean; returnUrl: string; url: string }
 * @fires primedia-error - The element could not be shown. detail: { code: 'render-failed'; message: string }
 * @csspart dialog-overlay - The full-screen layer behind the panel.
 * @csspart dialog - The panel.
 * @csspart close - The close button.
 * @csspart title - The heading.
 * @csspart join - The "Join for free" button.
 * @csspart login - The "Log in" button.
 * @csspart error - The message shown instead of the wall when it cannot be shown.
 * @cssprop --primedia-accent - Button colour (default #e30613).
 * @cssprop --primedia-surface - Panel background (default #16161d dark, #ffffff light).
 * @cssprop --primedia-text - Text colour (default #f4f4f7 dark, #16161d light).
 * @cssprop --primedia-radius - Corner radius (default 12px).
 * @cssprop --primedia-font - Font family (default the system UI font).
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useRef } from 'react';
import { shared } from '../../src/core/store-registry';
import { $walls, closeRegistrationWall, openRegistrationWall } from '../../src/core/walls';
import { useEmit } from '../../src/ui/common/host-events';
import { $wallHosts } from '../runtime/wall-fallback';
import dialogCss from '../../src/ui/dialog/dialog.css?inline';
import { RegistrationWall } from '../../src/ui/registration-wall/registration-wall';
import css from '../../src/ui/registration-wall/registration-wall.css?inline';
import { defineWidget, useWidgetHost } from '../runtime/define-widget';
import { themeCss } from '../runtime/themes';

export const REGISTRATION_WALL_PARTS = [
  'dialog-overlay',
  'dialog',
  'close',
  'title',
  'join',
  'login',
  'error',
] as const;

/**
 * The wall elements on the page, in the order they mounted, and the one whose `open` attribute opened the wall
 * last. One store means one wall: only the element that shows it (that one, else the first) renders it, so two
 * wall elements never open together.
 */
const $openedBy = shared('registration-wall-opened-by', () => atom<HTMLElement | null>(null));

function useShowsTheWall(host: HTMLElement | null): boolean {
  const hosts = useStore($wallHosts);
  const openedBy = useStore($openedBy);
  useEffect(() => {
    if (!host) return;
    $wallHosts.set([...$wallHosts.get(), host]);
    return () => $wallHosts.set($wallHosts.get().filter((other) => other !== host));
  }, [host]);
  const shower = openedBy && hosts.includes(openedBy) ? openedBy : hosts[0];
  return host !== null && shower === host;
}

/**
 * The element's `open` attribute and the page's `$walls` store are kept equal: the attribute opens the store's
 * wall, and a wall opened or closed through the store (a protected action in another widget, the close button,
 * Escape) adds or removes the attribute of the element that shows it. The component itself then only follows the
 * store. That element fires `primedia-open` and `primedia-close` as the wall opens and closes, whatever opened or
 * closed it, so a page (or the React wrapper's `open` prop) can stay in step.
 */
function RegistrationWallElement({ open }: { open?: boolean }) {
  const host = useWidgetHost();
  const walls = useStore($walls);
  const shows = useShowsTheWall(host);
  const emit = useEmit();
  // Only the page removing the attribute closes the wall: a wall a protected action opened before this element
  // had mounted (its code still on its way) has no attribute yet, and must stay open.
  const wasOpen = useRef(open);
  const wasShown = useRef(false);

  useEffect(() => {
    if (open && host && !wasOpen.current) $openedBy.set(host);
    if (open && !$walls.get().registration) openRegistrationWall();
    if (!open && wasOpen.current && shows && $walls.get().registration) closeRegistrationWall();
    wasOpen.current = open;
  }, [open, host, shows]);

  useEffect(() => {
    // The store's value now, not this render's: the effect above may have just opened it.
    const isOpen = shows && $walls.get().registration;
    if (!host) return;
    if (isOpen && !host.hasAttribute('open')) host.setAttribute('open', '');
    if (!isOpen && host.hasAttribute('open')) {
      wasOpen.current = false; // our own removal, not the page closing the wall
      host.removeAttribute('open');
    }
    if (isOpen !== wasShown.current) emit(isOpen ? 'primedia-open' : 'primedia-close', {});
    wasShown.current = isOpen;
  }, [walls.registration, host, shows, emit]);

  return shows ? <RegistrationWall /> : null;
}

export const PrimediaRegistrationWall = defineWidget({
  tag: 'primedia-registration-wall',
  component: RegistrationWallElement,
  attributes: { open: 'boolean', theme: 'string' },
  css: [dialogCss, css, ':host { display: contents; }', themeCss('primedia-dialog')].join('\n'),
  decorationBarrier: false,
  methods: {
    open(this: HTMLElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLElement) {
      this.removeAttribute('open');
    },
  },
});
