/**
 * Collects the seed's pictures and playable media while the content is generated, so every image id and media
 * id a content item mentions is guaranteed to exist in `seed.images` / `seed.media`.
 */
import { createRandom, type Random } from '../util/random';
import { STATIONS } from './stations';
import type { ImageAsset, MediaAsset, StationId } from './types';

const MOTIFS: readonly ImageAsset['motif'][] = ['waves', 'circles', 'bars', 'grid', 'sun', 'rings'];
const DARKS = ['#10131f', '#1b1b3a', '#0d2b2a', '#2a1029', '#1f1a12', '#0f2238', '#231c2e'];
const ACCENTS = ['#ffd23f', '#f7f7f2', '#7bdff2', '#f49390', '#b8f2e6', '#ffb347', '#c3a6ff', '#9be564'];
const NEUTRAL_COLOURS = ['#6c5ce7', '#e17055', '#00b894', '#fdcb6e', '#d63031', '#0984e3'];

export class SeedRegistry {
  readonly images: ImageAsset[] = [];
  readonly media: MediaAsset[] = [];
  private readonly imageIds = new Set<string>();
  private readonly mediaIds = new Set<string>();
  private readonly rng: Random = createRandom('registry');

  /** Registers a generated picture; the palette leans on the station's theme colour when one is given. */
  image(id: string, alt: string, station: StationId | null = null, motif?: ImageAsset['motif']): string {
    if (this.imageIds.has(id)) return id;
    const shape = STATIONS.find((s) => s.id === station)?.themeColor ?? this.rng.pick(NEUTRAL_COLOURS);
    this.images.push({
      id,
      palette: [this.rng.pick(DARKS), shape, this.rng.pick(ACCENTS)],
      motif: motif ?? this.rng.pick(MOTIFS),
      alt,
    });
    this.imageIds.add(id);
    return id;
  }

  mediaAsset(
    asset: Omit<MediaAsset, 'variant' | 'geoBlocked' | 'premium'> & {
      geoBlocked?: boolean;
      premium?: boolean;
      variant?: number;
    },
  ): string {
    if (this.mediaIds.has(asset.mediaId))
      throw new Error(`[primedia] seed: duplicate media id ${asset.mediaId}`);
    // Audio has six generated sound loops, video three (see server/media).
    const variants = asset.kind === 'video' ? 3 : 6;
    this.media.push({
      ...asset,
      geoBlocked: asset.geoBlocked ?? false,
      premium: asset.premium ?? false,
      variant: asset.variant ?? this.media.length % variants,
    });
    this.mediaIds.add(asset.mediaId);
    return asset.mediaId;
  }
}
