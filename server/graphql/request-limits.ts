/**
 * The yoga plugin that applies the content API's limits (limits.ts; docs/security.md#content-api-graphql) and gives
 * each refusal its HTTP status. At parse: the guarded parser (text nesting, graphql-js' own token limit, fragment
 * fan-out). At validation: graphql-armor's depth, alias and directive rules, reported with our codes. Before
 * execution: root fields and the static cost, with the request's variables, so it cannot be a cached validation
 * rule. During it: the deadline and each execution's time slice (time-slice.ts). The response cap is applied
 * where the bytes are, in index.ts.
 */
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { GraphQLError, ValidationContext, ValidationRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { operationCost } from './cost-limit';
import { deadlineSignal } from './deadline';
import { refusal } from './errors';
import { guardedParse } from './document-guard';
import { LIMITS, limitsFor, TEST_LIMITS_HEADER, type GraphqlLimits } from './limits';
import { newTimeSlice, type TimeSlice } from './time-slice';

/** Codes of request-level errors that are the client's fault whichever Accept header it sent. */
const BAD_REQUEST_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'QUERY_TOO_DEEP',
  'DUPLICATE_FRAGMENT_SPREAD',
  'QUERY_TOO_LARGE',
  'QUERY_TOO_COSTLY',
  'TOO_MANY_ALIASES',
  'TOO_MANY_DIRECTIVES',
  'TOO_MANY_ROOT_FIELDS',
]);

/** Marks a request-level error as HTTP 400 for every Accept header, not only application/graphql-response+json. */
function asBadRequest(error: GraphQLError) {
  const extensions = error.extensions as Record<string, unknown>;
  extensions.http = { ...(extensions.http as object | undefined), status: 400, spec: false };
}

/**
 * An armor rule's refusal, reported with our code and words instead of thrown: its own error says "Syntax
 * Error" and comes from its copy of graphql, which yoga would mask.
 */
const reportAs = (code: string, message: string) => [
  (context: ValidationContext | null) => context?.reportError(refusal(message, code)),
];

/** graphql-armor's rules for depth (spreads and inline fragments add none), aliases and directives. */
export function armorRules(limits: Pick<GraphqlLimits, 'maxDepth' | 'maxAliases' | 'maxDirectives'>) {
  const { maxDepth, maxAliases, maxDirectives } = limits;
  return [
    maxDepthRule({
      n: maxDepth,
      flattenFragments: true,
      propagateOnRejection: false,
      onReject: reportAs('QUERY_TOO_DEEP', `Query is nested more than ${maxDepth} levels deep; simplify it`),
    }),
    maxAliasesRule({
      n: maxAliases,
      allowList: [],
      propagateOnRejection: false,
      onReject: reportAs('TOO_MANY_ALIASES', `Query uses more than ${maxAliases} aliases; ask for fewer`),
    }),
    maxDirectivesRule({
      n: maxDirectives,
      propagateOnRejection: false,
      onReject: reportAs(
        'TOO_MANY_DIRECTIVES',
        `Query uses more than ${maxDirectives} directives; ask for fewer`,
      ),
    }),
  ] as ValidationRule[];
}

/** The first limit the operation breaks, as the error to answer, or null. */
export function checkOperation(
  measured: { cost: number; rootFields: number },
  limits: Pick<GraphqlLimits, 'maxRootFields' | 'maxCost'>,
): GraphQLError | null {
  if (measured.rootFields > limits.maxRootFields)
    return refusal(
      `Query asks for ${measured.rootFields} root fields; at most ${limits.maxRootFields} are allowed`,
      'TOO_MANY_ROOT_FIELDS',
    );
  if (measured.cost > limits.maxCost)
    return refusal(
      `Query may return ${measured.cost} fields, over the limit of ${limits.maxCost}; ask for smaller pages or fewer fields`,
      'QUERY_TOO_COSTLY',
    );
  return null;
}

export function requestLimitsPlugin(options: { testHooks: boolean }): Plugin {
  const rules = armorRules(LIMITS);
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn(guardedParse(LIMITS, parseFn));
    },
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
    onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      const request = (args.contextValue as { request?: Request }).request;
      const limits = limitsFor(request?.headers.get(TEST_LIMITS_HEADER) ?? null, options.testHooks);
      const measured = operationCost(
        args.schema,
        args.document,
        args.operationName,
        args.variableValues ?? {},
      );
      const refused = checkOperation(measured, limits);
      if (refused) {
        setResultAndStopExecution({ errors: [refused] });
        return;
      }
      setExecuteFn(async (execArgs) => {
        // The slice starts with execution: parsing and the cost check above are bounded by the limits already.
        const slice = newTimeSlice();
        const { signal, clear } = deadlineSignal({
          workMs: limits.timeoutMs,
          wallMs: limits.wallTimeoutMs,
          waitedMs: () => slice.waited,
          reason: (limit) =>
            createGraphQLError(
              limit === 'work'
                ? `Query ran longer than ${limits.timeoutMs} ms and was stopped; try again or ask for less`
                : `The platform is too busy to answer within ${limits.wallTimeoutMs / 1000} s; try again`,
              { extensions: { code: 'QUERY_TIMEOUT', http: { status: 503 } } },
            ),
        });
        slice.signal = signal;
        (execArgs.contextValue as { timeSlice?: TimeSlice }).timeSlice = slice;
        try {
          // yoga's executor (@graphql-tools/executor) reads `signal`; graphql-js' ExecutionArgs type lacks it.
          return await executeFn({ ...execArgs, signal } as typeof execArgs);
        } finally {
          clear();
        }
      });
    },
    // Runs after yoga's own parse/validation hooks (which mark these errors "spec": 400 only for
    // application/graphql-response+json) and just before the response status is chosen.
    onResultProcess({ result }) {
      const results = Array.isArray(result) ? result : [result];
      for (const one of results) {
        if (!('errors' in one) || !one.errors) continue;
        for (const error of one.errors) {
          const code = error.extensions?.code;
          if (typeof code === 'string' && BAD_REQUEST_CODES.has(code)) asBadRequest(error);
        }
      }
    },
  };
}
