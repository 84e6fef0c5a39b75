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
import { NEW_PASSWORD_HELP, newPasswordField } from '../../features/auth/password-field';
import { COMPANY_INPUTS, COMPANY_SERVER_FIELDS, NAME_INPUTS, companyFields, nameFields, type TextInput } from '../../features/auth/sign-up-rules';

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
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  ...COMPANY_INPUTS,
];

const HELPERS: Partial<Record<TextFieldName, string>> = {
  password: NEW_PASSWORD_HELP,
};

export function SignupPage() {
  const register = useAuthStore((s) => s.register);
  const navigate = useNavigate();
  const toast = useToast();
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
        toast.success('Signup Successful', 'Your account has been created successfully! Redirecting...');
        timer.current = setTimeout(() => navigate('/', { replace: true }), SIGNUP_REDIRECT_MS);
      } catch (e) {
        const message = errorMessage(e, 'Signup failed');
        setError(message);
        toast.destructive('Signup Failed', message);
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
    <AuthLayout width={560}>
      <AuthForm title="Sign up" subtitle="Create your Manufacturer Account" onSubmit={formik.handleSubmit} error={error} errorTestId="signup-error">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}>
          {FIELDS.map(({ name, label, type, autoComplete, placeholder, half }) => (
            <FormTextField
              key={name}
              id={name}
              label={label}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              placeholder={placeholder}
              required
              {...fieldProps(formik, name, HELPERS[name])}
              sx={{ gridColumn: half ? undefined : '1 / -1' }}
            />
          ))}
        </Box>
        <FormControlLabel
          sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.25 } }}
          control={<Checkbox name="agreeToTerms" checked={formik.values.agreeToTerms} onChange={formik.handleChange} />}
          label={
            <Typography variant="body2" sx={{ pt: 0.5 }}>
              I agree to the <PolicyLink href={TERMS_URL}>Terms of Service</PolicyLink> and <PolicyLink href={PRIVACY_POLICY_URL}>Privacy Policy</PolicyLink>
            </Typography>
          }
        />
        <Button type="submit" variant="contained" size="large" disabled={!formik.values.agreeToTerms || formik.isSubmitting || succeeded}>
          {formik.isSubmitting ? 'Submitting...' : 'Create Account'}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to="/login" underline="hover" sx={{ fontWeight: 600 }}>
            Already have an account? Sign in
          </Link>
        </Typography>
      </AuthForm>
    </AuthLayout>
  );
}
