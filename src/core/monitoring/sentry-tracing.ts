/**
 * Sentry's tracing integration, in a chunk of its own: only the pages sampled for traces load it
 * (sentry.ts, sampleTraces).
 */
export { browserTracingIntegration } from '@sentry/browser';
