/**
 * The registration wall (docs/product.md, "Registration wall", "Rules", "Roles and Audiostar+"): a full-screen dialog asking anonymous listeners
 * to join, shown when they try something that needs an account (bookmark, follow, notifications, my content).
 *
 * The host app shows it from `$walls`; as <primedia-registration-wall> a partner page can also open it with the
 * `open` attribute. On a partner origin the main site's session is out of reach, so both buttons fire
 * `primedia-signin-request`; a listed partner page then signs in through a popup and stays, any other page goes
 * to the main site's /user/login (docs/identity.md, "Partner pages"). Free of Apollo and of the auth module's code
 * until a button is pressed, so it fits the partner budget (docs/design.md, "Budgets").
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { showBanner } from '../../core/feedback/banner';
import { recordProblem } from '../../core/monitoring/problems';
import { waitingIntent } from '../../core/protected';
import {
  $walls,
  closeRegistrationWall,
  isPartnerPage,
  listedPartnerOrigin,
  partnerSignInUrl,
} from '../../core/walls';
import { Dialog } from '../dialog/dialog';
import { useEmit } from '../common/host-events';
import { CoverRows } from './cover-rows';

interface SignInRequest {
  /** True for 'Join for free' (sign-up), false for 'Log in'. */
  signUp: boolean;
}

export interface RegistrationWallProps {
  /** Opens the wall regardless of `$walls` (the custom element's `open` attribute). */
  open?: boolean;
  /** Replaces the default sign-in start (the main site's redirect, or the partner hand-off). */
  onSignInRequest?: (request: SignInRequest) => void;
}

const REGISTRATION_BENEFITS = [
  { icon: 'bookmark', title: 'Bookmark', text: 'Save anything for later' },
  { icon: 'follow', title: 'Follow', text: 'Always know about the latest' },
  { icon: 'notifications', title: 'Notifications', text: 'Always stay on top of your content' },
] as const;

const ICON_PATHS: Record<(typeof REGISTRATION_BENEFITS)[number]['icon'], string> = {
  bookmark: 'M6 3h12v18l-6-4.5L6 21z',
  follow: 'M12 5v14M5 12h14',
  notifications: 'M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4',
};

const LOGIN_FAILED_MESSAGE = 'unable to login, please try again later';

/** A listed partner page: the provider's popup, and the listener stays on the article (docs/identity.md, "Partner pages"). */
async function startPopupSignIn(signUp: boolean): Promise<void> {
  try {
    const { signInWithPopup } = await import('../../core/auth');
    await signInWithPopup(signUp);
  } catch (error) {
    recordProblem({ area: 'registration-wall', message: `popup sign-in did not start: ${String(error)}` });
    showBanner(LOGIN_FAILED_MESSAGE);
  }
}

async function startSignIn(signUp: boolean): Promise<void> {
  try {
    // Loaded on demand: partner pages never pay for the sign-in code.
    const { signIn } = await import('../../core/auth');
    await signIn({ signUp });
  } catch (error) {
    recordProblem({ area: 'registration-wall', message: `sign-in did not start: ${String(error)}` });
    showBanner(LOGIN_FAILED_MESSAGE); // docs/product.md, "Errors and messages"
  }
}

export function RegistrationWall({ open, onSignInRequest }: RegistrationWallProps) {
  const walls = useStore($walls, { ssr: 'initial' });
  // An `open` attribute stays set after the listener closes the wall; remember the dismissal until it changes.
  const [dismissedOpen, setDismissedOpen] = useState(false);
  const [previousOpen, setPreviousOpen] = useState(open);
  if (previousOpen !== open) {
    setPreviousOpen(open);
    setDismissedOpen(false);
  }
  const isOpen = walls.registration || (open === true && !dismissedOpen);
  const emit = useEmit();

  const close = () => {
    closeRegistrationWall();
    if (open) setDismissedOpen(true);
  };

  const request = (signUp: boolean) => {
    if (listedPartnerOrigin()) {
      const returnUrl = globalThis.location.href;
      const url = partnerSignInUrl(returnUrl, signUp);
      if (!emit('primedia-signin-request', { signUp, returnUrl, url }, true)) return;
      if (onSignInRequest) onSignInRequest({ signUp });
      else void startPopupSignIn(signUp);
      return;
    }
    if (isPartnerPage()) {
      const returnUrl = globalThis.location.href;
      const url = partnerSignInUrl(returnUrl, signUp, waitingIntent()?.remind);
      // The page may take the listener elsewhere itself: a cancelled request goes nowhere.
      if (!emit('primedia-signin-request', { signUp, returnUrl, url }, true)) return;
      if (onSignInRequest) onSignInRequest({ signUp });
      else globalThis.location.assign(url);
      return;
    }
    if (onSignInRequest) onSignInRequest({ signUp });
    else void startSignIn(signUp);
  };

  return (
    <Dialog
      open={isOpen}
      onClose={close}
      title="Register to Continue"
      closeLabel="Close registration"
      className="registration-wall"
      backdrop={<CoverRows active={isOpen} />}
    >
      <ul className="primedia-dialog__benefits">
        {REGISTRATION_BENEFITS.map((benefit) => (
          <li key={benefit.title} className="primedia-dialog__benefit">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d={ICON_PATHS[benefit.icon]}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
                strokeLinecap="round"
              />
            </svg>
            <p className="registration-wall__benefit-text">
              <strong>{benefit.title}</strong>
              <span>{benefit.text}</span>
            </p>
          </li>
        ))}
      </ul>
      <button type="button" className="primedia-dialog__primary" part="join" onClick={() => request(true)}>
        Join for free
      </button>
      <p className="registration-wall__login">
        <span>Already have an account?</span>{' '}
        <button
          type="button"
          className="registration-wall__login-button"
          part="login"
          onClick={() => request(false)}
        >
          Log in
        </button>
      </p>
    </Dialog>
  );
}
