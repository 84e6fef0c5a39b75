/** Query keys of Profile and Settings. */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  company: () => [...accountKeys.all, 'company'] as const,
  creditSettings: () => [...accountKeys.all, 'credit-settings'] as const,
};
