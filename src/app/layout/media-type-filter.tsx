/** The ALL / AUDIO / VIDEO filter (docs/product.md, "Content") as a group of toggle buttons. */
import type { FilterMediaType } from '../../core/api/generated/graphql';
import { ToggleGroup, type ToggleOption } from './toggle-group';

const MEDIA_TYPES: ReadonlyArray<ToggleOption<FilterMediaType>> = [
  { value: 'ALL', label: 'All' },
  { value: 'AUDIO', label: 'Audio' },
  { value: 'VIDEO', label: 'Video' },
];

export function MediaTypeFilter(props: {
  value: FilterMediaType;
  onChange: (value: FilterMediaType) => void;
  label: string;
}) {
  return <ToggleGroup options={MEDIA_TYPES} {...props} />;
}
