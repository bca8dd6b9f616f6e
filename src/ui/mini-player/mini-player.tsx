/**
 * The persistent mini player (docs/product.md, "Mini player"): visible only while audio started as audio is loading or loaded
 * (the "active" rule of docs/product.md, "Player"). The bar itself, with the Now Playing screen it opens, is
 * ./mini-player-bar.tsx.
 *
 * The bar's code is not part of what a page needs to show and hydrate: nothing plays on a first load, and on
 * a phone every kilobyte of the first script is parsed and run before the page answers a tap
 * (docs/performance.md, "Main thread"). It is fetched when the page is first idle after its first load
 * (../../core/after-first-load.ts), or at once when something plays before that; once here it renders at
 * once. A fetch that fails (offline before the app was cached) is tried again at the next play.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { afterFirstLoad, whenIdle } from '../../core/after-first-load';
import { isActive } from '../../core/player/state';
import { $player } from '../../core/player/store';
import { followEnds } from '../../core/queue/play-next';
import { ReminderAlert } from './reminder-alert';
import { Toast } from '../toast/toast';
import type * as BarModuleType from './mini-player-bar';

type BarModule = typeof BarModuleType;

let loaded: BarModule | null = null;
let loading: Promise<BarModule> | null = null;

/** Fetches the bar's code once; a failed fetch is forgotten, so the next call tries again. */
export function loadMiniPlayerBar(): Promise<BarModule> {
  loading ??= import('./mini-player-bar').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The bar's module, from the first render when it is already here, else once it has arrived. */
function useBarModule(wanted: boolean): BarModule | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    loadMiniPlayerBar().then(
      (arrived) => current && setModule(arrived),
      () => undefined, // nothing to show without it; the next play asks again
    );
    return () => {
      current = false;
    };
  }, [wanted, module]);
  return module;
}

/** The mini player with the page's error toast, which must be seen even when nothing is playing. */
export function MiniPlayer() {
  // What plays when an episode ends follows from here: the bar is on every page that plays.
  useEffect(followEnds, []);
  useEffect(() => {
    afterFirstLoad(() => whenIdle(() => void loadMiniPlayerBar().catch(() => undefined)));
  }, []);
  const active = isActive(useStore($player, { ssr: 'initial' }));
  const Bar = useBarModule(active)?.MiniPlayerBar;
  return (
    <>
      {active && Bar ? <Bar /> : null}
      <ReminderAlert />
      <Toast />
    </>
  );
}
