/** A show's name, a link to its show page when it has one. */
import type { StationShowFieldsFragment } from '../../../core/api/generated/graphql';
import { Link } from '../../router/link';

export function ShowName({ show, name = show.headline }: { show: StationShowFieldsFragment; name?: string }) {
  return show.url ? <Link href={show.url}>{name}</Link> : <>{name}</>;
}
