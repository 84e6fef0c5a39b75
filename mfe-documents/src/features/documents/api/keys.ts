/** Query keys of the documents remote (only this remote reads them). */
export const documentKeys = {
  all: ['documents'] as const,
  list: () => [...documentKeys.all, 'list'] as const,
  summary: () => [...documentKeys.all, 'summary'] as const,
  checklist: () => [...documentKeys.all, 'checklist'] as const,
};
