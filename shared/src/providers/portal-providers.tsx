import type { ReactNode } from 'react';
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { PortalThemeProvider } from '../theme/theme-provider';
import { createQueryClient } from '../query/query-client';

export const TOAST_MAX_VISIBLE = 3;
export const TOAST_AUTO_HIDE_MS = 4000;
const TOAST_ANCHOR = { vertical: 'top', horizontal: 'center' } as const;

export interface PortalServicesProps {
  children: ReactNode;
  /** Tests pass their own client (no retries); the app creates one with the spec's defaults. */
  queryClient?: QueryClient;
}

/** Toasts and the query client: what a page that reads data or confirms actions needs around it. */
export function PortalServices({ children, queryClient: given }: PortalServicesProps) {
  const [created] = useState(() => given ?? createQueryClient());
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX_VISIBLE}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      // At the top: a form's or dialog's actions are at its bottom, where a toast (which stays
      // while the pointer rests on it, as it does after the click that raised it) covered them.
      anchorOrigin={TOAST_ANCHOR}
    >
      <QueryClientProvider client={given ?? created}>{children}</QueryClientProvider>
    </SnackbarProvider>
  );
}

export type PortalProvidersProps = PortalServicesProps;

/** Theme, toasts and the query client: everything a page needs around it, in shell or standalone. */
export function PortalProviders({ children, queryClient }: PortalProvidersProps) {
  return (
    <PortalThemeProvider>
      <PortalServices queryClient={queryClient}>{children}</PortalServices>
    </PortalThemeProvider>
  );
}
