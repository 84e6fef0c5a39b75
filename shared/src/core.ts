// `@agrihub/shared/core`: what the sign-in page needs and nothing more: the theme, the API client
// and its errors, the session, formatting, validation rules and form bindings. Each entry point is
// a shared module of its own (see build/federation.mjs): importing this one loads neither the
// query client and toasts (`/providers`) nor the dialogs, selects and bell of the root entry.

export { portalTheme } from './theme/theme';
export { PortalThemeProvider } from './theme/theme-provider';
export { notificationKeys, dashboardKeys, queryKeys, QUERY_ROOTS } from './query/query-keys';
export type { QueryKeys, QueryRoot } from './query/query-keys';
export { apiClient, createApiClient, redirectToLogin, toApiError, API_PREFIX, LOGIN_PATH } from './api/api-client';
export type { ApiClient, ApiClientOptions, RequestOptions } from './api/api-client';
export type { UploadOptions } from './api/send-form';
export { api, typedApi } from './api/api';
export type { PathWith } from './api/api';
export { downloadFile } from './api/download-file';
export { ApiError, isApiError, isNotFound, errorMessage } from './api/api-error';
export { fieldErrorsOf } from './api/field-errors';
export type { ApiPath, ApiResponse, ApiData, ApiBody, ApiQuery } from './api/api-types';
export { getAccessToken, setAccessToken, clearAccessToken, subscribeAccessToken } from './api/token-store';
export {
  signIn,
  signOut,
  registerSeller,
  acceptInvitation,
  fetchProfile,
  restoreSession,
  mayHaveSession,
  useAccessToken,
  sessionKeys,
  LOGIN_NO_TOKEN_MESSAGE,
} from './session/session';
export type { SessionUser, RegistrationPayload, CompanyAddress, InvitationAcceptance } from './session/session';
export { formatPKR, formatPKRWhole, formatNumber, formatDate, formatDateTime, formatIsoDate, formatRelativeTime, pakistanToday } from './format/format';
export * from './validation/rules';
export { fieldProps } from './forms/field-props';
export { loadOnce } from './lib/load-once';
export type { TextFieldBinding } from './forms/field-props';
export {
  i18n,
  registerNamespace,
  setLanguage,
  prepareStoredLanguage,
  chosenLanguage,
  currentLanguage,
  translateText,
  isLanguage,
  LANGUAGES,
  LANGUAGE_NAMES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SHARED_NAMESPACE,
} from './i18n/i18n';
export type { Language } from './i18n/i18n';
export { useTranslation, Trans } from 'react-i18next';
export { ltr } from './format/format';
export { Ltr } from './i18n/ltr';
