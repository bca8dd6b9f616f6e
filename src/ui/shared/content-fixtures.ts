/**
 * Test support: content as the content API's fragments shape it, with only what a test is about given.
 */
import type { ContentCardFragment, ImageFieldsFragment } from '../../core/api/generated/graphql';

export function imageFields(name: string): ImageFieldsFragment {
  const crop = (ratio: string) => ({
    sm: `/images/${name}/${ratio}/384.webp`,
    md: `/images/${name}/${ratio}/768.webp`,
    lg: `/images/${name}/${ratio}/1200.webp`,
    alt: '',
  });
  return {
    id: `image-${name}`,
    alt: '',
    ratio1x1: crop('1x1'),
    ratio16x9: crop('16x9'),
    ratio21x9: crop('21x9'),
    ratio4x5: crop('4x5'),
    circle: crop('circle'),
  };
}

/** A news story's card; `overrides` for any other kind or field. */
export function contentCard(id: string, headline: string, overrides: Partial<ContentCardFragment> = {}) {
  return {
    __typename: 'NewsTeaserDetail',
    _id: id,
    _url: `/news/${id}`,
    headline,
    overline: null,
    teaserHeadline: null,
    teaserOverline: null,
    subline: null,
    badges: [],
    station: null,
    mediaId: null,
    duration: null,
    premium: false,
    publishedAt: { iso8601: '2026-11-24T08:00:00+02:00', unixSeconds: 1795500000 },
    headerImage: imageFields(id),
    ...overrides,
  } as ContentCardFragment;
}
