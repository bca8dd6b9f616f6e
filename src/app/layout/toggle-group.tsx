/**
 * A labelled group of toggle buttons, one pressed at a time (aria-pressed), drawn as the app's chips: the
 * media-type filter (docs/product.md, "Content"), the search page's station filter and My Content's list
 * filter (all, following, bookmark). Pressing the pressed button calls onChange with its value again; a caller whose
 * filter can be switched off (the station filter) clears it there.
 */
export interface ToggleOption<T extends string> {
  value: T;
  label: string;
}

export function ToggleGroup<T extends string>({
  options,
  value,
  onChange,
  label,
}: {
  options: ReadonlyArray<ToggleOption<T>>;
  value: T | null;
  onChange: (value: T) => void;
  label: string;
}) {
  return (
    <div className="chips" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="chip"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
