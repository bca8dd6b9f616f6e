/** Show times as machine-readable <time> elements in South African time: "06:00", or "06:00 – 09:00". */
import { formatShowTime } from './guide-time';

export function ShowTime({ at }: { at: number }) {
  return <time dateTime={new Date(at * 1000).toISOString()}>{formatShowTime(at)}</time>;
}

/**
 * Isolated and left to right: on a right-to-left page the bidi algorithm would otherwise put the end time first
 * ("09:00 – 06:00").
 */
export function ShowTimeRange({ start, end }: { start: number; end: number }) {
  return (
    <bdi dir="ltr">
      <ShowTime at={start} />
      {' – '}
      <ShowTime at={end} />
    </bdi>
  );
}
