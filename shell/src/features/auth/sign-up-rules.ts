import * as yup from 'yup';
import { COMPANY_NAME_MAX, MESSAGES, NAME_MAX, NTN_RE, ZIP_RE, isPakistaniPhone, requiredMessage, tooLongMessage } from '@agrihub/shared/core';

// Sign-up's rules for a person and a company, as the server checks them (server/src/platform/lib/validation.ts),
// so most mistakes never leave the browser. Sign-up, Profile and Settings all take their fields from here.

const requiredName = (label: string, max = NAME_MAX) => yup.string().trim().required(requiredMessage(label)).max(max, tooLongMessage(label, max));

/** A Pakistani phone number; `required` as sign-up and Settings ask it, optional on a member's own Profile. */
export function phoneField(required = true) {
  const phone = yup.string().trim();
  return (required ? phone.required(requiredMessage('Phone')) : phone).test('pk-phone', MESSAGES.phone, (v) => !v || isPakistaniPhone(v));
}

/** First and last name. */
export const nameFields = () => ({ firstName: requiredName('First name'), lastName: requiredName('Last name') });

/** The company's details, named as sign-up's form names them. */
export const companyFields = () => ({
  companyName: requiredName('Company name', COMPANY_NAME_MAX),
  companyCity: requiredName('Company city'),
  companyState: requiredName('Company state'),
  companyZip: yup.string().trim().required(requiredMessage('Company ZIP code')).matches(ZIP_RE, MESSAGES.zip),
  phone: phoneField(),
  taxId: yup.string().trim().required(requiredMessage('NTN number')).matches(NTN_RE, MESSAGES.ntn),
});

/** The server's field names (400 `errors`) for the company fields of a form. */
export const COMPANY_SERVER_FIELDS = {
  companyName: 'companyName',
  'companyAddress.city': 'companyCity',
  'companyAddress.state': 'companyState',
  'companyAddress.zipCode': 'companyZip',
  phone: 'phone',
  taxId: 'taxId',
} as const;

/**
 * How a form shows one text field: its input hints and whether it takes half a row on wider
 * screens. Its label is the shell's text `fields.<name>`, its example `placeholders.<name>`.
 */
export interface TextInput<Name extends string> {
  name: Name;
  type?: string;
  autoComplete?: string;
  /** Shows the example value `placeholders.<name>`. */
  placeholder?: boolean;
  half?: boolean;
}

export const NAME_INPUTS: TextInput<'firstName' | 'lastName'>[] = [
  { name: 'firstName', autoComplete: 'given-name', half: true },
  { name: 'lastName', autoComplete: 'family-name', half: true },
];

/** The phone field of a person or a company. */
export const PHONE_INPUT: TextInput<'phone'> = { name: 'phone', type: 'tel', autoComplete: 'tel', placeholder: true, half: true };

export const COMPANY_INPUTS: TextInput<keyof ReturnType<typeof companyFields>>[] = [
  { name: 'companyName', autoComplete: 'organization' },
  { name: 'companyCity', autoComplete: 'address-level2', placeholder: true, half: true },
  { name: 'companyState', autoComplete: 'address-level1', placeholder: true, half: true },
  { name: 'companyZip', autoComplete: 'postal-code', placeholder: true, half: true },
  PHONE_INPUT,
  { name: 'taxId', placeholder: true },
];
