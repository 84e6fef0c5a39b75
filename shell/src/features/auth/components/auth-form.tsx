import { useEffect, useRef } from 'react';
import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface AuthFormProps<V> {
  /** The page's heading, which also names the form. */
  title: string;
  subtitle: ReactNode;
  /**
   * The page's form state. It is sent on submit, and it starts from what the visitor typed into the
   * server's HTML of the page (src/prerender.tsx) before its code took over, by field name.
   */
  formik: {
    handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
    setValues: (values: (current: V) => V) => unknown;
  };
  /** Why the last attempt failed, shown above the fields. */
  error?: string | null;
  errorTestId?: string;
  children: ReactNode;
}

/** The fields whose shown value is not the one the page was sent with: typed before the code took over. */
function typedBeforeStart(form: HTMLFormElement): Record<string, string | boolean> {
  const typed: Record<string, string | boolean> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || !element.name) continue;
    if (element.type === 'checkbox') {
      if (element.checked !== element.defaultChecked) typed[element.name] = element.checked;
    } else if (element.value !== element.defaultValue) {
      typed[element.name] = element.value;
    }
  }
  return typed;
}

/** The form of a signed-out page: heading, a line saying what it is for, the failure and the fields. */
export function AuthForm<V extends object>({ title, subtitle, formik, error, errorTestId, children }: AuthFormProps<V>) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const typed = form.current ? typedBeforeStart(form.current) : {};
    if (Object.keys(typed).length > 0) void formik.setValues((current) => ({ ...current, ...typed }));
    // Not React state: a second render of the whole form for a mark only tests read.
    form.current?.setAttribute('data-started', '');
    // Once, when the page's code has taken over the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {subtitle}
      </Typography>
      {/* POST: sent before the page's code has loaded, the fields never land in a URL (the server sends
          the page back). data-started tells a test the code has taken over the server's HTML. */}
      <Box component="form" ref={form} method="post" noValidate onSubmit={formik.handleSubmit} aria-label={title}>
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
