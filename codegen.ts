/**
 * GraphQL code generation from the contract (server/schema.graphql):
 *  - the client's typed documents (client preset) from src/**\/*.graphql into src/core/api/generated/;
 *  - the server's resolver types into server/graphql/generated/.
 * Both outputs are generated (gitignored); `npm run codegen` rebuilds them and fails on a document that does not
 * validate against the schema.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'server/schema.graphql',
  documents: ['src/**/*.graphql'],
  ignoreNoDocuments: false,
  overwrite: true,
  generates: {
    'src/core/api/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false },
        scalars: { ID: 'string', DateTime: 'string' },
      },
    },
    // The same documents as pre-printed strings for the Apollo-free widget queries (src/core/api/lite.ts), so no
    // GraphQL printer ships to partner pages.
    'src/core/api/generated/strings/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false },
        scalars: { ID: 'string', DateTime: 'string' },
      },
    },
    // Apollo's InMemoryCache needs the interface and union members to match fragments (src/core/api/client.ts).
    'src/core/api/generated/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, useExplicitTyping: true },
    },
    'server/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        contextType: '../context#GraphqlContext',
        // Resolvers return a Date or unix seconds; the scalar (server/graphql/scalars.ts) writes the ISO string.
        scalars: { DateTime: { input: 'Date', output: 'Date | number | string' } },
      },
    },
  },
};

export default config;
