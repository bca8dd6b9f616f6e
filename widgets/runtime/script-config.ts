/**
 * Run-time service URLs from the embed script's own attributes, so one self-hosted build can be pointed at
 * staging without building again (docs/widgets.md, "Self-hosting and caching"):
 *
 *   <script type="module" src="/widgets/embed.js" data-platform-url="https://staging-platform.example"></script>
 *
 * The module build finds its script by its own URL (import.meta.url); the single-file build runs as a classic
 * script, which the browser names in document.currentScript while it runs.
 */

function ownScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  const self = import.meta.url;
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (script.src === self) return script;
  }
  return null;
}

let scriptUrl: string | null = null;

/** The URL this copy of the loader was fetched from, as read at start (null if the page has no such script). */
export const embedScriptUrl = () => scriptUrl;

/**
 * Reads the script's attributes now, while the browser still names the script. Null when it has none (almost
 * every page: nothing more is loaded); else a promise of the URLs being applied, which the loader waits for
 * before any widget reads a URL.
 */
export function applyScriptConfig(): Promise<void> | null {
  const script = ownScript();
  if (!script) return null;
  scriptUrl = script.src;
  const platformUrl = script.dataset.platformUrl ?? null;
  const appUrl = script.dataset.appUrl ?? null;
  if (platformUrl === null && appUrl === null) return null;
  return import('../../src/core/config-override').then(
    ({ overrideServiceUrls }) => overrideServiceUrls({ platformUrl, appUrl }),
    (error: unknown) =>
      console.warn(`[primedia] could not apply the script's service URLs: ${String(error)}`),
  );
}
