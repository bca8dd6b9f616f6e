/**
 * Whether hls.js's chunk has arrived, known without asking for it: a live press that finds it missing plays
 * its first segments through the early start and only then asks for it, so its 100 kB do not share a slow
 * connection with them. Both loaders of the chunk (./load-hlsjs-engine.ts and the single-file build's) note it.
 */
let arrived = false;

/** `load`, noting its arrival. */
export function noteHlsJsArrival<T>(load: Promise<T>): Promise<T> {
  return load.then((module) => {
    arrived = true;
    return module;
  });
}

export const hlsJsArrived = () => arrived;
