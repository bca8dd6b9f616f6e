/**
 * The third-party ad network, faked for the ad tests (docs/design.md, "Tests" allows faking third-party scripts only): a
 * googletag stand-in that records the calls it receives, served at a made-up https origin that the page is
 * pointed at through the development-only localStorage override (src/core/ads/config.ts). Like GPT it answers
 * each displayed slot with a `slotRenderEnded` event, but only when the test calls `window.__renderAds(isEmpty)`,
 * so a test can look at a slot while its ad is on the way.
 */
export const FAKE_AD_SCRIPT = 'https://ads.fake-ad-network.test/gpt.js';

export const FAKE_GPT = `
(() => {
  const calls = (window.__adCalls = []);
  const record = (name, ...args) => calls.push([name, ...args]);
  const listeners = [];
  const slots = new Map();
  const pubads = {
    disableInitialLoad: () => record('disableInitialLoad'),
    enableSingleRequest: () => record('enableSingleRequest'),
    refresh: (slots) => record('refresh', (slots || []).length),
    addEventListener: (type, listener) => { if (type === 'slotRenderEnded') listeners.push(listener); },
  };
  const gt = window.googletag || { cmd: [] };
  gt.pubads = () => pubads;
  gt.enableServices = () => record('enableServices');
  gt.defineSlot = (path, size, id) => {
    record('defineSlot', path, size, id);
    const slot = { addService: () => slot, getSlotElementId: () => id, size };
    slots.set(id, slot);
    return slot;
  };
  gt.display = (id) => record('display', id);
  window.__renderAds = (isEmpty) => {
    for (const [id, slot] of slots) {
      const element = document.getElementById(id);
      if (!element) continue;
      if (!isEmpty) {
        const ad = document.createElement('div');
        ad.className = 'fake-ad';
        ad.style.cssText = 'width:100%;height:100%;background:#2a6;color:#fff';
        ad.textContent = 'Fake ad';
        element.append(ad);
      }
      listeners.forEach((listener) => listener({ slot, isEmpty }));
    }
    return slots.size;
  };
  gt.destroySlots = () => true;
  const queued = Array.isArray(gt.cmd) ? gt.cmd : [];
  gt.cmd = { push: (fn) => fn() };
  window.googletag = gt;
  queued.forEach((fn) => fn());
})();
`;
