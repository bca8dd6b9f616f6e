/**
 * The update prompt (docs/offline.md): when a new build's service worker waits, a bar offers to reload into it. The
 * page keeps running the build it started with until the listener chooses, so nothing mixes two builds.
 */
import { useStore } from '@nanostores/react';
import { $updateWaiting, applyUpdate } from '../../core/offline/service-worker';
import './update-prompt.css';

export function UpdatePrompt() {
  const waiting = useStore($updateWaiting, { ssr: 'initial' });
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="status">
      <p className="update-prompt__message">A new version of Primedia+ is ready.</p>
      <button type="button" className="update-prompt__button" onClick={applyUpdate}>
        Reload
      </button>
    </div>
  );
}
