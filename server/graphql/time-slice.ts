/**
 * Time slices for execution, so a large query shares the event loop instead of holding it.
 *
 * Our resolvers are synchronous: without this, a query runs from its first field to its last in one turn of the
 * event loop, and every other request on the platform (a station list, a now-playing stream, a media segment)
 * waits the whole run. The cost limit bounds how long that run can be, not what it does to others. Here every
 * field with an object or list type checks its request's slice; past `SLICE_MS` of work in one turn it resumes
 * on the next turn (setImmediate), after the event loop has served sockets and timers. All fields waiting in one
 * request share one wait, so a request takes at most one slice per turn however wide its answer is.
 */
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { isObject, namedOf } from './cost-limit';

/** Work one request may do before letting others in: small next to the 50 ms a small query may wait. */
const SLICE_MS = 4;

export interface TimeSlice {
  /** When this request's current slice began (performance.now()). */
  startedAt: number;
  /** The pending wait for the next turn, shared by every field that found the slice used up. */
  turn: Promise<void> | null;
  /** Time spent waiting for turns, in ms: the deadline counts the rest as the request's own work. */
  waited: number;
  /** The request's deadline (deadline.ts): once it has aborted, waiting fields never resume. */
  signal: AbortSignal | null;
}

export function newTimeSlice(signal: AbortSignal | null = null): TimeSlice {
  return { startedAt: performance.now(), turn: null, waited: 0, signal };
}

/**
 * What a waiting field becomes after the deadline: the executor has already answered 503, and a field that
 * resumed would fail on the executor's own deadline check in a branch nothing awaits any more (an unhandled
 * rejection, fatal to a Node process). A fresh promise that never settles is collected with its request; one
 * shared promise would keep every abandoned field's reaction for the life of the process.
 */
const abandoned = () => new Promise<never>(() => {});

function nextTurn(slice: TimeSlice): Promise<void> {
  const askedAt = performance.now();
  slice.turn ??= new Promise((resolve) =>
    setImmediate(() => {
      slice.turn = null;
      slice.startedAt = performance.now();
      slice.waited += slice.startedAt - askedAt;
      resolve();
    }),
  );
  return slice.turn;
}

function sliced(resolve: GraphQLFieldResolver<unknown, unknown>): GraphQLFieldResolver<unknown, unknown> {
  const run: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
    const slice = (context as { timeSlice?: TimeSlice } | null)?.timeSlice;
    if (!slice || (slice.turn === null && performance.now() - slice.startedAt < SLICE_MS))
      return resolve(source, args, context, info);
    // Checked again after the wait: the fields resumed in one turn share that turn's slice too.
    return nextTurn(slice).then(() =>
      slice.signal?.aborted ? abandoned() : run(source, args, context, info),
    );
  };
  return run;
}

/**
 * Wraps, in place, the resolver of every field that returns an object or a list of them: those are where an
 * answer fans out. Leaves are plain property reads and are left alone. Requests without a `timeSlice` in their
 * context (unit tests calling the schema directly) run as before.
 */
export function timeSliceSchema(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObject(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      // By shape (cost-limit.ts): the schema is built by yoga's copy of graphql, which under some loaders
      // (vitest) is another module instance than ours, so graphql-js' `instanceof` helpers would miss it.
      const named = namedOf(schema, field.type);
      if (!named || !('getFields' in named || 'getTypes' in named)) continue;
      field.resolve = sliced(
        (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, unknown>,
      );
    }
  }
  return schema;
}
