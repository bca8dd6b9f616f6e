/**
 * <primedia-registration-wall>: the full-screen "Register to Continue" dialog. A partner page opens it with the
 * `open` attribute or the `open()` method; Primedia+ widgets on the page open it themselves when an anonymous
 * listener tries something that needs an account (an Audiostar+ episode). It closes by its close button, Escape,
 * a click outside, `close()` or removing `open`. On a partner origin "Join for free" and "Log in" fire
 * `primedia-signin-request`; a listed partner signs in through a popup and the listener stays on the page, any
 * other origin goes to the main site's sign-in (docs/identity.md, "Partner pages").
 *
 * @element primedia-registration-wall
 * @attr {boolean} open - Present while the wall is open; the element adds and removes it as it opens and closes.
 * @attr {"light" | "dark"} theme - Colour scheme; without it the element follows the page's prefers-color-scheme.
 * @method open - Opens the wall (sets the `open` attribute).
 * @method close - Closes the wall (removes the `open` attribute).
 * @fires primedia-signin-request - The listener chose to join or log in: a popup opens (listed partners) or the page goes to the main site's sign-in at `url`. detail: { signUp: boolean; returnUrl: string; url: string }
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
import { useEffect, useRef } from 'react';
import { $walls, closeRegistrationWall, openRegistrationWall } from '../../src/core/walls';
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
 * The element's `open` attribute and the page's `$walls` store are kept equal: the attribute opens the store's
 * wall, and a wall opened or closed through the store (a protected action in another widget, the close button,
 * Escape) adds or removes the attribute. The component itself then only follows the store.
 */
function RegistrationWallElement({ open }: { open?: boolean }) {
  const host = useWidgetHost();
  const walls = useStore($walls);
  // Only the page removing the attribute closes the wall: a wall a protected action opened before this element
  // had mounted (its code still on its way) has no attribute yet, and must stay open.
  const wasOpen = useRef(open);

  useEffect(() => {
    if (open && !$walls.get().registration) openRegistrationWall();
    if (!open && wasOpen.current && $walls.get().registration) closeRegistrationWall();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    // The store's value now, not this render's: the effect above may have just opened it.
    const isOpen = $walls.get().registration;
    if (!host) return;
    if (isOpen && !host.hasAttribute('open')) host.setAttribute('open', '');
    if (!isOpen && host.hasAttribute('open')) host.removeAttribute('open');
  }, [walls.registration, host]);

  return <RegistrationWall />;
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
