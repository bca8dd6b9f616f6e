/**
 * The error banner (docs/product.md, "Feedback", "Errors and messages"): shows `$banner`'s message until the
 * listener dismisses it. It is an alert so screen readers announce it when it appears.
 */
import { useStore } from '@nanostores/react';
import { $banner, hideBanner } from '../../core/feedback/banner';
import './error-banner.css';

export function ErrorBanner() {
  const banner = useStore($banner, { ssr: 'initial' });
  if (!banner.showing) return null;
  return (
    <div className="error-banner" role="alert">
      <p className="error-banner__message">{banner.message}</p>
      <button type="button" className="error-banner__close" onClick={hideBanner} aria-label="Dismiss">
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
