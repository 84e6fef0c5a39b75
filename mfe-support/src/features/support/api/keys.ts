/** Query keys of the support screen (only this remote reads them). */
export const supportKeys = {
  all: ['support'] as const,
  tickets: () => [...supportKeys.all, 'tickets'] as const,
  summary: () => [...supportKeys.all, 'tickets', 'summary'] as const,
  ticket: (id: string) => [...supportKeys.all, 'ticket', id] as const,
};
