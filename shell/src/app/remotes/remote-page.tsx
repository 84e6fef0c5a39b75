import type { ComponentType } from 'react';
import { createElement, useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ErrorBoundary } from '../error-boundary';
import type { RemoteName } from './remote-registry';
import { loadRemoteModule } from './remote-registry';
import { SHELL_ENGLISH, useShellTranslation } from '../../locales/i18n';

export const REMOTE_UNAVAILABLE_TEXT = SHELL_ENGLISH.remote.unavailable;

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useShellTranslation();
  return (
    <Box role="alert" sx={{ py: 6, display: 'flex', justifyContent: 'center' }}>
      <Alert
        severity="warning"
        sx={{ maxWidth: 520, width: '100%', alignItems: 'center' }}
        action={
          <Button color="inherit" variant="outlined" size="small" onClick={onRetry}>
            {t('remote.retry')}
          </Button>
        }
      >
        <Typography sx={{ fontWeight: 600 }}>{t('remote.unavailable')}</Typography>
        <Typography variant="body2">{t('remote.unavailableDetail')}</Typography>
      </Alert>
    </Box>
  );
}

export function RemoteLoading() {
  const { t } = useShellTranslation();
  return (
    <Box role="status" aria-live="polite" sx={{ py: 8, display: 'flex', gap: 2, justifyContent: 'center', alignItems: 'center' }}>
      <CircularProgress size={24} />
      <Typography color="text.secondary">{t('remote.loading')}</Typography>
    </Box>
  );
}

type PageModule = { default: ComponentType };
type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Page: ComponentType };

export interface RemotePageProps {
  remote: RemoteName;
  module: string;
  load?: typeof loadRemoteModule;
}

/** One remote page inside the shell's layout: loading state, then the page, or the fallback with Retry. */
export function RemotePage({ remote, module, load = loadRemoteModule }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    load<PageModule>(remote, module, { fresh: attempt > 0 }).then(
      (loaded) => current && setState({ status: 'ready', Page: loaded.default }),
      (error: unknown) => {
        console.error(`Remote ${remote}/${module} failed to load`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, module, attempt, load]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const fallback = <RemoteUnavailable onRetry={retry} />;
  if (state.status === 'loading') return <RemoteLoading />;
  if (state.status === 'failed') return fallback;
  return (
    <ErrorBoundary logAs={`Remote ${remote}/${module} failed`} resetKey={attempt} fallback={fallback}>
      {createElement(state.Page)}
    </ErrorBoundary>
  );
}
