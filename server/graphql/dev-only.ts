/**
 * What the content API tells only developers: the schema by introspection and "Did you mean …?" hints in
 * validation errors, both of which map the API for anyone probing it. Off unless GRAPHQL_DEV=1. Code
 * generation reads server/schema.graphql, not introspection, so it works either way.
 */
import type { ValidationRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

export const devGraphql = () => process.env.GRAPHQL_DEV === '1';

const SUGGESTION = / Did you mean .*\?$/;

/**
 * graphql-js' NoSchemaIntrospectionCustomRule by name: its own compares types by identity, which fails when a
 * test runner loads a second copy of graphql.
 */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        createGraphQLError('The schema is not open to introspection here; see server/schema.graphql', {
          nodes: [node],
        }),
      );
    }
  },
});

export function hideSchemaPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(noIntrospection);
      return ({ valid, result }) => {
        // Validation results may be cached per document, so the same errors come back again: trimming is
        // idempotent, and the error objects are the request's to answer with.
        if (!valid) for (const error of result) error.message = error.message.replace(SUGGESTION, '');
      };
    },
  };
}
