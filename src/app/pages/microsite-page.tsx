/**
 * Microsites `/sites/{name}` and `/competitions/{name}` (docs/product.md, "Routes", page name microsite), made of reels
 * (getMiniExplore). A competition's microsite shares its path with the Competition item, so it also shows the
 * competition itself (blocks and entry button) above the reels (docs/adr/0030-page-errors-render-in-place.md).
 */
import '../../ui/common/control-icons.css';
import './detail/detail.css';
import './detail/detail-blocks.css';
import './detail/detail-collections.css';
import type { CSSProperties } from 'react';
import { loadApiDocuments } from '../../core/api/connection';
import type { ApolloClient } from '@apollo/client';
import { stationColor } from '../../ui/content/format';
import { ResponsiveImage } from '../../ui/image/responsive-image';
import type { PageProps } from '../routes';
import { FailedState, LoadingState, NotFoundState } from './detail/page-states';
import { Reels, reelsWithout } from './detail/reels';
import { useApi } from './detail/use-api';
import { usePageTitle } from '../router/page-title';
import { CompetitionBody } from './detail/views';
import { useAppLocation } from '../router/use-app-location';

/** Every reel of a microsite (they have three to five); more would exceed the content API's cost limit. */
const MICROSITE_REELS = 8;

async function loadMicrosite(path: string, client: ApolloClient) {
  const { GetDetailPageByUrlDocument, GetMiniExploreDocument } = await loadApiDocuments();
  const competitionPath = path.startsWith('/competitions/');
  const [site, detail] = await Promise.all([
    client.query({ query: GetMiniExploreDocument, variables: { id: path, first: MICROSITE_REELS } }),
    competitionPath
      ? client.query({ query: GetDetailPageByUrlDocument, variables: { url: path, episodesLimit: 0 } })
      : Promise.resolve(null),
  ]);
  const microsite = site.data?.getMiniExplore ?? null;
  const item = detail?.data?.getDetailPageByUrl ?? null;
  const competition = item?.__typename === 'Competition' ? item : null;
  if (!microsite && !competition) return null;
  return { microsite, competition };
}

export default function MicrositePage({ params }: PageProps) {
  const { pathname } = useAppLocation();
  const kind = pathname.startsWith('/competitions/') ? 'competitions' : 'sites';
  const path = `/${kind}/${params.name ?? ''}`;
  const loaded = useApi(`microsite:${path}`, (client) => loadMicrosite(path, client));
  const headline =
    loaded.status === 'ready'
      ? (loaded.data.competition?.headline ?? loaded.data.microsite?.headline ?? '')
      : null;
  usePageTitle(headline);
  if (loaded.status === 'loading') return <LoadingState />;
  if (loaded.status === 'empty') return <NotFoundState what="site" />;
  if (loaded.status === 'failed') return <FailedState kind={loaded.kind} retry={loaded.retry} />;
  const { microsite, competition } = loaded.data;
  const image = microsite?.headerImage ?? competition?.headerImage ?? null;
  return (
    <main
      className="content-page content-page--microsite"
      data-microsite={path}
      style={
        competition
          ? ({ '--primedia-station': stationColor(competition.station) } as CSSProperties)
          : undefined
      }
    >
      <header className="microsite-header">
        <ResponsiveImage
          className="microsite-header__image"
          image={image?.ratio21x9}
          ratio={21 / 9}
          priority
        />
        <div className="microsite-header__text">
          {competition ? <p className="content-header__overline">{competition.overline}</p> : null}
          <h1 className="content-header__headline">{headline}</h1>
          <p className="content-header__subline">{competition?.subline ?? microsite?.subline}</p>
        </div>
      </header>
      {competition ? (
        <section className="content-article" aria-label="How to enter">
          <CompetitionBody item={competition} />
        </section>
      ) : null}
      {microsite ? (
        <Reels
          reels={reelsWithout(
            microsite.reels.edges.map((edge) => edge.node),
            path,
          )}
        />
      ) : null}
    </main>
  );
}
