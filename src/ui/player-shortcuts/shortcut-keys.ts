/**
 * Which key press is a player shortcut (docs/player.md, "Keyboard"), as a pure function of the press and where
 * it happened. A shortcut never fires while the listener types (a text input, a textarea, a select, editable
 * text), never with Ctrl, Alt or Meta (the browser's and the system's own shortcuts), and Shift only where the
 * character needs it ("?", "<", ">"). Space and the arrows are left to a focused control that uses them itself.
 */
export type ShortcutAction =
  'toggle' | 'back' | 'forward' | 'mute' | 'slower' | 'faster' | 'fullscreen' | 'help';

export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

/** Keys that need no Shift. */
const PLAIN: Record<string, ShortcutAction> = {
  ' ': 'toggle',
  k: 'toggle',
  j: 'back',
  ArrowLeft: 'back',
  l: 'forward',
  ArrowRight: 'forward',
  m: 'mute',
  f: 'fullscreen',
};

/** Characters typed with Shift on most layouts, so Shift belongs to them. */
const SHIFTED: Record<string, ShortcutAction> = { '?': 'help', '<': 'slower', '>': 'faster' };

/** What the "?" dialog lists, in this order. */
export const SHORTCUT_LIST: readonly { keys: readonly string[]; does: string }[] = [
  { keys: ['Space', 'K'], does: 'Play or pause (stop for live radio)' },
  { keys: ['J', '←'], does: 'Back 15 seconds' },
  { keys: ['L', '→'], does: 'Forward 15 seconds' },
  { keys: ['M'], does: 'Mute or unmute' },
  { keys: ['Shift + <'], does: 'Slower' },
  { keys: ['Shift + >'], does: 'Faster' },
  { keys: ['F'], does: 'Full screen (video)' },
  { keys: ['?'], does: 'Show these shortcuts' },
];

/** Skips and speed work only on what can be sought: never on live radio. */
export const ON_DEMAND_ONLY: ReadonlySet<ShortcutAction> = new Set(['back', 'forward', 'slower', 'faster']);

export function shortcutOf(press: KeyPress): ShortcutAction | null {
  if (press.ctrlKey || press.altKey || press.metaKey) return null;
  const shifted = SHIFTED[press.key];
  if (shifted) return shifted;
  if (press.shiftKey) return null;
  return PLAIN[press.key] ?? PLAIN[press.key.toLowerCase()] ?? null;
}

const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
/** Focused controls that Space presses. */
const PRESSED_BY_SPACE =
  'button, a[href], summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"]';
/** Focused controls that move with the arrows. */
const MOVED_BY_ARROWS =
  '[role="slider"], [role="listbox"], [role="menu"], [role="menubar"], [role="radiogroup"], [role="tablist"], [role="grid"], [role="tree"], [role="scrollbar"]';

/** Whether a shortcut pressed on `target` (the event's first composed target) belongs to the player. */
export function shortcutAllowedOn(press: KeyPress, target: Element | null): boolean {
  if (!target) return true;
  if (target.closest(TYPING) || (target instanceof HTMLElement && target.isContentEditable)) return false;
  if (press.key === ' ' && target.closest(PRESSED_BY_SPACE)) return false;
  if (press.key.startsWith('Arrow') && target.closest(MOVED_BY_ARROWS)) return false;
  return true;
}
