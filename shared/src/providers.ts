// `@agrihub/shared/providers`: the query client and toasts (react-query and notistack), for pages
// that read data or confirm actions: the shell loads it with the signed-in area and sign-up, not
// with the sign-in page.

export { createQueryClient, retryDelay, QUERY_RETRIES, QUERY_GC_TIME_MS, SIGNED_URL_REFRESH_MS } from './query/query-client';
export { PortalProviders, PortalServices, TOAST_AUTO_HIDE_MS, TOAST_MAX_VISIBLE } from './providers/portal-providers';
export type { PortalProvidersProps, PortalServicesProps } from './providers/portal-providers';
export { useRefreshingMutation } from './query/use-refreshing-mutation';
export type { RefreshingMutationOptions } from './query/use-refreshing-mutation';
export { useToast } from './toast/use-toast';
export type { Toast } from './toast/use-toast';
