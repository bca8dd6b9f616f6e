/**
 * Build plugin: keeps third-party code in the widget bundle from writing page globals or patching built-ins,
 * so the widgets add nothing to a partner's page beyond the one Symbol.for key of src/core/store-registry.ts
 * (docs/design.md, "Reliability rules", "Partner page failures"). Each rewrite is of a known line; a library update that changes the line
 * makes its rewrite a no-op, and tests/widgets/coexistence.spec.ts then reports the global.
 *
 * - lit's version registries (`litHtmlVersions`, ...) exist for tools that count lit copies; dropped.
 * - lit's `Symbol.metadata` polyfill and `globalThis.litPropertyMetadata` serve decorators, which we do not use;
 *   the map becomes module-local.
 * - nanostores keeps its change counter in `globalThis.nanostoresGlobal` so copies of the library agree; it
 *   moves into our registry under the same Symbol key, which every copy of the widgets shares.
 */
import type { Plugin } from 'vite';
import { STORE_REGISTRY_NAME } from '../../src/core/store-registry';

interface Rewrite {
  file: RegExp;
  from: RegExp;
  to: string;
}

const REGISTRY = `Symbol.for(${JSON.stringify(STORE_REGISTRY_NAME)})`;

const REWRITES: Rewrite[] = [
  {
    file: /[\\/]node_modules[\\/](?:lit-html|lit-element|@lit[\\/]reactive-element)[\\/]/,
    from: /,?\(\w+\.(?:litHtmlVersions|litElementVersions|reactiveElementVersions)\s*\?\?=\s*\[\]\)\.push\("[^"]*"\)/g,
    to: '',
  },
  {
    file: /[\\/]node_modules[\\/]@lit[\\/]reactive-element[\\/]reactive-element\.js$/,
    from: /Symbol\.metadata\?\?=Symbol\("metadata"\),\w+\.litPropertyMetadata\?\?=new WeakMap;/,
    to: 'var litPropertyMetadata=new WeakMap;',
  },
  {
    file: /[\\/]node_modules[\\/]nanostores[\\/]atom[\\/]index\.js$/,
    from: /\(globalThis\.nanostoresGlobal \|\|= \{ epoch: 0 \}\)/,
    to: `(() => {
      const key = ${REGISTRY};
      const registry = globalThis[key] || Object.defineProperty(globalThis, key, {
        value: { entries: new Map() }, enumerable: false, configurable: true,
      })[key];
      if (!registry.entries.has('nanostores-epoch')) registry.entries.set('nanostores-epoch', { epoch: 0 });
      return registry.entries.get('nanostores-epoch');
    })()`,
  },
];

export function stripLibraryGlobals(): Plugin {
  return {
    name: 'primedia-strip-library-globals',
    apply: 'build',
    transform(code, id) {
      let out = code;
      for (const rewrite of REWRITES) if (rewrite.file.test(id)) out = out.replace(rewrite.from, rewrite.to);
      return out === code ? null : { code: out, map: null };
    },
  };
}
