/** Query keys of Retailer Insights (only this remote reads them). */
export const insightKeys = {
  all: ['retailer-insights'] as const,
  overview: () => [...insightKeys.all, 'overview'] as const,
  retailer: (id: string) => [...insightKeys.all, 'retailer', id] as const,
};
