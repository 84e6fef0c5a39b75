/** Query keys of the signed-in account: its profile, its company's settings. */
export const authKeys = {
  all: ['account'] as const,
  profile: () => [...authKeys.all, 'profile'] as const,
  company: () => [...authKeys.all, 'company'] as const,
  creditSettings: () => [...authKeys.all, 'credit-settings'] as const,
};
