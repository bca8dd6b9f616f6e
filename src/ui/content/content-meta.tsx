/**
 * The content metadata of docs/product.md, "Content": overline, badges, author, publish date (en-ZA, in a `<time datetime>`),
 * duration, and the tags and topics lists.
 */
import { formatDuration, formatPublishDate } from './format';

export interface ContentMetaProps {
  author?: string | null;
  publishedAt?: { iso8601: string } | null;
  duration?: number | null;
  stationName?: string;
}

export function ContentMeta({ author, publishedAt, duration, stationName }: ContentMetaProps) {
  const date = publishedAt ? formatPublishDate(publishedAt.iso8601) : '';
  const length = formatDuration(duration);
  const parts = [
    stationName ? <span key="station">{stationName}</span> : null,
    author ? <span key="author">By {author}</span> : null,
    date && publishedAt ? (
      <time key="date" dateTime={publishedAt.iso8601}>
        {date}
      </time>
    ) : null,
    length ? (
      <span key="duration" className="content-meta__duration">
        {length}
      </span>
    ) : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <p className="content-meta">{parts}</p>;
}

export function Badges({ badges, premium }: { badges: readonly string[]; premium?: boolean }) {
  const all = premium && !badges.includes('Audiostar+') ? [...badges, 'Audiostar+'] : badges;
  if (all.length === 0) return null;
  return (
    <ul className="content-badges" aria-label="Badges">
      {all.map((badge) => (
        <li key={badge} className="content-badge">
          {badge}
        </li>
      ))}
    </ul>
  );
}

export function TagList({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="content-tags">
      <h2 className="content-tags__label">{label}</h2>
      <ul className="content-tags__list">
        {items.map((item) => (
          <li key={item} className="content-tag">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
