/** A show's start and end as machine-readable <time> elements, e.g. "06:00 – 09:00" (South African time). */
import { formatShowTime } from './guide-time';

export function ShowTimeRange({ start, end }: { start: number; end: number }) {
  return (
    <>
      <time dateTime={new Date(start * 1000).toISOString()}>{formatShowTime(start)}</time>
      {' – '}
      <time dateTime={new Date(end * 1000).toISOString()}>{formatShowTime(end)}</time>
    </>
  );
}
