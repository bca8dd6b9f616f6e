/**
 * Headers every content API request carries (docs/product.md, "Calls to the platform"). Their own module, so Apollo-free callers (widgets'
 * `liteQuery`, play history) do not pull the Apollo link chain and graphql-js in with them.
 */
export const APP_HEADERS = { 'x-app-name': 'prime', 'x-app-platform': 'web' } as const;
