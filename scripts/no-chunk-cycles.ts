/**
 * Fails a build whose chunks import each other in a circle. ES modules run a cycle's members in an order the
 * bundler does not promise: a chunk can run before a chunk it needs has defined anything, and the page gets
 * "t is not a function" for every widget at load. The bundler forms such cycles silently (a re-export from a
 * constants module was enough to make player -> constants -> walls -> player), so the build refuses them.
 */
import type { Plugin } from 'vite';

/** The static-import graph of a bundle's chunks: file name -> the chunk files it imports. */
export type ChunkGraph = ReadonlyMap<string, readonly string[]>;

/** One cycle of static imports in the graph, as the files in order (the first repeated at the end), or null. */
export function findChunkCycle(graph: ChunkGraph): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string): string[] | null => {
    if (onPath.has(file)) return [...path.slice(path.indexOf(file)), file];
    if (done.has(file)) return null;
    onPath.add(file);
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    onPath.delete(file);
    done.add(file);
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

export function noChunkCycles(): Plugin {
  return {
    name: 'primedia-no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const graph = new Map<string, string[]>();
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') graph.set(file.fileName, file.imports);
      }
      const cycle = findChunkCycle(graph);
      if (cycle)
        this.error(
          `These chunks import each other in a circle, so one can run before another has defined what it ` +
            `uses: ${cycle.join(' -> ')}. Find the import that joins them (often a re-export) and remove it, ` +
            `or keep the modules in one chunk.`,
        );
    },
  };
}
