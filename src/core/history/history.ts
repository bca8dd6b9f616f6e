/**
 * Play history of signed-in listeners, saved to the platform so media resume there on any device. The token's
 * code loads only when signed in; plain fetch, no Apollo. A save made offline is kept on the device for its
 * account (./pending-positions.ts) and sent when the app next runs online (./resend-positions.ts).
 */
import { serviceConfig } from '../config';
import { APP_HEADERS } from '../api/headers';
import { GetMediaPlayedHistoryDocument, SetPlayProgressDocument } from '../api/generated/strings/graphql';
import { $session } from '../auth/session';
import { recordProblem } from '../monitoring/problems';
import {
  forgetPending,
  keepPending,
  positionsToSend,
  readPending,
  type SavedEntry,
} from './pending-positions';

const signedInSub = () => ($session.get().status === 'signed-in' ? ($session.get().user?.sub ?? null) : null);

/** The signed-in listener's token, or null when signed out or (`sub` given) another account is signed in now. */
async function accessToken(sub?: string): Promise<string | null> {
  if (!signedInSub()) return null;
  const auth = await import('../auth');
  const token = await auth.getAccessToken();
  // Checked after the wait and before the request: an account switch meanwhile must not carry the write over.
  return sub === undefined || signedInSub() === sub ? token : null;
}

async function post<TData>(
  query: string,
  operationName: string,
  variables: Record<string, unknown>,
  { keepalive = false, sub }: { keepalive?: boolean; sub?: string } = {},
): Promise<TData | null> {
  const token = await accessToken(sub);
  if (!token) return null;
  const res = await fetch(serviceConfig.graphqlUrl, {
    method: 'POST',
    keepalive,
    headers: {
      ...APP_HEADERS,
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ operationName, variables, query }),
  });
  if (!res.ok) throw new Error(`Response not successful: Received status code ${res.status}`);
  const body = (await res.json()) as { data?: TData | null; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]?.message ?? 'GraphQL error');
  return body.data ?? null;
}

/**
 * The saved position of `mediaId` for the signed-in listener, in seconds; undefined when none or anonymous. A
 * position kept on this device that has not reached the platform yet counts too: offline it is the only one,
 * online it wins unless the platform holds a newer one.
 */
export async function loadSavedPosition(mediaId: string): Promise<number | undefined> {
  const userId = signedInSub();
  if (!userId) return undefined;
  const kept = readPending(userId)[mediaId];
  const usable = (seconds: number | undefined) =>
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
  if (isOffline()) return usable(kept?.seconds);
  try {
    const data = await post<{ getMediaPlayedHistory: (SavedEntry & { playhead_seconds: number })[] }>(
      GetMediaPlayedHistoryDocument.toString(),
      'getMediaPlayedHistory',
      { userId, videoIds: [mediaId] },
    );
    const saved = data?.getMediaPlayedHistory.filter((item) => item.video_id === mediaId) ?? [];
    if (kept && positionsToSend({ [mediaId]: kept }, saved).send[mediaId]) return usable(kept.seconds);
    return usable(saved[0]?.playhead_seconds);
  } catch (error) {
    recordProblem({ area: 'player', message: `play history read failed: ${String(error)}` });
    return usable(kept?.seconds);
  }
}

const isOffline = () => globalThis.navigator?.onLine === false;

function sendPosition(mediaId: string, seconds: number, options: { keepalive?: boolean; sub?: string }) {
  return post(
    SetPlayProgressDocument.toString(),
    'setPlayProgress',
    { mediaId, playheadSeconds: Math.floor(seconds * 10) / 10 },
    options,
  );
}

/** Saves the position of `mediaId` now (keepalive on page hide, so the request outlives the page). */
export async function savePosition(mediaId: string, seconds: number, keepalive = false): Promise<void> {
  if (!Number.isFinite(seconds) || seconds < 0) return;
  const sub = signedInSub();
  if (!sub) return;
  // Offline: kept at once, before anything asynchronous, because this may be the page's last moment.
  if (isOffline()) return keepPending(sub, mediaId, seconds);
  try {
    await sendPosition(mediaId, seconds, { keepalive });
  } catch (error) {
    if (error instanceof TypeError || isOffline()) keepPending(sub, mediaId, seconds);
    else recordProblem({ area: 'player', message: `play history save failed: ${String(error)}` });
  }
}

let flushing: Promise<void> | null = null;

/**
 * Sends the positions kept on this device for the signed-in account, unless the platform already holds a newer
 * one of the same media (saved on another device meanwhile). One flush at a time; what fails for the network
 * stays kept for the next time.
 */
export function flushPendingPositions(): Promise<void> {
  flushing ??= flush().finally(() => (flushing = null));
  return flushing;
}

async function flush(): Promise<void> {
  const sub = signedInSub();
  if (!sub || isOffline()) return;
  const kept = readPending(sub);
  const mediaIds = Object.keys(kept);
  if (mediaIds.length === 0) return;
  try {
    const data = await post<{ getMediaPlayedHistory: SavedEntry[] }>(
      GetMediaPlayedHistoryDocument.toString(),
      'getMediaPlayedHistory',
      { userId: sub, videoIds: mediaIds },
      { sub },
    );
    if (!data) return; // signed out, or another account, meanwhile: the positions wait for theirs
    const { send, superseded } = positionsToSend(kept, data.getMediaPlayedHistory);
    forgetPending(sub, superseded);
    for (const [mediaId, position] of Object.entries(send)) {
      if (!(await sendPosition(mediaId, position.seconds, { sub }))) return;
      forgetPending(sub, { [mediaId]: position });
    }
  } catch (error) {
    if (!(error instanceof TypeError))
      recordProblem({ area: 'player', message: `sending offline play positions failed: ${String(error)}` });
  }
}
