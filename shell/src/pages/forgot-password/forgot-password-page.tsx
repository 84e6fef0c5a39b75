import { useState } from 'react';
import { Link as RouterLink } from '@agrihub/shared/router';
import { useFormik } from 'formik';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { FormTextField } from '../../features/auth/components/form-text-field';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { api, errorMessage, fieldProps } from '@agrihub/shared/core';
import { AuthForm } from '../../features/auth/components/auth-form';
import { AuthLayout, PolicyLinks } from '../../features/auth/components/auth-layout';
import { emailField } from '../../features/auth/email-field';
import { BackIcon } from '@agrihub/shared/ui';
import { useShellTranslation } from '../../locales/pages';

const schema = yup.object({
  email: emailField(),
});

/**
 * The server mails a reset link when the account exists; its answer, and so the confirmation,
 * never reveals whether it does. A failed call keeps the email typed and says why.
 */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { t } = useShellTranslation();
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: schema,
    onSubmit: async ({ email }) => {
      setError(null);
      try {
        await api.post('/api/auth/forgot-password', { email: email.trim() });
        setSentTo(email.trim());
      } catch (e) {
        setError(errorMessage(e, t('forgot.failed')));
      }
    },
  });

  return (
    <AuthLayout footer={<PolicyLinks />}>
      <IconButton component={RouterLink} to="/login" aria-label={t('forgot.back')} edge="start" sx={{ mb: 1 }}>
        <BackIcon />
      </IconButton>
      {sentTo ? (
        <Box sx={{ textAlign: 'center' }}>
          <Box
            sx={{
              mx: 'auto',
              mb: 2,
              width: 56,
              height: 56,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: '#e8f5e9',
              color: 'primary.main',
            }}
          >
            <MarkEmailReadOutlinedIcon />
          </Box>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('forgot.checkEmail')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('forgot.sent', { email: sentTo })}
          </Typography>
          <Button component={RouterLink} to="/login" variant="contained" fullWidth size="large">
            {t('forgot.backToLogin')}
          </Button>
        </Box>
      ) : (
        <AuthForm title={t('forgot.title')} subtitle={t('forgot.subtitle')} formik={formik} error={error}>
          <FormTextField id="email" type="email" label={t('fields.email')} autoComplete="email" required {...fieldProps(formik, 'email')} />
          <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
            {t('forgot.submit')}
          </Button>
        </AuthForm>
      )}
    </AuthLayout>
  );
}
