/**
 * Choices made in a server-rendered page's fields before the app has hydrated (a station in the widget builder,
 * a setting's checkbox, words in a search box) are kept. React, hydrating, puts every field it controls back to
 * the value it renders, which is the server's: the listener's choice vanished without a word. So, from before
 * hydration starts, each field whose value differs from the server's markup (its default) is noted with the
 * listener's value, and once the page has hydrated the same change is made again as the listener made it, so
 * the field's own handler runs. The fields are the same elements after hydration: React keeps the server's DOM.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** The listener's value: `checked` for a checkbox or a radio button, else `value`. */
type Wanted = boolean | string;

const noted = new Map<Field, Wanted>();
let stopNoting: (() => void) | null = null;

const toggles = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const isField = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && target.type !== 'file' && target.type !== 'hidden') ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

const current = (field: Field): Wanted => (toggles(field) ? field.checked : field.value);

/** The value the server's markup gave the field. */
function serverValue(field: Field): Wanted {
  if (toggles(field)) return field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
  }
  return field.defaultValue;
}

/** Starts noting changes under `root`: call before hydrating it. */
export function keepEarlyChanges(root: HTMLElement): void {
  for (const field of root.querySelectorAll<Field>('input, select, textarea'))
    if (isField(field) && current(field) !== serverValue(field)) noted.set(field, current(field));
  const note = (event: Event) => {
    if (isField(event.target)) noted.set(event.target, current(event.target));
  };
  root.addEventListener('input', note, true);
  root.addEventListener('change', note, true);
  stopNoting = () => {
    root.removeEventListener('input', note, true);
    root.removeEventListener('change', note, true);
  };
}

/** Once hydrated: makes each noted change again, through the events the field's handler listens to. */
export function replayEarlyChanges(): void {
  stopNoting?.();
  stopNoting = null;
  for (const [field, wanted] of noted) {
    if (!field.isConnected || current(field) === wanted) continue;
    if (toggles(field)) {
      field.click(); // a checkbox's or radio's change comes with its click
      continue;
    }
    // The prototype's setter, not the element's own: React watches the latter and would take the value as its own.
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    setter?.call(field, wanted);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  noted.clear();
}
