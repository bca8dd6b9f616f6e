/**
 * /ui: the internal component showcase (docs/product.md, "Routes"). Every component renders for real, with the real stores and
 * the local services, in each state it can be put in from here. One section per component; the list at the top
 * is the index. To add a component: add an entry to SECTIONS and a <ShowcaseSection>.
 *
 * Also hosts the router's redirect demo: `?redirect-chain=N` redirects N times and stops (10 is allowed);
 * `?redirect-loop=0` redirects forever and must end on the something-went-wrong screen (docs/product.md, "Rules").
 */
import { useStore } from '@nanostores/react';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { ReactNode } from 'react';
import { describeApiFailure } from '../../core/api/errors';
import { GetHomeExploreDocument } from '../../core/api/generated/graphql';
import { $adSlots } from '../../core/ads/store';
import { hideBanner, showBanner } from '../../core/feedback/banner';
import { showToast } from '../../core/feedback/toast';
import { STATION_IDS } from '../../core/stations/station-ids';
import { openPaywall, openRegistrationWall } from '../../core/walls';
import { AdSlot } from '../../ui/ad-slot/ad-slot';
import { BookmarkButton } from '../../ui/bookmark-button/bookmark-button';
import { HeroCard, HeroTeaserCard } from '../../ui/cards/teaser-card';
import { FollowButton } from '../../ui/follow-button/follow-button';
import { NotificationPreferences } from '../../ui/notification-preferences/notification-preferences';
import { PodcastEpisodes } from '../../ui/podcast-episodes/podcast-episodes';
import { ProgrammeGuide } from '../../ui/programme-guide/programme-guide';
import { ResponsiveImage } from '../../ui/image/responsive-image';
import { LivePlayer } from '../../ui/live-player/live-player';
import { Reel } from '../../ui/reels/reel';
import { ShareButtons } from '../../ui/share/share-buttons';
import { withApollo } from '../api/with-apollo';
import { QueryError } from '../layout/query-state';
import { navigate } from '../router/location';
import { Redirect } from '../router/redirect';
import type { PageProps } from '../routes';
// The guide and episode list leave their styles to the page (widgets take them into their shadow roots).
import '../../ui/podcast-episodes/podcast-episodes.css';
import '../../ui/programme-guide/programme-guide.css';
import './ui-showcase-page.css';
import { useAppLocation } from '../router/use-app-location';

const SECTIONS = [
  ['live-player', 'Live player'],
  ['mini-player', 'Mini player and toast'],
  ['cards', 'Cards'],
  ['reels', 'Reels (every type)'],
  ['share', 'Share buttons'],
  ['ad-slot', 'Ad slot'],
  ['banner', 'Error banner'],
  ['image', 'Responsive image'],
  ['errors', 'Query error states'],
  ['walls', 'Registration wall and paywall'],
  ['personal', 'Bookmark and follow'],
  ['notifications', 'Notification preferences'],
  ['guide', 'Programme guide'],
  ['episodes', 'Podcast episodes'],
] as const;

function ShowcaseSection({ id, children }: { id: (typeof SECTIONS)[number][0]; children: ReactNode }) {
  const title = SECTIONS.find(([key]) => key === id)?.[1] ?? id;
  return (
    <section className="showcase__section" aria-labelledby={`ui-${id}`} id={`section-${id}`}>
      <h2 id={`ui-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

function RedirectDemo() {
  const { search } = useAppLocation();
  const params = new URLSearchParams(search);
  const chain = Number(params.get('redirect-chain'));
  const loop = params.get('redirect-loop');
  if (Number.isInteger(chain) && chain > 0) return <Redirect to={`/ui?redirect-chain=${chain - 1}`} />;
  if (loop !== null) return <Redirect to={`/ui?redirect-loop=${Number(loop) + 1}`} />;
  return null;
}

const SAMPLE_ERRORS = [
  new ServerError('Response not successful: Received status code 503', {
    response: new Response(null, { status: 503 }),
    bodyText: '',
  }),
  new ServerParseError(new Error('Unexpected token < in JSON'), {
    response: new Response(null, { status: 200 }),
    bodyText: '<html>',
  }),
  new CombinedGraphQLErrors({
    errors: [{ message: 'Server response was missing for query getHomeExplore' }],
  }),
  new TypeError('Failed to fetch'),
];

function UiShowcasePage(_props: PageProps) {
  const explore = useQuery(GetHomeExploreDocument, { variables: { first: 8 } }); // one reel of each type
  const adSlots = useStore($adSlots);
  const reels = explore.data?.getHomeExplore.reels.edges.map((e) => e.node) ?? [];
  const byType = new Map(reels.map((reel) => [reel.type, reel]));
  const hero = explore.data?.getHomeExplore.heroTeasers[0];
  const sampleImage = hero?.teaserImage ?? null;

  return (
    <main className="page showcase">
      <RedirectDemo />
      <h1 className="page__title">Component showcase</h1>
      <nav aria-label="Components">
        <ul className="showcase__index">
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a href={`#section-${id}`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>

      <ShowcaseSection id="live-player">
        <p className="page__lead">
          Idle, loading and playing live come from pressing play; an unknown station shows its error.
        </p>
        <div className="showcase__grid">
          {STATION_IDS.map((id) => (
            <LivePlayer key={id} station={id} />
          ))}
          <LivePlayer station="unknown" />
        </div>
      </ShowcaseSection>

      <ShowcaseSection id="mini-player">
        <p className="page__lead">
          The mini player is the app&apos;s own, fixed at the bottom: play a station above to see it. The
          toast:
        </p>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => showToast('Error while loading the media.')}
        >
          Show the error toast
        </button>
      </ShowcaseSection>

      <ShowcaseSection id="cards">
        {hero ? <HeroTeaserCard teaser={hero} /> : null}
        <HeroCard
          headline="A hero without image or link"
          subline="Placeholder box keeps its size"
          image={null}
          href={null}
        />
      </ShowcaseSection>

      <ShowcaseSection id="reels">
        {explore.error ? (
          <QueryError error={describeApiFailure(explore.error)} onRetry={() => void explore.refetch()} />
        ) : null}
        {(['news', 'media', 'competition', 'showcase', 'ad'] as const).map((type) => {
          const reel = byType.get(type);
          return reel ? <Reel key={type} reel={reel} /> : null;
        })}
      </ShowcaseSection>

      <ShowcaseSection id="share">
        <ShareButtons
          url="/news/showcase"
          title="Showcase story"
          type="NewsTeaserDetail"
          station="702"
          pageName="ui"
        />
      </ShowcaseSection>

      <ShowcaseSection id="ad-slot">
        <p className="page__lead">
          Registered slots: {adSlots.adSlotCount}. Without an ad script the reserved box stays empty;
          Audiostar+ listeners see nothing.
        </p>
        <AdSlot advertisementId="ad-showcase" size={[320, 100]} />
      </ShowcaseSection>

      <ShowcaseSection id="banner">
        <div className="chips">
          <button
            type="button"
            className="button button--quiet"
            onClick={() => showBanner('unable to login, please try again later')}
          >
            Show banner
          </button>
          <button type="button" className="button button--quiet" onClick={hideBanner}>
            Hide banner
          </button>
        </div>
      </ShowcaseSection>

      <ShowcaseSection id="image">
        <div className="showcase__images">
          <ResponsiveImage image={sampleImage?.ratio16x9} ratio={16 / 9} sizes="320px" alt="A 16:9 crop" />
          <ResponsiveImage image={sampleImage?.ratio1x1} ratio={1} sizes="160px" alt="A square crop" />
          <ResponsiveImage image={null} ratio={16 / 9} sizes="320px" />
        </div>
      </ShowcaseSection>

      <ShowcaseSection id="errors">
        <div className="showcase__grid">
          {SAMPLE_ERRORS.map((error) => (
            <QueryError
              key={error.message}
              error={describeApiFailure(error)}
              onRetry={() => showToast('Retry pressed')}
            />
          ))}
        </div>
      </ShowcaseSection>

      <ShowcaseSection id="walls">
        <p className="page__lead">
          Each opens over this page; at most one is open at a time. The registration wall keeps this path for
          the return after sign-in.
        </p>
        <div className="chips">
          <button type="button" className="button button--quiet" onClick={openRegistrationWall}>
            Open registration wall
          </button>
          <button type="button" className="button button--quiet" onClick={openPaywall}>
            Open paywall
          </button>
        </div>
      </ShowcaseSection>

      <ShowcaseSection id="personal">
        <p className="page__lead">
          Signed out, each opens the registration wall; signed in, each toggles and says so.
        </p>
        <div className="chips">
          <BookmarkButton
            id="news-0001"
            path="/news/showcase"
            typeName="NewsTeaserDetail"
            label="Showcase story"
          />
          <FollowButton
            id="podcast-the-money-hour-podcast"
            path="/podcasts/the-money-hour-podcast"
            typeName="AudioPodcast"
            label="The Money Hour"
          />
        </div>
      </ShowcaseSection>

      <ShowcaseSection id="notifications">
        <p className="page__lead">
          Signed out: the invitation to log in. Signed in: the switches, saved as they change.
        </p>
        <NotificationPreferences />
      </ShowcaseSection>

      <ShowcaseSection id="guide">
        <p className="page__lead">Today on 702 (compact), and an unknown station&apos;s error.</p>
        <ProgrammeGuide station="702" compact onNavigate={(path) => navigate(path)} />
        <ProgrammeGuide station="unknown" />
      </ShowcaseSection>

      <ShowcaseSection id="episodes">
        <p className="page__lead">Three per page with Load more, and a podcast URL that is not one.</p>
        <PodcastEpisodes
          url="/podcasts/the-money-hour-podcast"
          pageSize={3}
          onNavigate={(path) => navigate(path)}
        />
        <PodcastEpisodes url="not-a-podcast" />
      </ShowcaseSection>
    </main>
  );
}

// The showcase's Explore sample reads through Apollo's useQuery; the provider comes with this page's chunk.
export default withApollo(UiShowcasePage);
