/**
 * Where a signed-in listener stands in each on-demand item, from the account's play history, for the lists'
 * progress marks ("Played", "12 min left"). Read once per account and page; the item that plays now is kept
 * up to date from the player, so its mark follows without asking the platform again.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { $session } from '../auth/session';
import { recordProblem } from '../monitoring/problems';
import { $player } from '../player/store';
import { shared } from '../store-registry';

interface AccountPositions {
  sub: string | null;
  seconds: Record<string, number>;
}

const store = shared('account-positions', () => atom<AccountPositions>({ sub: null, seconds: {} }));

export const $accountPositions: ReadableAtom<AccountPositions> = store;

let asked: string | null = null;
let following = false;

/** Reads the signed-in account's positions, once per account. */
export function loadAccountPositions(): void {
  const session = $session.get();
  const sub = session.status === 'signed-in' ? (session.user?.sub ?? null) : null;
  if (!sub || asked === sub) return;
  asked = sub;
  void import('./api')
    .then(({ fetchPlayHistory }) => fetchPlayHistory(sub))
    .then(
      (history) => {
        const seconds = Object.fromEntries(history.map((h) => [h.video_id, h.playhead_seconds] as const));
        store.set({ sub, seconds: { ...seconds, ...(store.get().sub === sub ? store.get().seconds : {}) } });
      },
      (error: unknown) => {
        asked = null; // the next list that shows asks again
        recordProblem({ area: 'my-content', message: `play positions failed: ${String(error)}` });
      },
    );
  if (following) return;
  following = true;
  $player.listen(({ media, isLive, catchUp }) => {
    const { sub: now, seconds } = store.get();
    if (!media.id || isLive || catchUp || now === null || now !== asked) return;
    // Whole seconds are enough for a mark; fewer writes re-render fewer lists.
    if (Math.abs((seconds[media.id] ?? 0) - media.currentTime) < 5) return;
    store.set({ sub: now, seconds: { ...seconds, [media.id]: media.currentTime } });
  });
}
