export { portalTheme } from './theme/theme';
export { createQueryClient, retryDelay, QUERY_RETRIES, QUERY_GC_TIME_MS, SIGNED_URL_REFRESH_MS } from './query/query-client';
export { notificationKeys, dashboardKeys } from './query/query-keys';
export { PortalProviders, TOAST_AUTO_HIDE_MS, TOAST_MAX_VISIBLE } from './providers/portal-providers';
export type { PortalProvidersProps } from './providers/portal-providers';

export { apiClient, createApiClient, redirectToLogin, toApiError, API_PREFIX, LOGIN_PATH } from './api/api-client';
export type { ApiClient, ApiClientOptions, RequestOptions } from './api/api-client';
export { downloadFile } from './api/download-file';
export { ApiError, isApiError, errorMessage } from './api/api-error';
export { fieldErrorsOf } from './api/field-errors';
export type { ApiPath, ApiResponse, ApiData, ApiBody, ApiQuery } from './api/api-types';
export { getAccessToken, setAccessToken, clearAccessToken, subscribeAccessToken } from './api/token-store';
export {
  signIn,
  signOut,
  registerSeller,
  fetchProfile,
  restoreSession,
  useAccessToken,
  sessionKeys,
  LOGIN_NO_TOKEN_MESSAGE,
} from './session/session';
export type { SessionUser, RegistrationPayload, CompanyAddress } from './session/session';

export { formatPKR, formatNumber, formatDate, formatDateTime, formatIsoDate, formatRelativeTime, pakistanToday } from './format/format';
export { EMAIL_RE, NTN_RE, ZIP_RE, isPakistaniPhone, isStrongEnoughPassword } from './validation/rules';

export { PageHeader } from './ui/page-header';
export type { PageHeaderProps } from './ui/page-header';
export { StatCard } from './ui/stat-card';
export type { StatCardProps } from './ui/stat-card';
export { StatusChip, statusTone, statusLabel } from './ui/status-chip';
export type { StatusChipProps, StatusKind, StatusTone } from './ui/status-chip';
export { LoadingState, EmptyState, ErrorState } from './ui/states';
export type { EmptyStateProps } from './ui/states';
export { ConfirmDialog } from './ui/confirm-dialog';
export type { ConfirmDialogProps } from './ui/confirm-dialog';
export { useDialogState } from './ui/use-dialog-state';
export type { DialogState } from './ui/use-dialog-state';
export { useToast } from './toast/use-toast';
export type { Toast } from './toast/use-toast';

export { NotificationBell, BELL_LIMIT } from './notifications/notification-bell';
export {
  getNotifications,
  markNotificationRead,
  useNotifications,
  useMarkNotificationRead,
} from './notifications/notifications-api';
export type { PortalNotification, NotificationList } from './notifications/notifications-api';

export { StandaloneHarness, renderStandalone } from './standalone/standalone-harness';
export type { StandaloneOptions, StandalonePage } from './standalone/standalone-harness';
export { fieldProps } from './forms/field-props';
export type { TextFieldBinding } from './forms/field-props';
export { SearchField, SEARCH_DELAY_MS } from './ui/search-field';
export type { SearchFieldProps } from './ui/search-field';
export { SelectField, optionLabel, toOption } from './forms/select-field';
export type { SelectFieldProps, SelectOption } from './forms/select-field';
export { useUrlFilters, readPage } from './ui/use-url-filters';
export type { UrlFilters, UrlFilterChange } from './ui/use-url-filters';
export { FilterSelect } from './ui/filter-select';
export type { FilterSelectProps } from './ui/filter-select';
export { FormDialog } from './forms/form-dialog';
export type { FormDialogProps } from './forms/form-dialog';
