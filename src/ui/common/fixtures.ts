/**
 * Test support: content and stations as the content API shapes them, and a server render's request, with only
 * what a test is about given.
 */
import type { ContentCardFragment, ImageFieldsFragment } from '../../core/api/generated/graphql';
import type { StationDetails } from '../../core/stations/stations';
import { createServerRequest, type ServerRequest } from '../ssr/server-request';

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

/** 702 as getStationList answers for it. */
export function station702(overrides: Partial<StationDetails> = {}): StationDetails {
  return {
    id: '702',
    stationName: '702',
    station: '_702',
    mediaId: 'live-702',
    themeColor: '#e30613',
    logoUrl: '/logos/702.svg',
    format: 'talk',
    frequency: '92.7',
    city: 'Johannesburg',
    catchUpWindowSeconds: 0,
    ...overrides,
  } as StationDetails;
}

/** One request being rendered by the server, whose time for data ends with `deadline` (by default never). */
export function serverRequest(
  deadline: Promise<void> = new Promise(() => undefined),
  saveData = false,
): ServerRequest {
  return createServerRequest(deadline, saveData);
}
