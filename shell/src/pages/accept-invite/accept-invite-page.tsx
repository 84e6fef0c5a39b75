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
import { useShellTranslation } from '../../locales/pages';

type Invitation = ApiData<'/api/invitations/{token}'>;

/** The roles an invitation names, as the text `invite.roles.<role>` ("as an Admin"). */
const ROLE_KEYS = { admin: true, manager: true, editor: true, viewer: true };

const schema = yup.object({
  firstName: yup.string().trim().required(requiredMessage('First name')).max(NAME_MAX, tooLongMessage('First name', NAME_MAX)),
  lastName: yup.string().trim().required(requiredMessage('Last name')).max(NAME_MAX, tooLongMessage('Last name', NAME_MAX)),
  password: newPasswordField(),
  confirmPassword: confirmPasswordField('password'),
});

/** A link that cannot be used any more: why, and a way on (ask for a new one, or sign in). */
function LinkProblem({ token, invitation }: { token: string; invitation: Invitation }) {
  const [asked, setAsked] = useState<'sent' | string | null>(null);
  const { t } = useShellTranslation();
  const ask = async () => {
    try {
      await api.post('/api/invitations/{token}/request-new', undefined, { params: { token } });
      setAsked('sent');
    } catch (error) {
      setAsked(errorMessage(error, t('invite.askFailed')));
    }
  };
  return (
    <Box>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(invitation.state === 'used' ? 'invite.usedTitle' : 'invite.deadTitle')}
      </Typography>
      <Alert severity={invitation.state === 'used' ? 'info' : 'warning'} sx={{ mb: 3 }}>
        {invitation.message}
      </Alert>
      {invitation.state === 'used' ? (
        <Button component={RouterLink} to="/login" variant="contained" fullWidth size="large">
          {t('invite.goToSignIn')}
        </Button>
      ) : asked === 'sent' ? (
        <Alert severity="success">{t('invite.asked', { company: invitation.companyName })}</Alert>
      ) : (
        <>
          {asked ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {asked}
            </Alert>
          ) : null}
          <Button variant="contained" fullWidth size="large" onClick={() => void ask()}>
            {t('invite.ask')}
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
  const { t } = useShellTranslation();

  useEffect(() => {
    if (!token) return;
    api
      .get('/api/invitations/{token}', { params: { token } })
      .then(setInvitation)
      .catch((error: unknown) => setLoadError(errorMessage(error, '') || t('invite.loadFailed')));
    // Loaded once per link; a later language change keeps the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
        setSubmitError(errorMessage(error, t('invite.failed')));
      }
    },
  });

  return (
    <AuthLayout>
      {!token || loadError ? (
        <>
          <Alert severity="error" role="alert" sx={{ mb: 3 }}>
            {loadError ?? t('invite.incomplete')}
          </Alert>
          <Button component={RouterLink} to="/login" variant="outlined" fullWidth size="large">
            {t('invite.goToSignIn')}
          </Button>
        </>
      ) : !invitation ? (
        <Typography color="text.secondary" role="status">
          {t('invite.loading')}
        </Typography>
      ) : invitation.state !== 'valid' ? (
        <LinkProblem token={token} invitation={invitation} />
      ) : (
        <AuthForm
          title={t('invite.join', { company: invitation.companyName })}
          subtitle={t('invite.invitedAs', {
            inviter: invitation.invitedBy ?? t('invite.anAdmin'),
            email: invitation.email,
            role: t(`invite.roles.${invitation.role && invitation.role in ROLE_KEYS ? invitation.role : 'member'}`),
          })}
          formik={formik}
          error={submitError}
        >
          <FormTextField id="firstName" label={t('fields.firstName')} autoComplete="given-name" required {...fieldProps(formik, 'firstName')} />
          <FormTextField id="lastName" label={t('fields.lastName')} autoComplete="family-name" required {...fieldProps(formik, 'lastName')} />
          <NewPasswordFields formik={formik} name="password" confirmName="confirmPassword" kind="first" />
          <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? t('invite.submitting') : t('invite.submit')}
          </Button>
        </AuthForm>
      )}
    </AuthLayout>
  );
}
