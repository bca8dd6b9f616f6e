/**
 * The static cost of one operation, computed from the document and its variables before any resolver runs, so
 * that a query asking for too much is refused in microseconds instead of stalling the platform (one 1000-alias
 * Explore query used to answer 316 MB after 26 s).
 *
 * Cost is the number of fields the answer can hold: every field counts 1 (`__typename` is free), times the size
 * of each list above it. A page argument (`first`, `pageSize`, a root field's `episodesLimit`) is the size of the
 * list it pages, taken from the literal or the variable (the resolver's default when absent; nothing when out of
 * range, as the resolver then refuses it before building anything); a list the caller cannot size takes its size
 * from LIST_SIZES. Fragments are costed once each and reused at every spread; where a selection depends on the runtime type (interfaces,
 * unions), the most expensive possible type counts. Root fields are counted too, with their own cap
 * (aliases have graphql-armor's), so width is bounded even when each field is cheap. graphql-armor's own cost
 * rule cannot replace this one: it knows no list sizes and reads only literal `first`/`last`, so the variables
 * and `pageSize`/`episodesLimit` that size our lists would go unseen.
 */
import {
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  valueFromASTUntyped,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type DocumentNode,
} from 'graphql';
import { MAX_PAGE_SIZE } from './paging';

/** Sizes of the lists no argument bounds, from the seed's largest (rounded up) so estimates stay honest. */
const LIST_SIZES: Readonly<Record<string, number>> = {
  'HomeExplore.heroTeasers': 10,
  'HomeExplore.livestreams': 4,
  'ReelDetail.teaserList': 32,
  'NewsTeaserDetail.blocks': 10,
  'Competition.blocks': 10,
  'Query.getCurrentShows': 4,
  'Query.getStationList': 4,
  'Query.getEpgData': 48,
  'Query.getNowPlayingHistory': 300,
  'SearchResponse.shows': 10,
  'SearchResponse.songs': 20,
  'StationHighlights.podcasts': 8,
  'StationHighlights.news': 8,
  'StationHighlights.clips': 8,
  'Query.getPreviewPodcasts': 50,
  'Query.getMyContentByUser': 100,
  'Query.getMyReminders': 50,
  'Query.getMediaPlayedHistory': 100,
};
/** Any other list of objects. Lists of scalars count as one field: one resolver call, a few bytes. */
const DEFAULT_LIST_SIZE = 10;

/**
 * Page arguments: which argument sizes which list below the field, and the resolver's default when it is absent.
 * The size multiplies the connection's edges (or the search results), not its totalCount or pageInfo.
 */
const PAGED: Readonly<Record<string, { arg: string; fallback: number; list: string }>> = {
  'Query.getHomeExplore': { arg: 'first', fallback: 5, list: 'ReelConnection.edges' },
  'Query.getMiniExplore': { arg: 'first', fallback: 10, list: 'ReelConnection.edges' },
  'Query.getDetailByMediaIds': { arg: 'first', fallback: 20, list: 'MediaDetailConnection.edges' },
  'Query.getMyContentByIds': { arg: 'first', fallback: 20, list: 'MyContentConnection.edges' },
  'Query.getSearchContent': { arg: 'pageSize', fallback: 20, list: 'SearchResponse.results' },
};
/** episodeList pages with its own `first`, else with its root field's `episodesLimit`, else 20. */
const EPISODE_LIST = 'EpisodeConnection.edges';
const EPISODE_LIST_FALLBACK = 20;

export interface OperationCost {
  cost: number;
  rootFields: number;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  variables: Readonly<Record<string, unknown>>;
  /** Memo per selection set: a fragment under many parents is costed once per (concrete type, paging) key. */
  memo: WeakMap<SelectionSetNode, Map<string, number>>;
}

/** Sizes that paged fields above set for lists below them ("ReelConnection.edges" -> 100). */
type Pages = Readonly<Record<string, number>>;

function pageSize(walk: Walk, node: FieldNode, argName: string, fallback: number): number {
  const arg = node.arguments?.find((a) => a.name.value === argName);
  const raw = arg ? valueFromASTUntyped(arg.value, walk.variables) : undefined;
  if (raw === undefined || raw === null) return fallback;
  // Out of range (or not a number, which coercion refuses): the resolver refuses it with BAD_USER_INPUT before
  // any list below is built, so nothing below costs anything.
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > MAX_PAGE_SIZE) return 0;
  return raw;
}

/*
 * Type tests by shape and by name, not graphql-js' instanceof predicates: a test runner may load a second copy
 * of graphql (yoga's), whose types those predicates do not recognise.
 */
export const isObject = (type: GraphQLNamedType): type is GraphQLObjectType => 'isTypeOf' in type;
const isList = (type: GraphQLOutputType) => String(type).startsWith('[');

export function namedOf(schema: GraphQLSchema, type: GraphQLOutputType): GraphQLNamedType | undefined {
  return schema.getType(String(type).replace(/[[\]!]/g, ''));
}

/** The object types a type can be at run time: itself, a union's members, an interface's implementations. */
function concreteTypes(schema: GraphQLSchema, type: GraphQLNamedType): readonly GraphQLObjectType[] {
  if (isObject(type)) return [type];
  if ('getTypes' in type) return type.getTypes();
  if ('resolveType' in type) return schema.getImplementations(type).objects;
  return [];
}

/** Cost of a selection set on a (possibly abstract) type: the dearest concrete type wins. */
function setCost(walk: Walk, set: SelectionSetNode, type: GraphQLNamedType, pages: Pages): number {
  let dearest = 0;
  for (const concrete of concreteTypes(walk.schema, type))
    dearest = Math.max(dearest, concreteCost(walk, set, concrete, pages));
  return dearest;
}

/**
 * Cost of a selection set on one object type, each fragment's own selection costed once per (type, pages) and
 * reused at every spread: a fragment spread from many places (or fragments that spread each other twice over)
 * costs one visit each, never one per path.
 */
function concreteCost(walk: Walk, set: SelectionSetNode, type: GraphQLObjectType, pages: Pages): number {
  const key = `${type.name}:${JSON.stringify(pages)}`;
  let memo = walk.memo.get(set);
  const hit = memo?.get(key);
  if (hit !== undefined) return hit;
  if (!memo) walk.memo.set(set, (memo = new Map()));
  // Fragment cycles are refused by validation; costing a set inside itself as nothing keeps this walk finite.
  memo.set(key, 0);
  let sum = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      sum += fieldCost(walk, sel, type, pages);
      continue;
    }
    const fragment = sel.kind === Kind.FRAGMENT_SPREAD ? walk.fragments.get(sel.name.value) : sel;
    if (!fragment) continue;
    const condition = fragment.typeCondition ? walk.schema.getType(fragment.typeCondition.name.value) : type;
    // The fragment applies when `type` is one its condition can be at run time.
    if (condition && concreteTypes(walk.schema, condition).some((t) => t.name === type.name))
      sum += concreteCost(walk, fragment.selectionSet, type, pages);
  }
  memo.set(key, sum);
  return sum;
}

/** Fields at the root of the operation, fragments included, each fragment counted once per spread. */
function rootFieldCount(walk: Walk, set: SelectionSetNode, counted: Map<SelectionSetNode, number>): number {
  const hit = counted.get(set);
  if (hit !== undefined) return hit;
  counted.set(set, 0);
  let count = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) count += 1;
    else {
      const fragment = sel.kind === Kind.FRAGMENT_SPREAD ? walk.fragments.get(sel.name.value) : sel;
      if (fragment) count += rootFieldCount(walk, fragment.selectionSet, counted);
    }
  }
  counted.set(set, count);
  return count;
}

function fieldCost(walk: Walk, node: FieldNode, parent: GraphQLObjectType, pages: Pages): number {
  const name = node.name.value;
  if (name === '__typename') return 0;
  const def =
    name === '__schema'
      ? SchemaMetaFieldDef
      : name === '__type'
        ? TypeMetaFieldDef
        : parent.getFields()[name];
  // Unknown fields never get here after validation; cost them as one field if they do.
  if (!def) return 1;
  const coordinate = `${parent.name}.${name}`;
  let below = pages;
  if (parent === walk.schema.getQueryType()) {
    // A root field starts afresh; its episodesLimit pages every episodeList below that has no `first`.
    below = { [EPISODE_LIST]: pageSize(walk, node, 'episodesLimit', EPISODE_LIST_FALLBACK) };
  }
  const paged = PAGED[coordinate];
  if (paged) below = { ...below, [paged.list]: pageSize(walk, node, paged.arg, paged.fallback) };
  if (name === 'episodeList') {
    below = {
      ...below,
      [EPISODE_LIST]: pageSize(walk, node, 'first', below[EPISODE_LIST] ?? EPISODE_LIST_FALLBACK),
    };
  }
  if (!node.selectionSet) return 1;
  const named = namedOf(walk.schema, def.type);
  if (!named) return 1;
  const size = isList(def.type) ? (pages[coordinate] ?? LIST_SIZES[coordinate] ?? DEFAULT_LIST_SIZE) : 1;
  return size * (1 + setCost(walk, node.selectionSet, named, below));
}

/** Cost and root fields of the operation `operationName` (or the only one) of `document`. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> = {},
): OperationCost {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    else if (def.kind === Kind.OPERATION_DEFINITION) operations.push(def);
  }
  const op = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  const root = op ? schema.getRootType(op.operation) : null;
  if (!op || !root) return { cost: 0, rootFields: 0 };
  const walk: Walk = { schema, fragments, variables, memo: new WeakMap() };
  return {
    cost: setCost(walk, op.selectionSet, root, {}),
    rootFields: rootFieldCount(walk, op.selectionSet, new Map()),
  };
}
