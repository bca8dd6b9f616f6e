/**
 * The part of @sentry/browser that monitoring uses, as named imports in one lazily loaded module.
 *
 * A dynamic `import('@sentry/browser')` used as a namespace let the bundler keep whole export chains: reading
 * `breadcrumbsIntegration` off it pulled session replay (about 87 kB gz) into the chunk every listener loads,
 * where replay belongs in its own chunk (sentry-replay.ts), as tracing does (sentry-tracing.ts). Named imports keep
 * the chunk to what is used.
 */
export {
  addBreadcrumb,
  breadcrumbsIntegration,
  captureException,
  captureMessage,
  init,
} from '@sentry/browser';
