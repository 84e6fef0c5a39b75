import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useSnackbar } from 'notistack';
import type { VariantType } from 'notistack';

export interface Toast {
  success(title: string, message?: string): void;
  info(title: string, message?: string): void;
  /** Failures and irreversible outcomes (spec: 'destructive' toasts). */
  destructive(title: string, message?: string): void;
}

function content(title: string, message?: string) {
  return (
    <Box sx={{ maxWidth: 300 }}>
      <Box component="strong" sx={{ display: 'block', fontWeight: 700 }}>
        {title}
      </Box>
      {message ? <Box sx={{ mt: 0.25, fontSize: '0.875rem', opacity: 0.95 }}>{message}</Box> : null}
    </Box>
  );
}

/** One helper for every toast: at most 3 visible, auto-closing after 4000 ms (PortalProviders). */
export function useToast(): Toast {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = (variant: VariantType) => (title: string, message?: string) => {
      enqueueSnackbar(content(title, message), { variant });
    };
    return { success: show('success'), info: show('info'), destructive: show('error') };
  }, [enqueueSnackbar]);
}
