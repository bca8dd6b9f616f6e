/**
 * What listening used (docs/data-saver.md), from the bytes the player downloaded (src/core/data-saver/data-used.ts): a
 * two-line summary for the mini player's data panel, and a table per station and kind for Settings.
 */
import { useStore } from '@nanostores/react';
import { $dataUsed, formatBytes, splitKey, totalBytes, type DataUsed } from '../../core/data-saver/data-used';
import { useHydrated } from '../ssr/use-hydrated';

const KIND_NAMES = { live: 'Live radio', 'on-demand': 'On demand', video: 'Video' } as const;

const NOTHING: DataUsed = { month: '', monthBytes: {}, sessionBytes: {} };

/**
 * What this device used is kept on the device: the server's page (and the browser's first render, which must
 * match it) cannot know it, so it says it is counting rather than showing "0 B" and "Nothing played".
 */
const COUNTING = 'Counting…';

export function DataUsedSummary() {
  const used = useStore($dataUsed, { ssr: () => NOTHING });
  const known = useHydrated();
  const shown = (bytes: Record<string, number>) => (known ? formatBytes(totalBytes(bytes)) : COUNTING);
  return (
    <dl className="data-used">
      <dt>Used this session</dt>
      <dd data-testid="data-used-session">{shown(used.sessionBytes)}</dd>
      <dt>Used this month</dt>
      <dd data-testid="data-used-month">{shown(used.monthBytes)}</dd>
    </dl>
  );
}

export function DataUsedTable() {
  const used = useStore($dataUsed, { ssr: () => NOTHING });
  const known = useHydrated();
  const keys = [...new Set([...Object.keys(used.monthBytes), ...Object.keys(used.sessionBytes)])].sort();
  return (
    <>
      <DataUsedSummary />
      {!known ? null : keys.length === 0 ? (
        <p className="data-used__none">Nothing played on this device this month.</p>
      ) : (
        <table className="data-used__table">
          <caption>Data used by station and kind</caption>
          <thead>
            <tr>
              <th scope="col">Station</th>
              <th scope="col">Kind</th>
              <th scope="col">This session</th>
              <th scope="col">This month</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => {
              const { station, kind } = splitKey(key);
              return (
                <tr key={key}>
                  <th scope="row">{station}</th>
                  <td>{KIND_NAMES[kind] ?? kind}</td>
                  <td>{formatBytes(used.sessionBytes[key] ?? 0)}</td>
                  <td>{formatBytes(used.monthBytes[key] ?? 0)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}
