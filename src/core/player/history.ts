/**
 * Play history of signed-in listeners (spec §7 getMediaPlayedHistory, and setPlayProgress in our contract):
 * where a listener stopped on-demand media is saved to the platform, so starting the same media later, on any
 * device, resumes there.
 *
 * - Only signed-in listeners and only on-demand media; widgets on partner pages are anonymous, so this does
 *   nothing there. The token comes from src/core/auth through a dynamic import, taken only when signed in, so
 *   anonymous pages never load the sign-in code; requests are plain fetch (no Apollo in the partner bundle).
 * - Saves are throttled (every SAVE_INTERVAL_MS while playing) plus on pause, stop and pagehide (keepalive).
 * - Failures are recorded and otherwise ignored: history must never stop playback. A save that fails because
 *   the network is gone is kept and sent when it returns (a download played offline).
 */
import { serviceConfig } from '../config';
import { APP_HEADERS } from '../api/headers';
import { GetMediaPlayedHistoryDocument, SetPlayProgressDocument } from '../api/generated/strings/graphql';
import { $session } from '../auth/session';
import { recordProblem } from '../monitoring/problems';

async function accessToken(): Promise<string | null> {
  if ($session.get().status !== 'signed-in') return null;
  const auth = await import('../auth');
  return auth.getAccessToken();
}

async function post<TData>(
  query: string,
  operationName: string,
  variables: Record<string, unknown>,
  keepalive = false,
): Promise<TData | null> {
  const token = await accessToken();
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

/** The saved position of `mediaId` for the signed-in listener, in seconds; undefined when none or anonymous. */
export async function loadSavedPosition(mediaId: string): Promise<number | undefined> {
  const userId = $session.get().user?.sub;
  if (!userId || $session.get().status !== 'signed-in') return undefined;
  try {
    const data = await post<{
      getMediaPlayedHistory: { video_id: string; playhead_seconds: number }[];
    }>(GetMediaPlayedHistoryDocument.toString(), 'getMediaPlayedHistory', { userId, videoIds: [mediaId] });
    const entry = data?.getMediaPlayedHistory.find((item) => item.video_id === mediaId);
    const seconds = entry?.playhead_seconds;
    return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
  } catch (error) {
    recordProblem({ area: 'player', message: `play history read failed: ${String(error)}` });
    return undefined;
  }
}

/** Saves the position of `mediaId` now (keepalive on page hide, so the request outlives the page). */
export async function savePosition(mediaId: string, seconds: number, keepalive = false): Promise<void> {
  if (!Number.isFinite(seconds) || seconds < 0) return;
  try {
    await post(
      SetPlayProgressDocument.toString(),
      'setPlayProgress',
      { mediaId, playheadSeconds: Math.floor(seconds * 10) / 10 },
      keepalive,
    );
  } catch (error) {
    if (error instanceof TypeError || globalThis.navigator?.onLine === false) keepForLater(mediaId, seconds);
    else recordProblem({ area: 'player', message: `play history save failed: ${String(error)}` });
  }
}

/**
 * Positions that could not be saved because the network was gone (a download listened to offline), the newest
 * per account and media, sent when the network returns (issue 16). In memory only; an entry of an account that
 * is no longer signed in is dropped, never saved to another account.
 */
const unsaved = new Map<string, { sub: string; mediaId: string; seconds: number }>();

function keepForLater(mediaId: string, seconds: number) {
  const sub = $session.get().user?.sub;
  if (!sub) return;
  if (unsaved.size === 0) globalThis.addEventListener?.('online', () => void flushUnsaved(), { once: true });
  unsaved.set(`${sub}\n${mediaId}`, { sub, mediaId, seconds });
}

async function flushUnsaved() {
  const sub = $session.get().user?.sub;
  const entries = [...unsaved.values()];
  unsaved.clear();
  for (const entry of entries) {
    if (entry.sub === sub) await savePosition(entry.mediaId, entry.seconds);
  }
}
