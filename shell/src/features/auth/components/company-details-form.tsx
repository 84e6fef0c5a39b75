import * as yup from 'yup';
import { EMAIL_MAX, EMAIL_RE, MESSAGES, STREET_MAX, salesTaxBasisPoints, tooLongMessage } from '@agrihub/shared/core';
import { useToast } from '@agrihub/shared/providers';
// The root entry's form hook, as the remotes use it: this file loads with the Settings page only.
// eslint-disable-next-line no-restricted-imports
import { useDialogForm } from '@agrihub/shared';
import { COMPANY_INPUTS, COMPANY_SERVER_FIELDS, companyFields, type TextInput } from '../sign-up-rules';
import type { Company } from '../api/get-company';
import { useUpdateCompany } from '../api/update-company';
import { withFormFieldNames } from '../renamed-field-errors';
import { AccountForm } from './account-form';
import { useShellTranslation } from '../../../locales/pages';

interface CompanyValues {
  companyName: string;
  companyStreet: string;
  companyCity: string;
  companyState: string;
  companyZip: string;
  phone: string;
  taxId: string;
  salesTaxRate: string;
  contactEmail: string;
}
type Field = keyof CompanyValues;

// Sign-up's rules for what it asks; the street line and the rate are Settings' own.
const schema = yup.object({
  ...companyFields(),
  companyStreet: yup.string().trim().max(STREET_MAX, tooLongMessage('Street address', STREET_MAX)),
  salesTaxRate: yup
    .string()
    .trim()
    .test('rate', MESSAGES.salesTaxRate, (v) => !v || salesTaxBasisPoints(v) !== undefined),
  contactEmail: yup.string().trim().max(EMAIL_MAX, MESSAGES.email).matches(EMAIL_RE, { message: MESSAGES.email, excludeEmptyString: true }),
});

const SERVER_FIELDS: Record<string, Field> = {
  ...COMPANY_SERVER_FIELDS,
  'companyAddress.street': 'companyStreet',
  salesTaxRate: 'salesTaxRate',
  contactEmail: 'contactEmail',
};
const FIELDS = Object.values(SERVER_FIELDS);

const [companyNameInput, ...addressAndRest] = COMPANY_INPUTS;
const INPUTS: TextInput<Field>[] = [
  companyNameInput!,
  { name: 'companyStreet', autoComplete: 'street-address', placeholder: true },
  ...addressAndRest,
  { name: 'salesTaxRate', placeholder: true, half: true },
  { name: 'contactEmail', type: 'email', autoComplete: 'email', placeholder: true },
];
const REQUIRED: Field[] = ['companyName', 'companyCity', 'companyState', 'companyZip', 'phone', 'taxId'];

const valuesOf = (c: Company): CompanyValues => ({
  companyName: c.companyName,
  companyStreet: c.companyAddress.street,
  companyCity: c.companyAddress.city,
  companyState: c.companyAddress.state,
  companyZip: c.companyAddress.zipCode,
  phone: c.phone,
  taxId: c.taxId,
  salesTaxRate: c.salesTaxRate === null ? '' : String(c.salesTaxRate),
  contactEmail: c.contactEmail,
});

/**
 * The company's details as sign-up took them, a street line, the sales tax rate and the email its
 * invoices print. Saved in place:
 * the page gives it a new `key` when the saved company changes, so it starts from what was saved.
 */
export function CompanyDetailsForm({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const toast = useToast();
  const { t } = useShellTranslation();
  const update = useUpdateCompany();
  const { formik, dialog } = useDialogForm({
    initialValues: valuesOf(company),
    validationSchema: schema,
    fields: FIELDS,
    submit: (v: CompanyValues) =>
      withFormFieldNames(
        () =>
          update.mutateAsync({
            companyName: v.companyName.trim(),
            companyAddress: { street: v.companyStreet.trim(), city: v.companyCity.trim(), state: v.companyState.trim(), zipCode: v.companyZip.trim() },
            phone: v.phone.trim(),
            taxId: v.taxId.trim(),
            salesTaxRate: v.salesTaxRate.trim(),
            contactEmail: v.contactEmail.trim(),
          }),
        SERVER_FIELDS,
      ),
    onDone: () => toast.success(t('settings.saved'), t('settings.savedText')),
    failure: { title: t('settings.notSaved'), fallback: t('settings.notSavedText') },
    // Saved in place: there is no dialog to close.
    onClose: () => undefined,
  });
  return (
    <AccountForm
      formik={formik}
      inputs={INPUTS}
      helpers={{ salesTaxRate: t('helpers.salesTaxRate'), contactEmail: t('helpers.contactEmail') }}
      required={REQUIRED}
      onSubmit={dialog.onSubmit}
      busy={dialog.busy}
      canEdit={canEdit}
      label={t('settings.companyDetails')}
    />
  );
}
