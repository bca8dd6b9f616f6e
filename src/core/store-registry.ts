/**
 * The page-wide store registry. One set of shared stores per page, even when the widget bundle is included twice or two builds meet on one
 * partner page (docs/design.md, "Where state lives"). Every shared store and the state behind its actions is created through
 * `shared(name, create)`, which keeps it under one `Symbol.for` key on `globalThis`: the first copy of the code
 * creates it, every later copy reuses it. This is the only global the product adds to a page.
 */
/** The registry's name: `Symbol.for(STORE_REGISTRY_NAME)` is the one global key (docs/design.md, "Reliability rules"). */
export const STORE_REGISTRY_NAME = 'primedia.shared.v1';
const REGISTRY_KEY = Symbol.for(STORE_REGISTRY_NAME);

interface Registry {
  readonly entries: Map<string, unknown>;
}

type WithRegistry = typeof globalThis & { [REGISTRY_KEY]?: Registry };

function registry(): Registry {
  const scope = globalThis as WithRegistry;
  let found = scope[REGISTRY_KEY];
  if (!found) {
    found = { entries: new Map() };
    // Not enumerable, so partner code that walks window's keys does not trip over it.
    Object.defineProperty(scope, REGISTRY_KEY, { value: found, enumerable: false, configurable: true });
  }
  return found;
}

/** Returns the page's single instance of `name`, creating it with `create` the first time. */
export function shared<T>(name: string, create: () => T): T {
  const entries = registry().entries;
  if (!entries.has(name)) entries.set(name, create());
  // The entry was created by `create` for this name, by this or an identical copy of this code.
  return entries.get(name) as T;
}

/** The page's instance of `name` if some code created it, without creating it. */
export function peekShared<T>(name: string): T | undefined {
  return registry().entries.get(name) as T | undefined;
}

/**
 * Reads one registry entry inside a page: a store's value (`get()`), or the entry itself. Self-contained (no
 * closure, no imports), so browser tests and the bench pass it to `page.evaluate` with the registry's name
 * instead of spelling the key themselves.
 */
export function readRegistryEntry({ registry, name }: { registry: string; name: string }): unknown {
  type Entry = { get?: () => unknown };
  const found = (globalThis as unknown as Record<symbol, { entries: Map<string, Entry> } | undefined>)[
    Symbol.for(registry)
  ];
  const entry = found?.entries.get(name);
  if (entry === undefined) return null;
  return typeof entry.get === 'function' ? entry.get() : entry;
}
