/**
 * The third-party ad network, faked for the ad tests (DESIGN.md §6 allows faking third-party scripts only): a
 * googletag stand-in that records the calls it receives, served at a made-up https origin that the page is
 * pointed at through the development-only localStorage override (src/core/ads/config.ts).
 */
export const FAKE_AD_SCRIPT = 'https://ads.fake-ad-network.test/gpt.js';

export const FAKE_GPT = `
(() => {
  const calls = (window.__adCalls = []);
  const record = (name, ...args) => calls.push([name, ...args]);
  const pubads = {
    disableInitialLoad: () => record('disableInitialLoad'),
    enableSingleRequest: () => record('enableSingleRequest'),
    refresh: (slots) => record('refresh', (slots || []).length),
  };
  const gt = window.googletag || { cmd: [] };
  gt.pubads = () => pubads;
  gt.enableServices = () => record('enableServices');
  gt.defineSlot = (path, size, id) => { record('defineSlot', path, size, id); return { addService: () => ({}) }; };
  gt.display = (id) => record('display', id);
  gt.destroySlots = () => true;
  const queued = Array.isArray(gt.cmd) ? gt.cmd : [];
  gt.cmd = { push: (fn) => fn() };
  window.googletag = gt;
  queued.forEach((fn) => fn());
})();
`;
