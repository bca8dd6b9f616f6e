/**
 * How far the listener got in an item: from the account's play history when signed in, from this device's
 * kept positions otherwise (docs/player.md, "Up next"); null when never started.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $session } from '../../core/auth/session';
import { $accountPositions, loadAccountPositions } from '../../core/personal/account-positions';
import { $devicePositions, SERVER_POSITIONS } from '../../core/history/device-positions';

export function useListenedSeconds(mediaId: string): number | null {
  const session = useStore($session, { ssr: 'initial' });
  const device = useStore($devicePositions, { ssr: () => SERVER_POSITIONS });
  const account = useStore($accountPositions, { ssr: 'initial' });
  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    if (signedIn) loadAccountPositions();
  }, [signedIn]);
  if (signedIn) return account.seconds[mediaId] ?? null;
  return device[mediaId]?.seconds ?? null;
}
