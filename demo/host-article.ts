/**
 * What the demo's Vue and Svelte article apps share, so the two differ only in how their framework writes the
 * same page: the stations the article switches between, and the line an app lists for a widget event it heard
 * (tests/widgets/framework-hosts.spec.ts reads those lines).
 */
export const STATIONS = [
  { id: '702', name: '702' },
  { id: 'kfm', name: 'KFM 94.5' },
  { id: 'capetalk', name: 'CapeTalk' },
] as const;
export type Station = (typeof STATIONS)[number]['id'];

/** "primedia-play kfm": the event's type and the station its detail names. */
export function heardLine(event: Event): string {
  const { station } = (event as CustomEvent<{ station?: string }>).detail;
  return `${event.type} ${station ?? ''}`.trim();
}
