import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from '@agrihub/shared/router';
import { useFormik } from 'formik';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NAME_MAX, api, errorMessage, fieldErrorsOf, fieldProps, requiredMessage, tooLongMessage } from '@agrihub/shared/core';
import type { ApiData } from '@agrihub/shared/core';
import { useAuthStore } from '../../features/auth/auth-store';
import { AuthForm } from '../../features/auth/components/auth-form';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { FormTextField } from '../../features/auth/components/form-text-field';
import { NewPasswordFields } from '../../features/auth/components/new-password-fields';
import { confirmPasswordField, newPasswordField } from '../../features/auth/password-field';

type Invitation = ApiData<'/api/invitations/{token}'>;

const ROLE_WORDS: Record<string, string> = { admin: 'an Admin', manager: 'a Manager', editor: 'an Editor', viewer: 'a Viewer' };

const schema = yup.object({
  firstName: yup.string().trim().required(requiredMessage('First name')).max(NAME_MAX, tooLongMessage('First name', NAME_MAX)),
  lastName: yup.string().trim().required(requiredMessage('Last name')).max(NAME_MAX, tooLongMessage('Last name', NAME_MAX)),
  password: newPasswordField(),
  confirmPassword: confirmPasswordField('password'),
});

/** A link that cannot be used any more: why, and a way on (ask for a new one, or sign in). */
function LinkProblem({ token, invitation }: { token: string; invitation: Invitation }) {
  const [asked, setAsked] = useState<'sent' | string | null>(null);
  const ask = async () => {
    try {
      await api.post('/api/invitations/{token}/request-new', undefined, { params: { token } });
      setAsked('sent');
    } catch (error) {
      setAsked(errorMessage(error, 'Your request could not be sent. Please try again.'));
    }
  };
  return (
    <Box>
      <Typography variant="h5" component="h1" gutterBottom>
        {invitation.state === 'used' ? 'Invitation already accepted' : 'This invitation cannot be used'}
      </Typography>
      <Alert severity={invitation.state === 'used' ? 'info' : 'warning'} sx={{ mb: 3 }}>
        {invitation.message}
      </Alert>
      {invitation.state === 'used' ? (
        <Button component={RouterLink} to="/login" variant="contained" fullWidth size="large">
          Go to Sign In
        </Button>
      ) : asked === 'sent' ? (
        <Alert severity="success">We asked the admins of {invitation.companyName} to send you a new invitation.</Alert>
      ) : (
        <>
          {asked ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {asked}
            </Alert>
          ) : null}
          <Button variant="contained" fullWidth size="large" onClick={() => void ask()}>
            Ask for a New Invitation
          </Button>
        </>
      )}
    </Box>
  );
}

/** /accept-invite?token=...: the invited person chooses a name and password and joins their company. */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const acceptInvite = useAuthStore((s) => s.acceptInvite);
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    api
      .get('/api/invitations/{token}', { params: { token } })
      .then(setInvitation)
      .catch((error: unknown) => setLoadError(errorMessage(error, 'The invitation could not be loaded. Please try again.')));
  }, [token]);

  const formik = useFormik({
    initialValues: {
      firstName: invitation?.name?.split(' ')[0] ?? '',
      lastName: invitation?.name?.split(' ').slice(1).join(' ') ?? '',
      password: '',
      confirmPassword: '',
    },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async ({ firstName, lastName, password }, helpers) => {
      setSubmitError(null);
      try {
        await acceptInvite(token, { firstName: firstName.trim(), lastName: lastName.trim(), password });
        navigate('/', { replace: true });
      } catch (error) {
        helpers.setErrors(fieldErrorsOf(error, ['firstName', 'lastName', 'password']));
        setSubmitError(errorMessage(error, 'Your account could not be created. Please try again.'));
      }
    },
  });

  return (
    <AuthLayout>
      {!token || loadError ? (
        <>
          <Alert severity="error" role="alert" sx={{ mb: 3 }}>
            {loadError ?? 'This invitation link is not complete. Open the whole link from the email.'}
          </Alert>
          <Button component={RouterLink} to="/login" variant="outlined" fullWidth size="large">
            Go to Sign In
          </Button>
        </>
      ) : !invitation ? (
        <Typography color="text.secondary" role="status">
          Loading your invitation...
        </Typography>
      ) : invitation.state !== 'valid' ? (
        <LinkProblem token={token} invitation={invitation} />
      ) : (
        <AuthForm
          title={`Join ${invitation.companyName}`}
          subtitle={`${invitation.invitedBy ?? 'An admin'} invited ${invitation.email} as ${ROLE_WORDS[invitation.role ?? ''] ?? 'a member'}. Choose your name and a password to sign in.`}
          onSubmit={formik.handleSubmit}
          error={submitError}
        >
          <FormTextField id="firstName" label="First Name" autoComplete="given-name" required {...fieldProps(formik, 'firstName')} />
          <FormTextField id="lastName" label="Last Name" autoComplete="family-name" required {...fieldProps(formik, 'lastName')} />
          <NewPasswordFields formik={formik} name="password" confirmName="confirmPassword" label="Password" />
          <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Joining...' : 'Accept Invitation'}
          </Button>
        </AuthForm>
      )}
    </AuthLayout>
  );
}
