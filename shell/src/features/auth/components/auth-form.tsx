import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface AuthFormProps {
  /** The page's heading, which also names the form. */
  title: string;
  subtitle: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Why the last attempt failed, shown above the fields. */
  error?: string | null;
  errorTestId?: string;
  children: ReactNode;
}

/** The form of a signed-out page: heading, a line saying what it is for, the failure and the fields. */
export function AuthForm({ title, subtitle, onSubmit, error, errorTestId, children }: AuthFormProps) {
  return (
    <>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {subtitle}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
        <Stack spacing={1.25}>
          {error ? (
            <Alert severity="error" role="alert" data-testid={errorTestId}>
              {error}
            </Alert>
          ) : null}
          {children}
        </Stack>
      </Box>
    </>
  );
}
