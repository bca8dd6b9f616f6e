/**
 * Notification preferences (docs/product.md, "Stations", "Roles and Audiostar+": registered users only), stored on the account through
 * get/setNotificationPreferences. What each one controls: docs/product.md, "Notification preferences". Anonymous listeners
 * see what they could choose and a protected "Log in" that opens the registration wall (docs/product.md, "Rules"). Each change
 * is saved at once, optimistically; a failure puts the switch back and shows the error toast.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { $session } from '../../core/auth/session';
import { showToast } from '../../core/feedback/toast';
import { recordProblem } from '../../core/monitoring/problems';
import {
  fetchNotificationPreferences,
  saveNotificationPreferences,
  type Preferences,
} from '../../core/personal/api';
import { ProtectedButton } from '../protected/protected-action';
import './notification-preferences.css';

type PreferenceKey = keyof Preferences;

const NOTIFICATION_OPTIONS: readonly { key: PreferenceKey; title: string; text: string }[] = [
  { key: 'newEpisodes', title: 'New episodes', text: 'When a show or podcast you follow has a new episode' },
  { key: 'breakingNews', title: 'Breaking news', text: 'Major news as it happens' },
  { key: 'competitions', title: 'Competitions', text: 'When a new competition opens' },
  { key: 'stationUpdates', title: 'Station updates', text: 'Schedule changes and news from the stations' },
];

export const PREFERENCES_SAVE_FAILED = 'Could not save your notification settings. Please try again.';

type Load = { status: 'loading' } | { status: 'ready'; values: Preferences } | { status: 'failed' };

export function NotificationPreferences() {
  const session = useStore($session, { ssr: 'initial' });
  const sub = session.status === 'signed-in' ? (session.user?.sub ?? null) : null;
  const [load, setLoad] = useState<{ sub: string; load: Load } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const baseId = useId();

  useEffect(() => {
    if (!sub) return;
    let cancelled = false;
    fetchNotificationPreferences().then(
      (values) => !cancelled && setLoad({ sub, load: { status: 'ready', values } }),
      (error: unknown) => {
        recordProblem({ area: 'settings', message: `notification preferences failed: ${String(error)}` });
        if (!cancelled) setLoad({ sub, load: { status: 'failed' } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [sub, attempt]);

  if (session.status === 'pending') return <p className="notification-preferences__note">Loading…</p>;
  if (!sub) {
    return (
      <div className="notification-preferences">
        <p className="notification-preferences__note">
          Log in to choose what we notify you about: new episodes, breaking news, competitions and station
          updates.
        </p>
        <ProtectedButton className="notification-preferences__login" onAction={() => undefined}>
          Choose notifications
        </ProtectedButton>
      </div>
    );
  }
  const current: Load = load?.sub === sub ? load.load : { status: 'loading' };
  if (current.status === 'loading')
    return <p className="notification-preferences__note">Loading your notification settings…</p>;
  if (current.status === 'failed') {
    return (
      <div className="notification-preferences" role="alert">
        <p className="notification-preferences__note">Your notification settings could not be loaded.</p>
        <button
          type="button"
          className="notification-preferences__login"
          onClick={() => setAttempt((n) => n + 1)}
        >
          Try again
        </button>
      </div>
    );
  }

  const change = (key: PreferenceKey, value: boolean) => {
    const previous = current.values;
    setLoad({ sub, load: { status: 'ready', values: { ...previous, [key]: value } } });
    saveNotificationPreferences({ [key]: value }).then(
      (values) => setLoad((now) => (now?.sub === sub ? { sub, load: { status: 'ready', values } } : now)),
      (error: unknown) => {
        recordProblem({ area: 'settings', message: `notification preference not saved: ${String(error)}` });
        setLoad((now) =>
          now?.sub === sub && now.load.status === 'ready'
            ? { sub, load: { status: 'ready', values: { ...now.load.values, [key]: previous[key] } } }
            : now,
        );
        showToast(PREFERENCES_SAVE_FAILED);
      },
    );
  };

  return (
    <ul className="notification-preferences notification-preferences__list">
      {NOTIFICATION_OPTIONS.map((option) => {
        const id = `${baseId}-${option.key}`;
        return (
          <li key={option.key} className="notification-preferences__item">
            <input
              id={id}
              type="checkbox"
              role="switch"
              checked={current.values[option.key]}
              aria-describedby={`${id}-text`}
              onChange={(event) => change(option.key, event.currentTarget.checked)}
            />
            <label htmlFor={id}>{option.title}</label>
            <span id={`${id}-text`} className="notification-preferences__text">
              {option.text}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
