import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from '@agrihub/shared/router';
import { useFormik } from 'formik';
import type { FormikErrors } from 'formik';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { FormTextField } from '../../features/auth/components/form-text-field';
import Typography from '@mui/material/Typography';
import { errorMessage, fieldProps, isApiError } from '@agrihub/shared/core';
import { useToast } from '@agrihub/shared/providers';
import { useAuthStore } from '../../features/auth/auth-store';
import { AuthForm } from '../../features/auth/components/auth-form';
import { AuthLayout, PolicyLink, PRIVACY_POLICY_URL, TERMS_URL } from '../../features/auth/components/auth-layout';
import { emailField } from '../../features/auth/email-field';
import { newPasswordField } from '../../features/auth/password-field';
import { COMPANY_INPUTS, COMPANY_SERVER_FIELDS, NAME_INPUTS, companyFields, nameFields, type TextInput } from '../../features/auth/sign-up-rules';
import { Trans } from '@agrihub/shared/core';
import { useShellTranslation } from '../../locales/pages';
import { LanguageSwitch } from '../../features/language/components/language-switch';

export const SIGNUP_REDIRECT_MS = 1200;

export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyName: string;
  companyCity: string;
  companyState: string;
  companyZip: string;
  phone: string;
  taxId: string;
  agreeToTerms: boolean;
}

const initialValues: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  companyName: '',
  companyCity: '',
  companyState: '',
  companyZip: '',
  phone: '',
  taxId: '',
  agreeToTerms: false,
};

const schema = yup.object({
  ...nameFields(),
  email: emailField(),
  password: newPasswordField(),
  ...companyFields(),
  agreeToTerms: yup.boolean().oneOf([true], 'You must agree to the terms to continue'),
});

/** Server field names (400 `errors`) -> form fields. */
const SERVER_FIELDS: Record<string, keyof SignupValues> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  password: 'password',
  ...COMPANY_SERVER_FIELDS,
};

type TextFieldName = Exclude<keyof SignupValues, 'agreeToTerms'>;

const FIELDS: TextInput<TextFieldName>[] = [
  ...NAME_INPUTS,
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  ...COMPANY_INPUTS,
];

export function SignupPage() {
  const register = useAuthStore((s) => s.register);
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useShellTranslation();
  const [error, setError] = useState<string | null>(null);
  // After success the button stays disabled until the redirect, so the account is not created twice.
  const [succeeded, setSucceeded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const formik = useFormik<SignupValues>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setError(null);
      try {
        await register({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          password: values.password,
          companyName: values.companyName.trim(),
          companyAddress: { city: values.companyCity.trim(), state: values.companyState.trim(), zipCode: values.companyZip.trim() },
          phone: values.phone.trim(),
          taxId: values.taxId.trim(),
        });
        setSucceeded(true);
        toast.success(t('signup.successTitle'), t('signup.successText'));
        timer.current = setTimeout(() => navigate('/', { replace: true }), SIGNUP_REDIRECT_MS);
      } catch (e) {
        const message = errorMessage(e, t('signup.failed'));
        setError(message);
        toast.destructive(t('signup.failedTitle'), message);
        if (isApiError(e)) {
          const fieldErrors: FormikErrors<SignupValues> = {};
          for (const [serverName, text] of Object.entries(e.fieldErrors)) {
            const field = SERVER_FIELDS[serverName];
            if (field && field !== 'agreeToTerms') fieldErrors[field] = text;
          }
          if (Object.keys(fieldErrors).length > 0) helpers.setErrors(fieldErrors);
        }
      }
    },
  });

  return (
    <AuthLayout width={560} corner={<LanguageSwitch />}>
      <AuthForm title={t('signup.title')} subtitle={t('signup.subtitle')} formik={formik} error={error} errorTestId="signup-error">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}>
          {FIELDS.map(({ name, type, autoComplete, placeholder, half }) => (
            <FormTextField
              key={name}
              id={name}
              label={t(`fields.${name}`)}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              placeholder={placeholder ? t(`placeholders.${name}`) : undefined}
              required
              {...fieldProps(formik, name, name === 'password' ? t('helpers.newPassword') : undefined)}
              sx={{ gridColumn: half ? undefined : '1 / -1' }}
            />
          ))}
        </Box>
        <FormControlLabel
          sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.25 } }}
          control={<Checkbox name="agreeToTerms" checked={formik.values.agreeToTerms} onChange={formik.handleChange} />}
          label={
            <Typography variant="body2" sx={{ pt: 0.5 }}>
              <Trans
                t={t}
                i18nKey="signup.agree"
                components={{ terms: <PolicyLink href={TERMS_URL}>{null}</PolicyLink>, privacy: <PolicyLink href={PRIVACY_POLICY_URL}>{null}</PolicyLink> }}
              />
            </Typography>
          }
        />
        <Button type="submit" variant="contained" size="large" disabled={!formik.values.agreeToTerms || formik.isSubmitting || succeeded}>
          {formik.isSubmitting ? t('signup.submitting') : t('signup.submit')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to="/login" underline="hover" sx={{ fontWeight: 600 }}>
            {t('signup.haveAccount')}
          </Link>
        </Typography>
      </AuthForm>
    </AuthLayout>
  );
}
