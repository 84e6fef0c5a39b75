import { isApiError } from '@agrihub/shared';

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;
