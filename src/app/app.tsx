/**
 * The host app: one Apollo Client for the page, the layout around the routed page, and the pieces mounted once
 * (walls, error banner, navigation announcer). Component styles that widgets put in shadow roots are imported
 * here as document styles.
 */
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { getApiClient } from '../core/api/client';
import { ErrorBanner } from '../ui/banner/error-banner';
import { NavigatorContext } from '../ui/cards/card-link';
import { WallsHost } from '../ui/walls/walls-host';
import { AppLayout } from './layout/app-layout';
import { navigate } from './router/location';
import { NavigationEffects } from './router/navigation-effects';
import { RouterView } from './router/router-view';
import '../ui/shared/surface.css';
import '../ui/shared/control-icons.css';
import '../ui/live-player/live-player.css';
import '../ui/transport-controls/transport-controls.css';
import '../ui/mini-player/mini-player.css';
import '../ui/data-saver/data-saver-choice.css';
import '../ui/volume-control/volume-control.css';
import '../ui/buffering/buffering.css';
import '../ui/toast/toast.css';
import './app.css';
import './layout/layout.css';

const navigateTo = (href: string) => navigate(href);

/** `client`: the page's own, except while the server renders a request (one client per request). */
export function App({ client = getApiClient() }: { client?: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <NavigatorContext value={navigateTo}>
        <ErrorBanner />
        <AppLayout>
          <RouterView />
        </AppLayout>
        <NavigationEffects />
        <WallsHost />
      </NavigatorContext>
    </ApolloProvider>
  );
}
