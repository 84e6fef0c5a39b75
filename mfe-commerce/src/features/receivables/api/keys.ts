/** Query keys of the collections view (only this remote reads them). */
export const receivableKeys = {
  all: ['receivables'] as const,
  aging: (params: { q: string; bucket: string; page: number }) => [...receivableKeys.all, 'aging', params] as const,
};
