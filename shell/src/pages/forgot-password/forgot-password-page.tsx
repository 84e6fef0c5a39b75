import { useState } from 'react';
import { Link as RouterLink } from '@agrihub/shared/router';
import { useFormik } from 'formik';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { FormTextField } from '../../features/auth/components/form-text-field';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { api, errorMessage, fieldProps } from '@agrihub/shared/core';
import { AuthForm } from '../../features/auth/components/auth-form';
import { AuthLayout, PolicyLink, PRIVACY_POLICY_URL, TERMS_URL } from '../../features/auth/components/auth-layout';
import { emailField } from '../../features/auth/email-field';

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
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: schema,
    onSubmit: async ({ email }) => {
      setError(null);
      try {
        await api.post('/api/auth/forgot-password', { email: email.trim() });
        setSentTo(email.trim());
      } catch (e) {
        setError(errorMessage(e, 'The reset link could not be sent. Please try again.'));
      }
    },
  });

  return (
    <AuthLayout
      footer={
        <>
          <PolicyLink href={PRIVACY_POLICY_URL}>Privacy and Policy</PolicyLink>
          <PolicyLink href={TERMS_URL}>Terms and Condition</PolicyLink>
        </>
      }
    >
      <IconButton component={RouterLink} to="/login" aria-label="Back to login" edge="start" sx={{ mb: 1 }}>
        <ArrowBackIcon />
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
            Check your email
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            If an account with {sentTo} exists, we will send a password reset email shortly.
          </Typography>
          <Button component={RouterLink} to="/login" variant="contained" fullWidth size="large">
            Back to Login
          </Button>
        </Box>
      ) : (
        <AuthForm
          title="Forgot password"
          subtitle="Enter the email of your seller account and we will send you a link to reset your password."
          onSubmit={formik.handleSubmit}
          error={error}
        >
          <FormTextField id="email" type="email" label="Email" autoComplete="email" required {...fieldProps(formik, 'email')} />
          <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
            Send Reset Link
          </Button>
        </AuthForm>
      )}
    </AuthLayout>
  );
}
