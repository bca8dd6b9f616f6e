/**
 * The host app: the layout around the routed page, and the pieces mounted once (walls, loaded when first
 * opened; error banner; navigation announcer). Pages reach the content API through their own loads
 * (src/app/api), so nothing here needs Apollo Client's code before the page is interactive. Component styles that widgets put in shadow roots are imported
 * here as document styles.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBanner } from '../ui/banner/error-banner';
import { UpdatePrompt } from '../ui/update-prompt/update-prompt';
import { NavigatorContext } from '../ui/cards/card-link';
import { $walls } from '../core/walls';
import { replayEarlyChanges } from './early-changes';
import { replayEarlyPresses } from './early-presses';
import { AppLayout } from './layout/app-layout';
import { navigate } from './router/location';
import { NavigationEffects } from './router/navigation-effects';
import { RouterView, whenPageReady } from './router/router-view';
import '../ui/common/surface.css';
import '../ui/common/control-icons.css';
import '../ui/up-next/up-next.css';
import '../ui/live-player/live-player.css';
import '../ui/transport-controls/transport-controls.css';
import '../ui/mini-player/mini-player.css';
import '../ui/dialog/dialog.css';
import '../ui/now-playing-screen/now-playing-screen.css';
import '../ui/player-shortcuts/player-shortcuts.css';
import '../ui/data-saver/data-saver-choice.css';
import '../ui/volume-control/volume-control.css';
import '../ui/buffering/buffering.css';
import '../ui/toast/toast.css';
import './app.css';
import './layout/layout.css';

const navigateTo = (href: string) => navigate(href);

const WallsHost = lazy(() => import('../ui/walls/walls-host').then((m) => ({ default: m.WallsHost })));

/**
 * The registration wall and the paywall, loaded the first time one opens and kept from then on: most visits
 * never open either, so their code (and the dialog's) is not part of what a page needs to become interactive.
 */
function Walls() {
  const walls = useStore($walls, { ssr: 'initial' });
  const [wanted, setWanted] = useState(false);
  if (!wanted && (walls.registration || walls.paywall)) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <WallsHost />
    </Suspense>
  ) : null;
}

/**
 * Tells the server-rendered page's start script that the app now handles presses itself
 * (app-server/start-script.ts). Its effect runs after every control's own, so a press the script kept is taken
 * by its control first; presses on other buttons are carried out now (./early-presses.ts), and so are choices
 * made in the page's fields (./early-changes.ts).
 */
function Hydrated() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    // From now on React takes presses itself, also on the page while its boundary is still the server's markup
    // (React hydrates a boundary at once when a press lands in it): the mini player, rendered in the browser,
    // already answers them.
    root.setAttribute('data-hydrated', '');
    // The replay waits for the page's boundary, which can commit after this one: until then its fields are the
    // server's markup, and React would put a changed value back. Then a frame later, as a listener's press would
    // come: pressed from within this commit, the guide's day button (for one) had its choice undone by the
    // effects that follow hydration.
    whenPageReady(() =>
      requestAnimationFrame(() => {
        replayEarlyChanges(root);
        replayEarlyPresses(root);
      }),
    );
  }, []);
  return null;
}

export function App() {
  return (
    <NavigatorContext value={navigateTo}>
      {/* Beside the side menu on a wide screen (layout.css), not under it. */}
      <div className="app-banners">
        <ErrorBanner />
        <UpdatePrompt />
      </div>
      <AppLayout>
        <RouterView />
      </AppLayout>
      <NavigationEffects />
      <Walls />
      <Hydrated />
    </NavigatorContext>
  );
}
