// hls.js ships no types for its light build's entry (package.json "exports" ./light); its API is the full
// build's, less the features it leaves out.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
