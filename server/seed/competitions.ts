/** Competitions (blocks, button text, internal or external entry link) and the static pages terms/privacy/about. */
import { ANCHOR_UNIX, common, DAY, slugify, STATION_LABEL } from './common';
import type { SeedRegistry } from './registry';
import type { ContentItem, StationId } from './types';

const COMPETITIONS: { title: string; station: StationId; prize: string; external: boolean }[] = [
  {
    title: 'Win a Weekend in the Winelands',
    station: 'kfm',
    prize: 'two nights for two in Franschhoek',
    external: false,
  },
  { title: 'Breakfast Club Cash Drop', station: '947', prize: 'R10 000 cash', external: false },
  { title: 'Festival Tickets for Life', station: '947', prize: 'lifetime festival passes', external: true },
  {
    title: 'CapeTalk Book Club Hamper',
    station: 'capetalk',
    prize: 'a hamper of twelve new local books',
    external: false,
  },
  { title: 'Fill Your Tank with 702', station: '702', prize: 'a year of fuel vouchers', external: true },
  {
    title: 'KFM Summer Surf School',
    station: 'kfm',
    prize: 'a month of surf lessons in Muizenberg',
    external: false,
  },
  { title: 'Jozi Foodie Tour', station: '702', prize: 'a guided food tour for four', external: true },
];

export function buildCompetitions(registry: SeedRegistry): ContentItem[] {
  return COMPETITIONS.map((c, i) => {
    const slug = slugify(c.title);
    const imageId = registry.image(
      `img-competition-${slug}`,
      `Competition artwork: ${c.title}`,
      c.station,
      'sun',
    );
    // The prize has a picture of its own: the page's header already shows the competition's artwork.
    const prizeImageId = registry.image(
      `img-competition-${slug}-prize`,
      `The prize: ${c.prize}`,
      c.station,
      'rings',
    );
    return {
      ...common({
        _id: `competition-${slug}`,
        _url: `/competitions/${slug}`,
        headline: c.title,
        overline: 'Competition',
        teaserOverline: STATION_LABEL[c.station],
        subline: `Enter to win ${c.prize}`,
        text: `${STATION_LABEL[c.station]} is giving away ${c.prize}. Entries close soon.`,
        author: `${STATION_LABEL[c.station]} promotions`,
        badges: ['Win'],
        tags: ['competition', c.station, 'win'],
        topics: ['Competitions'],
        station: c.station,
        headerImageId: imageId,
        imageDescription: `Competition artwork: ${c.title}`,
        publishedAt: ANCHOR_UNIX - (i + 1) * 2 * DAY,
        premium: i === 3,
      }),
      typename: 'Competition' as const,
      blocks: [
        {
          kind: 'richText' as const,
          markupInput: `<p>Stand a chance to win <strong>${c.prize}</strong>.</p><ul><li>Listen for the cue to call</li><li>Enter once a day</li><li>Winners are announced on air</li></ul><p>See the <a href="/terms">terms and conditions</a>.</p>`,
        },
        {
          kind: 'imageSection' as const,
          title: 'The prize',
          imageId: prizeImageId,
          description: `Up for grabs: ${c.prize}.`,
        },
        {
          kind: 'quote' as const,
          title: 'Last winner',
          quoteText: 'I could not believe it when they called my name!',
          attribution: 'A lucky listener',
        },
      ],
      buttonText: c.external ? 'Enter on partner site' : 'Enter now',
      internalLink: c.external ? null : `/sites/summer-sounds`,
      externalLink: c.external ? `https://competitions.example.com/${slug}` : null,
      closesAt: ANCHOR_UNIX + (i + 2) * 7 * DAY,
    };
  });
}

const PAGES: { slug: string; title: string; content: string }[] = [
  {
    slug: 'terms',
    title: 'Terms and conditions',
    content:
      '<h2>Using Primedia+</h2><p>By listening you agree to these fictional terms. Competitions are open to residents of South Africa over 18.</p><ol><li>One entry per person per day.</li><li>Prizes are not transferable.</li><li>Audiostar+ renews monthly at 100 ZAR after a 7-day trial; cancel anytime.</li></ol>',
  },
  {
    slug: 'privacy',
    title: 'Privacy policy',
    content:
      '<h2>Your data</h2><p>We keep your bookmarks, follows, play history and notification settings so you can pick up where you left off.</p><ul><li>We never sell your data.</li><li>You can delete your account in <a href="/settings">Settings</a>.</li></ul>',
  },
  {
    slug: 'about',
    title: 'About Primedia+',
    content:
      '<h2>Four stations, one app</h2><p>Primedia+ brings 702, 947, KFM 94.5 and CapeTalk together: live radio, podcasts, news and competitions.</p><p>Questions? Visit <a href="/sites/summer-sounds">our summer microsite</a>.</p>',
  },
];

export function buildStaticPages(registry: SeedRegistry): ContentItem[] {
  return PAGES.map((page, i) => ({
    ...common({
      _id: `page-${page.slug}`,
      _url: `/${page.slug}`,
      headline: page.title,
      text: page.content
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
      headerImageId: registry.image(
        `img-page-${page.slug}`,
        `Decorative header for ${page.title}`,
        null,
        'grid',
      ),
      publishedAt: ANCHOR_UNIX - (100 + i) * DAY,
      tags: ['page'],
    }),
    typename: 'StaticPage' as const,
    title: page.title,
    content: page.content,
  }));
}
