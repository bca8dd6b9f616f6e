// @vitest-environment happy-dom
/**
 * A new widget is its element file plus one row in the widget table (widgets/runtime/registry.ts), nothing else.
 * This test adds a sixth, trivial widget that way, the element file being fixtures/sixth-widget.ts and the row
 * being added to the table through a module mock, and checks that every consumer of the table picks it up from
 * that row alone: the metadata generator (custom-elements.json and declarations), the embed loader (which tags
 * it watches and what it loads), the light shell (what it draws and how high) and the element's fixed box. A
 * consumer that kept a list of its own would miss the sixth widget and fail here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type * as Registry from '../runtime/registry';
import { WIDGETS } from '../runtime/registry';
import { ELEMENTS_DIR, writeWidgetMetadata } from './manifest';

const { SIXTH } = vi.hoisted(() => ({
  SIXTH: {
    tag: 'primedia-sixth-widget',
    file: 'sixth-widget.ts',
    load: () => import('./fixtures/sixth-widget'),
    loading: 'near-viewport',
    shell: { kind: 'list', label: 'sixth widget', station: true },
    size: {
      height: 'var(--primedia-sixth-height, 240px)',
      compactHeight: 'var(--primedia-sixth-height, 120px)',
    },
  } satisfies Registry.WidgetRow,
}));

// The one row: the real table with the sixth widget's row after the others.
vi.mock('../runtime/registry', async (importOriginal) => {
  const real = await importOriginal<typeof Registry>();
  return { ...real, WIDGETS: [...real.WIDGETS, SIXTH] };
});

const root = path.resolve(__dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'primedia-sixth-widget-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const sheetText = (sheets: readonly CSSStyleSheet[]) =>
  sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');

/** Lets the page's observers and promises run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a sixth widget, from its element file and one registry row', () => {
  it('is in custom-elements.json and the declarations, and a file without a row is not', () => {
    // A copy of the elements folder with the sixth element file, and a seventh file that has no row.
    const elements = path.join(work, ELEMENTS_DIR);
    fs.mkdirSync(elements, { recursive: true });
    for (const file of fs.readdirSync(path.join(root, ELEMENTS_DIR)))
      fs.copyFileSync(path.join(root, ELEMENTS_DIR, file), path.join(elements, file));
    const sixth = fs.readFileSync(path.join(__dirname, 'fixtures/sixth-widget.ts'), 'utf8');
    fs.writeFileSync(path.join(elements, 'sixth-widget.ts'), sixth);
    fs.writeFileSync(path.join(elements, 'seventh-widget.ts'), sixth.replace(/sixth/gi, 'seventh'));

    // No rows passed: the generator reads the table.
    const out = path.join(work, 'dist');
    writeWidgetMetadata(work, out);
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'custom-elements.json'), 'utf8')) as {
      modules: { path: string; declarations: { tagName: string; attributes: { name: string }[] }[] }[];
    };
    const declarations = manifest.modules.flatMap((m) => m.declarations);
    // One declaration per row of the table, the sixth's included, however many widgets there are by then.
    expect(declarations).toHaveLength(WIDGETS.length);
    expect(WIDGETS.at(-1)?.tag).toBe('primedia-sixth-widget');
    const declared = declarations.find((d) => d.tagName === 'primedia-sixth-widget');
    expect(declared?.attributes.map((a) => a.name)).toEqual(['station', 'compact', 'theme']);
    expect(manifest.modules.map((m) => m.path)).toContain(`${ELEMENTS_DIR}/sixth-widget.ts`);
    expect(declarations.map((d) => d.tagName)).not.toContain('primedia-seventh-widget');

    const types = fs.readFileSync(path.join(out, 'primedia-widgets.d.ts'), 'utf8');
    expect(types).toContain("'primedia-sixth-widget': PrimediaSixthWidgetElement;");
    expect(types).toContain("'primedia-sixth-widget': PrimediaReactProps<PrimediaSixthWidgetAttributes>;");
    expect(types).not.toContain('seventh');
  });

  it('gets a shell of its row’s kind and size, and the code of its row’s loader', async () => {
    await import('../runtime/embed');
    const sixth = document.createElement('primedia-sixth-widget');
    sixth.setAttribute('station', '702');
    sixth.setAttribute('compact', '');
    const stranger = document.createElement('primedia-seventh-widget');
    document.body.append(sixth, stranger);
    await settle();

    // The loader watches the row's tag (and only the table's tags), and puts a shell in its own shadow root,
    // never in its light DOM.
    expect(stranger.shadowRoot).toBeNull();
    expect(sixth.childNodes).toHaveLength(0);
    const shell = sixth.shadowRoot?.querySelector('primedia-shell');
    expect(shell?.shadowRoot).toBeTruthy();
    // The row's shell kind: a list box with placeholder rows, the station's name and the row's label.
    const list = shell?.shadowRoot?.querySelector('.list');
    expect(list?.querySelectorAll('.bar')).toHaveLength(6);
    expect(list?.textContent).toContain('Loading the sixth widget…');
    expect(list?.textContent).toContain('702');
    // The row's size, compact height included.
    const shellCss = sheetText(shell?.shadowRoot?.adoptedStyleSheets ?? []);
    expect(shellCss).toContain('var(--primedia-sixth-height, 240px)');
    expect(shellCss).toContain('var(--primedia-sixth-height, 120px)');

    // Focus loads the row's element file, which defines the element; React renders in the same root and the
    // shell goes.
    expect(customElements.get('primedia-sixth-widget')).toBeUndefined();
    const root = sixth.shadowRoot;
    sixth.dispatchEvent(new Event('focusin'));
    await customElements.whenDefined('primedia-sixth-widget');
    await vi.waitFor(() => expect(sixth.shadowRoot?.querySelector('primedia-shell')).toBeNull());
    expect(sixth.shadowRoot).toBe(root);
    expect(sixth.childNodes).toHaveLength(0);

    // The element keeps the box its shell had: the same height, from the same row.
    await vi.waitFor(() => {
      const elementCss = sheetText(sixth.shadowRoot?.adoptedStyleSheets ?? []);
      expect(elementCss).toContain('var(--primedia-sixth-height, 240px)');
      expect(elementCss).toContain('var(--primedia-sixth-height, 120px)');
    });
    await vi.waitFor(() => expect(sixth.shadowRoot?.textContent).toContain('Sixth widget: 702'));
  });
});
