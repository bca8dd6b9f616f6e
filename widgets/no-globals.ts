/**
 * Build plugin: drops lit's version registries (`globalThis.litHtmlVersions`, `litElementVersions`,
 * `reactiveElementVersions`). They are lit's only writes to the page's globals, and widgets add no globals
 * beyond the one Symbol.for key of src/core/shared.ts (DESIGN.md §5, RELIABILITY.md 22). Nothing in lit reads
 * them back; they exist for tools that count lit copies on a page.
 */
import type { Plugin } from 'vite';

const LIT_FILE = /[\\/]node_modules[\\/](?:lit-html|lit-element|@lit[\\/]reactive-element)[\\/]/;
const VERSION_PUSH =
  /,?\(\w+\.(?:litHtmlVersions|litElementVersions|reactiveElementVersions)\s*\?\?=\s*\[\]\)\.push\("[^"]*"\)/g;

export function stripLitVersionGlobals(): Plugin {
  return {
    name: 'primedia-strip-lit-version-globals',
    apply: 'build',
    transform(code, id) {
      if (!LIT_FILE.test(id)) return null;
      const out = code.replace(VERSION_PUSH, '');
      return out === code ? null : { code: out, map: null };
    },
  };
}
