import { useState } from 'react';
import { Link as RouterLink } from '@agrihub/shared/router';
import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { FormTextField } from '../../features/auth/components/form-text-field';
import Typography from '@mui/material/Typography';
import { errorMessage, fieldProps } from '@agrihub/shared/core';
import { useAuthStore } from '../../features/auth/auth-store';
import { lazyYupValidate } from '../../features/auth/lazy-yup-validate';
import { AuthForm } from '../../features/auth/components/auth-form';
import { AuthLayout, PolicyLinks } from '../../features/auth/components/auth-layout';
import { useShellTranslation } from '../../locales/i18n';
import { LanguageSwitch } from '../../features/language/components/language-switch';

const validate = lazyYupValidate(() => import('./login-schema').then((m) => m.loginSchema));

export function LoginPage() {
  const login = useAuthStore((s) => s.login);
  const { t } = useShellTranslation();
  const [error, setError] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: { email: '', password: '', rememberMe: false },
    validate,
    onSubmit: async ({ email, password, rememberMe }) => {
      setError(null);
      try {
        // On success the store turns authenticated and PublicOnly (app.tsx) moves on.
        await login(email.trim(), password, rememberMe);
      } catch (e) {
        setError(errorMessage(e, t('login.failed')));
      }
    },
  });

  return (
    <AuthLayout corner={<LanguageSwitch />} footer={<PolicyLinks />}>
      <AuthForm title={t('login.title')} subtitle={t('login.subtitle')} formik={formik} error={error} errorTestId="login-error">
        <FormTextField id="email" type="email" label={t('login.email')} autoComplete="email" autoFocus required {...fieldProps(formik, 'email')} />
        <FormTextField id="password" type="password" label={t('login.password')} autoComplete="current-password" required {...fieldProps(formik, 'password')} />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <FormControlLabel
            control={<Checkbox name="rememberMe" checked={formik.values.rememberMe} onChange={formik.handleChange} />}
            label={t('login.rememberMe')}
          />
          <Link component={RouterLink} to="/forgot-password" underline="hover" variant="body2">
            {t('login.forgot')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('login.noAccount')}{' '}
          <Link component={RouterLink} to="/signup" underline="hover" sx={{ fontWeight: 600 }}>
            {t('login.signUp')}
          </Link>
        </Typography>
      </AuthForm>
    </AuthLayout>
  );
}
