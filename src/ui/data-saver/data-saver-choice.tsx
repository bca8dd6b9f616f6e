/**
 * The data saver setting (docs/data-saver.md) as three radio buttons, Auto, On and Off, with a line that says what
 * applies now, so a listener on Auto can see whether it is saving data. Used by Settings and the mini player's
 * data panel; the setting itself lives in src/core/data-saver.
 */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { $dataSaverActive } from '../../core/data-saver/active';
import { $dataSaverSetting, setDataSaverSetting, type DataSaverSetting } from '../../core/data-saver/setting';

const OPTIONS: readonly { value: DataSaverSetting; label: string; hint: string }[] = [
  { value: 'auto', label: 'Auto', hint: 'On when your browser asks to save data or you are on mobile data' },
  { value: 'on', label: 'On', hint: 'Audio at 32 kb/s, video at 240p, smaller pictures' },
  { value: 'off', label: 'Off', hint: 'The best quality your connection allows' },
];

/** What applies now, in words. */
export function dataSaverStatus(setting: DataSaverSetting, active: boolean): string {
  if (setting === 'auto') {
    return active
      ? 'Data saver is on: your browser asks to save data or you are on mobile data.'
      : 'Data saver is off: your browser has not asked to save data.';
  }
  return active ? 'Data saver is on.' : 'Data saver is off.';
}

export function DataSaverChoice({ className = '' }: { className?: string }) {
  const setting = useStore($dataSaverSetting, { ssr: 'initial' });
  const active = useStore($dataSaverActive, { ssr: () => false });
  const name = useId();
  const statusId = `${name}-status`;
  return (
    <fieldset className={`data-saver-choice ${className}`} aria-describedby={statusId}>
      <legend className="data-saver-choice__legend">Data saver</legend>
      {OPTIONS.map((option) => (
        <label key={option.value} className="data-saver-choice__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={setting === option.value}
            onChange={() => setDataSaverSetting(option.value)}
          />
          <span>
            <strong>{option.label}</strong>
            <span className="data-saver-choice__hint"> {option.hint}</span>
          </span>
        </label>
      ))}
      <p id={statusId} className="data-saver-choice__status" role="status">
        {dataSaverStatus(setting, active)}
      </p>
    </fieldset>
  );
}
