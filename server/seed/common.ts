/** Defaults for the common content fields of docs/product.md, "Content", so each generator states only what is specific. */
import type { ContentCommon } from './types';

export function common(
  fields: Pick<ContentCommon, '_id' | '_url' | 'headline' | 'headerImageId' | 'publishedAt'> &
    Partial<ContentCommon>,
): ContentCommon {
  return {
    overline: '',
    teaserHeadline: fields.headline,
    teaserOverline: fields.overline ?? '',
    subline: '',
    text: '',
    author: '',
    badges: [],
    tags: [],
    topics: [],
    station: null,
    mediaId: null,
    duration: null,
    imageDescription: '',
    premium: false,
    draft: false,
    ...fields,
  };
}

/** Station display names for text (the seed never needs the full Station here). */
export const STATION_LABEL = { '702': '702', '947': '947', kfm: 'KFM 94.5', capetalk: 'CapeTalk' } as const;
