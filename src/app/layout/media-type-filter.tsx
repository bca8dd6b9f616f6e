/** The ALL / AUDIO / VIDEO filter (spec §3 "Filter media type") as a group of toggle buttons. */
import type { FilterMediaType } from '../../core/api/generated/graphql';

export const MEDIA_TYPES: ReadonlyArray<{ value: FilterMediaType; label: string }> = [
  { value: 'ALL', label: 'All' },
  { value: 'AUDIO', label: 'Audio' },
  { value: 'VIDEO', label: 'Video' },
];

export function MediaTypeFilter({
  value,
  onChange,
  label,
}: {
  value: FilterMediaType;
  onChange: (value: FilterMediaType) => void;
  label: string;
}) {
  return (
    <div className="chips" role="group" aria-label={label}>
      {MEDIA_TYPES.map((type) => (
        <button
          key={type.value}
          type="button"
          className="chip"
          aria-pressed={value === type.value}
          onClick={() => onChange(type.value)}
        >
          {type.label}
        </button>
      ))}
    </div>
  );
}
