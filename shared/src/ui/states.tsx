import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SHARED_NAMESPACE } from '../i18n/i18n';

export function LoadingState({ label, minHeight = 200 }: { label?: string; minHeight?: number | string }) {
  const { t } = useTranslation(SHARED_NAMESPACE);
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight, display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }}>
      <CircularProgress size={22} />
      <Typography>{label ?? t('loading')}</Typography>
    </Box>
  );
}

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  dense?: boolean;
}

export function EmptyState({ title, description, icon, action, dense = false }: EmptyStateProps) {
  return (
    <Box sx={{ py: dense ? 3 : 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      {icon ? <Box sx={{ mb: 1, '& svg': { fontSize: 40, opacity: 0.6 } }}>{icon}</Box> : null}
      <Typography color="text.secondary">{title}</Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}

export interface ErrorStateProps {
  /** What failed, in the page's words: 'Failed to load orders'. */
  message: string;
  /** Why, when known: `errorMessage(error, '')` (the server's message, or that the trouble is ours). */
  detail?: string;
  onRetry?: () => void;
}

/** The one look of a failed load: what failed, why, and Try again. */
export function ErrorState({ message, detail, onRetry }: ErrorStateProps) {
  const why = detail?.trim();
  const { t } = useTranslation(SHARED_NAMESPACE);
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('tryAgain')}
          </Button>
        ) : undefined
      }
    >
      {message}
      {why && why !== message ? (
        <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5 }}>
          {why}
        </Typography>
      ) : null}
    </Alert>
  );
}
