/** Query keys of Financing (only this remote reads them). */
export const financingKeys = {
  all: ['financing'] as const,
  applications: () => [...financingKeys.all, 'applications'] as const,
};
