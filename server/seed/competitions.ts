/** Competitions (blocks, button text, internal or external entry link) and the static pages terms/privacy/about. */
import { ANCHOR_UNIX, common, DAY, slugify, STATION_LABEL } from './common';
import type { SeedRegistry } from './registry';
import type { ContentItem, StationId } from './types';

// external: entered on a partner site rather than here.
const COMPETITIONS: [title: string, station: StationId, prize: string, external: boolean][] = [
  ['Win a Weekend in the Winelands', 'kfm', 'two nights for two in Franschhoek', false],
  ['Breakfast Club Cash Drop', '947', 'R10 000 cash', false],
  ['Festival Tickets for Life', '947', 'lifetime festival passes', true],
  ['CapeTalk Book Club Hamper', 'capetalk', 'a hamper of twelve new local books', false],
  ['Fill Your Tank with 702', '702', 'a year of fuel vouchers', true],
  ['KFM Summer Surf School', 'kfm', 'a month of surf lessons in Muizenberg', false],
  ['Jozi Foodie Tour', '702', 'a guided food tour for four', true],
];

export function buildCompetitions(registry: SeedRegistry): ContentItem[] {
  return COMPETITIONS.map(([title, station, prize, external], i) => {
    const slug = slugify(title);
    const artwork = `Competition artwork: ${title}`;
    const imageId = registry.image(`img-competition-${slug}`, artwork, station, 'sun');
    // The prize has a picture of its own: the page's header already shows the competition's artwork.
    const prizeImageId = registry.image(
      `img-competition-${slug}-prize`,
      `The prize: ${prize}`,
      station,
      'rings',
    );
    return {
      ...common({
        _id: `competition-${slug}`,
        _url: `/competitions/${slug}`,
        headline: title,
        overline: 'Competition',
        teaserOverline: STATION_LABEL[station],
        subline: `Enter to win ${prize}`,
        text: `${STATION_LABEL[station]} is giving away ${prize}. Entries close soon.`,
        author: `${STATION_LABEL[station]} promotions`,
        badges: ['Win'],
        tags: ['competition', station, 'win'],
        topics: ['Competitions'],
        station,
        headerImageId: imageId,
        imageDescription: artwork,
        publishedAt: ANCHOR_UNIX - (i + 1) * 2 * DAY,
        premium: i === 3,
      }),
      typename: 'Competition' as const,
      blocks: [
        {
          kind: 'richText' as const,
          markupInput: `<p>Stand a chance to win <strong>${prize}</strong>.</p><ul><li>Listen for the cue to call</li><li>Enter once a day</li><li>Winners are announced on air</li></ul><p>See the <a href="/terms">terms and conditions</a>.</p>`,
        },
        {
          kind: 'imageSection' as const,
          title: 'The prize',
          imageId: prizeImageId,
          description: `Up for grabs: ${prize}.`,
        },
        {
          kind: 'quote' as const,
          title: 'Last winner',
          quoteText: 'I could not believe it when they called my name!',
          attribution: 'A lucky listener',
        },
      ],
      buttonText: external ? 'Enter on partner site' : 'Enter now',
      internalLink: external ? null : `/sites/summer-sounds`,
      externalLink: external ? `https://competitions.example.com/${slug}` : null,
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
