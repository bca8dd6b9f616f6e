/**
 * Functions the engine journeys run inside the page (tests/engines/browsers.ts sends them as source, so each
 * stands alone). They look into shadow roots, where the widgets and the player's media element live.
 */

/**
 * The first element shown on screen that matches `selector` and, when given, is named `name` (or, with
 * `pattern`, has a name that the regular expression `name` matches), shadow roots included.
 */
export function findShown(selector: string, name?: string, pattern = false): HTMLElement | null {
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i++) {
    const root = roots[i];
    if (!root) continue;
    for (const element of root.querySelectorAll<HTMLElement>('*')) {
      if (element.shadowRoot) roots.push(element.shadowRoot);
      if (!element.matches(selector) || element.getClientRects().length === 0) continue;
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      if (name === undefined || (pattern ? new RegExp(name).test(label) : label === name)) return element;
    }
  }
  return null;
}

/** The player's media element: its clock and whether it plays (zeros before the first play). */
export function mediaClock(): { time: number; paused: boolean } {
  const holders = [...document.querySelectorAll('[data-primedia-player-holder]')];
  const media = [
    ...document.querySelectorAll<HTMLMediaElement>('video[data-primedia-player]'),
    ...holders.flatMap((holder) => [...(holder.shadowRoot?.querySelectorAll('video') ?? [])]),
  ][0];
  return { time: media?.currentTime ?? 0, paused: media?.paused ?? true };
}

/** Every text the page shows, shadow roots included, for asserting what a listener reads. */
export function shownText(selector: string): string[] {
  const texts: string[] = [];
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i++) {
    const root = roots[i];
    if (!root) continue;
    for (const element of root.querySelectorAll<HTMLElement>('*')) {
      if (element.shadowRoot) roots.push(element.shadowRoot);
      if (element.matches(selector) && element.getClientRects().length > 0)
        texts.push(element.innerText.trim());
    }
  }
  return texts;
}

/** Starts counting the partner events `primedia-error` in the page; read them with `partnerErrors`. */
export function countPartnerErrors(): void {
  const seen: unknown[] = [];
  Object.defineProperty(window, '__primediaErrors', { value: seen, configurable: true });
  document.addEventListener('primedia-error', (event) => seen.push((event as CustomEvent).detail));
}

export function partnerErrors(): unknown[] {
  return (window as unknown as { __primediaErrors?: unknown[] }).__primediaErrors ?? [];
}

/** What a failed start leaves to read: every player media element's state and the live players' own words. */
export function playerState(): unknown {
  const holders = [...document.querySelectorAll('[data-primedia-player-holder]')];
  const media = [
    ...document.querySelectorAll<HTMLMediaElement>('video[data-primedia-player]'),
    ...holders.flatMap((holder) => [...(holder.shadowRoot?.querySelectorAll('video') ?? [])]),
  ];
  const players = [...document.querySelectorAll('primedia-live-player')];
  return {
    media: media.map((m) => ({
      time: m.currentTime,
      paused: m.paused,
      readyState: m.readyState,
      networkState: m.networkState,
      error: m.error?.code ?? null,
      buffered: Array.from({ length: m.buffered.length }, (_, i) => [m.buffered.start(i), m.buffered.end(i)]),
      src: m.currentSrc.slice(0, 60),
    })),
    players: players.map((p) => (p.shadowRoot ?? p).textContent?.replace(/\s+/g, ' ').trim().slice(0, 200)),
  };
}
