/**
 * /settings (docs/product.md, "Routes"; hideMobileNavigationBar): the account (sign in or join; who you are, Audiostar+, log out,
 * change password, delete account with a confirm step), notification preferences (registered listeners only,
 * docs/product.md, "Roles and Audiostar+"), this device's playback preferences (docs/product.md, "More features") and its data saver (docs/data-saver.md).
 */
import { BackLink } from '../layout/back-link';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $session, changePassword, deleteAccount, signIn } from '../../core/auth';
import { showBanner } from '../../core/feedback/banner';
import { recordProblem } from '../../core/monitoring/problems';
import {
  $playbackPreferences,
  PLAYBACK_DEFAULTS,
  setPlaybackPreference,
  type PlaybackPreferences,
} from '../../core/personal/playback-preferences';
import { openPaywall } from '../../core/walls';
import { DataSaverChoice } from '../../ui/data-saver/data-saver-choice';
import { DataUsedTable } from '../../ui/data-saver/data-used';
import { NotificationPreferences } from '../../ui/notification-preferences/notification-preferences';
import { navigate } from '../router/location';
import type { PageProps } from '../routes';
import './personal-pages.css';

const LOGIN_FAILED = 'unable to login, please try again later';

function redirect(start: () => Promise<void>, what: string) {
  start().catch((error: unknown) => {
    recordProblem({ area: 'settings', message: `${what} did not start: ${String(error)}` });
    showBanner(LOGIN_FAILED); // docs/product.md, "Errors and messages"
  });
}

function formatDate(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toLocaleDateString('en-ZA', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

function Account() {
  const session = useStore($session, { ssr: 'initial' });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  if (session.status === 'pending') return <p className="personal-muted">Checking your account…</p>;
  const user = session.user;
  if (session.status !== 'signed-in' || !user) {
    return (
      <>
        <p className="personal-muted">Log in to save bookmarks, follow shows and get notifications.</p>
        <div className="personal-actions">
          <button
            type="button"
            className="personal-button--primary"
            onClick={() => redirect(() => signIn(), 'sign-in')}
          >
            Log in
          </button>
          <button
            type="button"
            className="personal-button"
            onClick={() => redirect(() => signIn({ signUp: true }), 'sign-up')}
          >
            Join for free
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      <dl className="settings-account">
        {user.name ? (
          <>
            <dt className="personal-muted">Name</dt>
            <dd>{user.name}</dd>
          </>
        ) : null}
        <dt className="personal-muted">Email</dt>
        <dd>{user.email ?? 'Not shared'}</dd>
        <dt className="personal-muted">Membership</dt>
        <dd data-testid="membership">
          {user.audiostarPlus
            ? user.audiostarPlusUntil
              ? `Audiostar+ until ${formatDate(user.audiostarPlusUntil)}`
              : 'Audiostar+'
            : 'Free'}
        </dd>
      </dl>
      <div className="personal-actions">
        {user.audiostarPlus ? null : (
          <button type="button" className="personal-button--primary" onClick={openPaywall}>
            Upgrade to Audiostar+
          </button>
        )}
        {/* The one sign-out question; the identity provider then ends the session without asking again. */}
        {confirmSignOut ? null : (
          <button type="button" className="personal-button" onClick={() => setConfirmSignOut(true)}>
            Log out
          </button>
        )}
        <button
          type="button"
          className="personal-button"
          onClick={() => redirect(changePassword, 'change password')}
        >
          Change password
        </button>
        {confirmDelete ? null : (
          <button
            type="button"
            className="personal-button personal-button--danger"
            onClick={() => setConfirmDelete(true)}
          >
            Delete account
          </button>
        )}
      </div>
      {confirmSignOut ? (
        <div className="settings-confirm" role="group" aria-labelledby="settings-sign-out-heading">
          <h3 id="settings-sign-out-heading">Sign out of Primedia+?</h3>
          <p className="personal-muted">You will be signed out on this device.</p>
          <div className="personal-actions">
            <button type="button" className="personal-button" onClick={() => navigate('/user/logout')}>
              Sign out
            </button>
            <button
              type="button"
              className="personal-button"
              autoFocus
              onClick={() => setConfirmSignOut(false)}
            >
              Stay signed in
            </button>
          </div>
        </div>
      ) : null}
      {confirmDelete ? (
        <div className="settings-confirm" role="group" aria-labelledby="settings-delete-heading">
          <h3 id="settings-delete-heading">Delete your account?</h3>
          <p className="personal-muted">
            Your bookmarks, follows, listening history and settings are removed for good. You will confirm
            once more on the sign-in page.
          </p>
          <div className="personal-actions">
            <button
              type="button"
              className="personal-button personal-button--danger"
              onClick={() => redirect(deleteAccount, 'delete account')}
            >
              Yes, delete my account
            </button>
            {/* The safe choice takes focus, as the button that opened this step is gone. */}
            <button
              type="button"
              className="personal-button"
              autoFocus
              onClick={() => setConfirmDelete(false)}
            >
              Keep my account
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}

const PLAYBACK_OPTIONS: readonly { key: keyof PlaybackPreferences; title: string; text: string }[] = [
  {
    key: 'resumeOnDemand',
    title: 'Resume where I left off',
    text: 'Episodes and videos continue from where you stopped.',
  },
  {
    key: 'keepHistory',
    title: 'Keep my listening history',
    text: 'Saves your progress to your account for Recently played and your other devices.',
  },
  {
    key: 'autoPlayNext',
    title: 'Play the next episode automatically',
    text: 'When an episode ends, the next one from Up next, else from its podcast, plays after a short countdown.',
  },
];

function Playback() {
  const preferences = useStore($playbackPreferences, { ssr: () => PLAYBACK_DEFAULTS });
  return (
    <>
      {PLAYBACK_OPTIONS.map((option) => (
        <label key={option.key} className="personal-check">
          <input
            type="checkbox"
            role="switch"
            checked={preferences[option.key]}
            onChange={(event) => setPlaybackPreference(option.key, event.currentTarget.checked)}
          />
          <span>
            <strong>{option.title}</strong>
            <br />
            <span className="personal-muted">{option.text}</span>
          </span>
        </label>
      ))}
    </>
  );
}

export default function SettingsPage(_props: PageProps) {
  return (
    <main className="personal-page settings-page">
      <BackLink fallback="/" label="Back" />
      <h1>Settings</h1>
      <section className="personal-section" aria-labelledby="settings-account">
        <h2 id="settings-account">Account</h2>
        <Account />
      </section>
      <section className="personal-section" aria-labelledby="settings-notifications">
        <h2 id="settings-notifications">Notifications</h2>
        <NotificationPreferences />
      </section>
      <section className="personal-section" aria-labelledby="settings-playback">
        <h2 id="settings-playback">Playback</h2>
        <Playback />
      </section>
      <section className="personal-section" aria-labelledby="settings-data">
        <h2 id="settings-data">Data</h2>
        <p className="personal-muted">Kept on this device.</p>
        <DataSaverChoice />
        <DataUsedTable />
      </section>
    </main>
  );
}
