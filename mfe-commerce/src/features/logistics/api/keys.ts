/** Query keys of Logistics (only this remote reads them). */
export const logisticsKeys = {
  all: ['logistics'] as const,
  overview: () => [...logisticsKeys.all, 'overview'] as const,
};
