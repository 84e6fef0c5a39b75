import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from '@agrihub/shared/router';
import { useFormik } from 'formik';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { api, errorMessage, isApiError } from '@agrihub/shared/core';
import { AuthForm } from '../../features/auth/components/auth-form';
import { AuthLayout, PolicyLinks } from '../../features/auth/components/auth-layout';
import { NewPasswordFields } from '../../features/auth/components/new-password-fields';
import { confirmPasswordField, newPasswordField } from '../../features/auth/password-field';
import { useShellTranslation } from '../../locales/pages';

const schema = yup.object({
  password: newPasswordField('New password'),
  confirmPassword: confirmPasswordField('password'),
});

/** Where the page is: checking the link, the form, a link that cannot be used (why), or done. */
type Step = { is: 'checking' } | { is: 'form' } | { is: 'dead'; message?: string } | { is: 'done' };

/** The server's answer about the link itself (expired, used, unknown), as opposed to the password. */
const isDeadLink = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 410);

/** A heading, a line and one button: the page's outcomes other than the form. */
function Outcome({ title, text, action }: { title: string; text: string; action: { label: string; to: string } }) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to={action.to} variant="contained" fullWidth size="large">
        {action.label}
      </Button>
    </Box>
  );
}

/** The page a reset mail's link opens: checks the link first, so a dead one says so before any typing. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const { t } = useShellTranslation();
  // A dead link without the server's why: the page says the link from the mail is needed.
  const [step, setStep] = useState<Step>(token ? { is: 'checking' } : { is: 'dead' });
  const [error, setError] = useState<string | null>(null);
  // The server's verdict on a password, shown until that password is changed (a validation run
  // would replace it in formik's errors).
  const [refused, setRefused] = useState<{ password: string; message: string } | null>(null);

  useEffect(() => {
    if (!token) return undefined;
    let current = true;
    api.post('/api/auth/reset-password/check', { token }).then(
      () => current && setStep({ is: 'form' }),
      // Any other failure (no answer) still shows the form: the reset itself will say what is wrong.
      (e: unknown) => current && setStep(isDeadLink(e) ? { is: 'dead', message: errorMessage(e, '') || undefined } : { is: 'form' }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const formik = useFormik({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: schema,
    onSubmit: async ({ password }) => {
      setError(null);
      setRefused(null);
      try {
        await api.post('/api/auth/reset-password', { token, password });
        setStep({ is: 'done' });
      } catch (e) {
        const fieldError = isApiError(e) ? e.fieldErrors.password : undefined;
        if (isDeadLink(e)) setStep({ is: 'dead', message: errorMessage(e, '') || undefined });
        else if (fieldError) setRefused({ password, message: fieldError });
        else setError(errorMessage(e, t('reset.failed')));
      }
    },
  });

  const passwordRefusal = refused?.password === formik.values.password ? { error: true, helperText: refused.message } : {};

  return (
    <AuthLayout footer={<PolicyLinks />}>
      {step.is === 'done' ? (
        <Outcome title={t('reset.doneTitle')} text={t('reset.doneText')} action={{ label: t('reset.signIn'), to: '/login' }} />
      ) : step.is === 'dead' ? (
        <Outcome title={t('reset.deadTitle')} text={step.message ?? t('reset.noToken')} action={{ label: t('reset.newLink'), to: '/forgot-password' }} />
      ) : (
        <AuthForm title={t('reset.title')} subtitle={t('reset.subtitle')} formik={formik} error={error}>
          <NewPasswordFields formik={formik} name="password" confirmName="confirmPassword" refusal={passwordRefusal} />
          <Button type="submit" variant="contained" size="large" disabled={step.is === 'checking' || formik.isSubmitting}>
            {formik.isSubmitting ? t('reset.busy') : t('reset.submit')}
          </Button>
        </AuthForm>
      )}
    </AuthLayout>
  );
}
