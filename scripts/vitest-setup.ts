/**
 * Unit test set-up. Components load parts of themselves with import(), and on a busy two-core machine the first
 * transform of such a module can take longer than testing-library's default wait of one second, so a
 * `findBy…` would fail for want of time rather than for what the component shows. Only files with a DOM (a
 * `@vitest-environment` of happy-dom or jsdom) load testing-library: importing it into each node-only file as
 * well made the run's summed set-up time 38 s, not 13.
 */
export {};

if ('document' in globalThis) {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}
