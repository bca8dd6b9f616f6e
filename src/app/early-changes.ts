/**
 * Choices made in a server-rendered page's fields before the app has hydrated (a station in the widget builder,
 * a setting's checkbox, words in the search box) are kept. React, hydrating, puts every field it controls back
 * to the value it renders, which is the server's; a change made while it hydrates can be dropped, or shown for a
 * moment and undone at the next render. So from before hydration starts until the app has hydrated, React does
 * not hear the fields' events at all (this listener, on #root before React's, stops them there) and each field
 * the listener changed is noted with its new value. Once the page has hydrated, React's state is still the
 * server's for each of them, and the same change is made again through the field's own events.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Change {
  /** The field's place among #root's fields: found again there if React rendered it anew. */
  index: number;
  kind: string;
  /** `checked` for a checkbox or a radio button, else `value`. */
  wanted: boolean | string;
}

const FIELDS = 'input, select, textarea';
const noted = new Map<Field, Change>();
let stopHolding: (() => void) | null = null;

const toggles = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const isField = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && target.type !== 'file' && target.type !== 'hidden') ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

const kindOf = (field: Field) => `${field.tagName}:${field instanceof HTMLInputElement ? field.type : ''}`;
const current = (field: Field) => (toggles(field) ? field.checked : field.value);

/** The value the server's markup gave the field: React's state for it until the change is made again. */
function serverValue(field: Field): boolean | string {
  if (toggles(field)) return field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
  }
  return field.defaultValue;
}

function note(root: HTMLElement, field: Field): void {
  const index = [...root.querySelectorAll(FIELDS)].indexOf(field);
  noted.set(field, { index, kind: kindOf(field), wanted: current(field) });
}

/** Starts holding the fields' events under `root` from React: call before hydrating it. */
export function keepEarlyChanges(root: HTMLElement): void {
  for (const field of root.querySelectorAll<Field>(FIELDS))
    if (isField(field) && current(field) !== serverValue(field)) note(root, field);
  const hold = (event: Event) => {
    if (!isField(event.target)) return;
    // A checkbox or a radio button tells React through its click; the browser still ticks it.
    if (event.type === 'click' && !toggles(event.target)) return;
    event.stopImmediatePropagation();
    if (event.type !== 'click') note(root, event.target);
  };
  const types = ['input', 'change', 'click'] as const;
  for (const type of types) root.addEventListener(type, hold, true);
  stopHolding = () => {
    for (const type of types) root.removeEventListener(type, hold, true);
  };
}

/** The value setter of the field's prototype: React watches the element's own, and would take the value as known. */
function setUnseen(field: Field, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
}

/** Once hydrated: hands the fields back to React and makes each noted change again. */
export function replayEarlyChanges(root: HTMLElement): void {
  stopHolding?.();
  stopHolding = null;
  const fields = [...root.querySelectorAll<Field>(FIELDS)];
  for (const [noticed, change] of noted) {
    const candidate = noticed.isConnected ? noticed : fields[change.index];
    if (!candidate || kindOf(candidate) !== change.kind) continue;
    const field = candidate;
    const server = serverValue(field);
    if (change.wanted === server) continue; // changed and changed back: nothing for React to hear
    if (toggles(field)) {
      // A radio button left is unticked by the one chosen.
      if (change.wanted !== true && field.type === 'radio') continue;
      // Through React's own setter, so React sees the click below change it.
      field.checked = server as boolean;
      field.click();
      continue;
    }
    field.value = server as string;
    setUnseen(field, change.wanted as string);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  noted.clear();
}
