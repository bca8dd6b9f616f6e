/**
 * The four stations' identifiers (docs/product.md, "Content", less `none`). No dependencies, so the embed
 * loader can use it within its budget.
 */
export const STATION_IDS = ['702', '947', 'kfm', 'capetalk'] as const;
export type StationId = (typeof STATION_IDS)[number];

export function isStationId(value: unknown): value is StationId {
  return typeof value === 'string' && (STATION_IDS as readonly string[]).includes(value);
}

/** Attribute values are matched case-insensitively and trimmed: `KFM` and ` kfm ` mean kfm. */
export function parseStationId(value: string | null | undefined): StationId | null {
  const normalised = value?.trim().toLowerCase();
  return isStationId(normalised) ? normalised : null;
}
