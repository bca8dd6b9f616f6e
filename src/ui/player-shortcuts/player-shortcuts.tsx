/**
 * The host app's player shortcuts (docs/player.md, "Keyboard"): one keydown listener on the document, and the
 * "?" dialog that lists them. Widgets do not get them: a partner's page has its own keys.
 */
import { useEffect, useState } from 'react';
import { Dialog } from '../dialog/dialog';
import { runShortcut } from './run-shortcut';
import { SHORTCUT_LIST, shortcutAllowedOn, shortcutOf } from './shortcut-keys';

export function PlayerShortcuts() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = shortcutOf(event);
      if (!action) return;
      const target = event.composedPath()[0];
      if (!shortcutAllowedOn(event, target instanceof Element ? target : null)) return;
      if (action === 'help') setOpen(true);
      else if (!runShortcut(action)) return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title="Keyboard shortcuts"
      closeLabel="Close keyboard shortcuts"
      className="player-shortcuts"
    >
      <dl className="player-shortcuts__list">
        {SHORTCUT_LIST.map(({ keys, does }) => (
          <div key={does} className="player-shortcuts__row">
            <dt>
              {keys.map((key, index) => (
                <span key={key}>
                  {index > 0 ? ' or ' : null}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{does}</dd>
          </div>
        ))}
      </dl>
      <p className="player-shortcuts__note">
        Not while typing in a text box. Skips and speed are for episodes and catch-up, not live radio.
      </p>
    </Dialog>
  );
}
