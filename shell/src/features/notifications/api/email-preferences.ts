import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@agrihub/shared/core';
import type { ApiData } from '@agrihub/shared/core';
import type { NotificationKind } from '@agrihub/shared/domain';

export type EmailPreferences = ApiData<'/api/notifications/preferences'>;

/** Apart from notificationKeys: marking notifications read does not touch the company's settings. */
export const emailPreferenceKeys = queryKeys('notification-email-preferences', {});

export async function getEmailPreferences(): Promise<EmailPreferences> {
  return api.get('/api/notifications/preferences');
}

export function useEmailPreferences() {
  return useQuery({ queryKey: emailPreferenceKeys.all, queryFn: getEmailPreferences });
}

/** Saves which kinds also go out by email (admins); the answer is the saved choice. */
export async function saveEmailPreferences(emailKinds: NotificationKind[]): Promise<EmailPreferences> {
  return api.put('/api/notifications/preferences', { emailKinds });
}

export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(emailPreferenceKeys.all, saved),
  });
}
