/**
 * The mini player's data button (docs/data-saver.md): says whether the data saver is on, and opens a small panel with
 * the setting (and what was used), so a listener on mobile data can choose without leaving what they hear. A
 * disclosure, not a menu: the panel holds ordinary form controls, Tab walks through them, Escape closes it
 * and gives the focus back to the button.
 */
import { useStore } from '@nanostores/react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { $dataSaverActive } from '../../core/data-saver/active';
import { DataSaverChoice } from '../data-saver/data-saver-choice';

export function DataPanel({ children }: { children?: ReactNode }) {
  const active = useStore($dataSaverActive, { ssr: () => false });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className="mini-player__data">
      <button
        ref={button}
        type="button"
        className={`mini-player__data-button${active ? ' mini-player__data-button--on' : ''}`}
        part="data-saver"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {active ? 'Data saver on' : 'Data saver off'}
      </button>
      <div
        id={panelId}
        className="mini-player__data-panel"
        part="data-panel"
        role="group"
        aria-label="Data saver and data used"
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }}
      >
        <DataSaverChoice />
        {children}
      </div>
    </div>
  );
}
