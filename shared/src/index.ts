export { portalTheme } from './theme/theme';
export { createQueryClient, retryDelay, QUERY_RETRIES, QUERY_GC_TIME_MS } from './query/query-client';
export { PortalProviders, TOAST_AUTO_HIDE_MS, TOAST_MAX_VISIBLE } from './providers/portal-providers';
export { PageHeader } from './ui/page-header';
export type { PageHeaderProps } from './ui/page-header';
export { StandaloneHarness, renderStandalone } from './standalone/standalone-harness';
export type { StandaloneOptions, StandalonePage } from './standalone/standalone-harness';
