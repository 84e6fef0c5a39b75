/** Query keys read in more than one app (shell and remotes), from one factory. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  /** Every page of the notification center (refetched after a read). */
  pages: () => [...notificationKeys.all, 'page'] as const,
  page: (filters: Record<string, unknown>) => [...notificationKeys.pages(), filters] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  overview: () => [...dashboardKeys.all, 'overview'] as const,
};
