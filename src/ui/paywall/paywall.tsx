/**
 * The paywall (docs/product.md, "Paywall", "Roles and Audiostar+", "Constants" 7-day trial then
 * 100 ZAR / month): a full-screen dialog opened by `$walls` when a free listener reaches premium content
 * (`runPremium`, src/core/protected.ts). The trial and restore run against the platform and then renew the
 * session, so `$session` shows Audiostar+ (src/core/personal/subscription.ts).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $session } from '../../core/auth/session';
import {
  outcomeMessage,
  PRICE_NOTE,
  restorePurchases,
  startTrial,
  type SubscriptionOutcome,
} from '../../core/personal/subscription';
import { runProtected } from '../../core/protected';
import { $walls, closePaywall } from '../../core/walls';
import { Dialog } from '../dialog/dialog';
import { PromoStrip } from './promo-strip';

const PAYWALL_BENEFITS = [
  { title: 'All Access', text: 'Every show, podcast and premium episode' },
  { title: 'No Ads', text: 'Listen without interruptions' },
  { title: 'Downloads', text: 'Save episodes to listen offline' },
  { title: 'Cancel Anytime', text: 'No commitment: stop whenever you like' },
] as const;

type Busy = 'trial' | 'restore' | null;

export function Paywall() {
  const walls = useStore($walls, { ssr: 'initial' });
  const session = useStore($session, { ssr: 'initial' });
  const [busy, setBusy] = useState<Busy>(null);
  const [outcome, setOutcome] = useState<SubscriptionOutcome | null>(null);

  const close = () => {
    closePaywall();
    setOutcome(null);
  };

  const run = (which: Exclude<Busy, null>) =>
    runProtected(() => {
      setBusy(which);
      setOutcome(null);
      void (which === 'trial' ? startTrial() : restorePurchases()).then((result) => {
        setOutcome(result);
        setBusy(null);
      });
    });

  const premium = outcome?.kind === 'premium' || (session.user?.audiostarPlus ?? false);
  const failed = outcome !== null && outcome.kind !== 'premium';

  return (
    <Dialog
      open={walls.paywall}
      onClose={close}
      title="Upgrade to Audiostar+"
      closeLabel="Close Audiostar+ offer"
      className="paywall"
      backdrop={<PromoStrip />}
    >
      <ul className="primedia-dialog__benefits">
        {PAYWALL_BENEFITS.map((benefit) => (
          <li key={benefit.title} className="primedia-dialog__benefit">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M5 12.5l4.5 4.5L19 7.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.4"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <p className="paywall__benefit-text">
              <strong>{benefit.title}</strong>
              <span>{benefit.text}</span>
            </p>
          </li>
        ))}
      </ul>
      <p
        className={`paywall__outcome${failed ? ' paywall__outcome--failed' : ''}`}
        role={failed ? 'alert' : 'status'}
        aria-live={failed ? 'assertive' : 'polite'}
      >
        {outcome ? outcomeMessage(outcome) : ''}
      </p>
      {premium && outcome ? (
        <button type="button" className="primedia-dialog__primary" onClick={close}>
          Start listening
        </button>
      ) : (
        <div className="paywall__actions">
          <button
            type="button"
            className="primedia-dialog__primary"
            disabled={busy !== null}
            aria-busy={busy === 'trial'}
            onClick={() => run('trial')}
          >
            {busy === 'trial' ? 'Starting your trial…' : 'Try free for 7 days'}
          </button>
          <p className="paywall__note">{PRICE_NOTE}</p>
          <button
            type="button"
            className="primedia-dialog__secondary"
            disabled={busy !== null}
            aria-busy={busy === 'restore'}
            onClick={() => run('restore')}
          >
            {busy === 'restore' ? 'Restoring…' : 'Restore Purchases'}
          </button>
        </div>
      )}
    </Dialog>
  );
}
