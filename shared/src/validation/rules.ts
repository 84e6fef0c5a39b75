/**
 * `@agrihub/shared/validation`: the rules a form and the server both check, with their messages,
 * written once. The forms' yup schemas use them so most mistakes never leave the browser; the
 * server's validators (server/src/platform/lib/validation.ts and the routes') use them to refuse what gets
 * through anyway, with the same words. Plain TypeScript without imports: the server loads this file
 * as it is.
 */

export const EMAIL_RE = /^[^\s@"<>()[\],;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
/** The longest address SMTP carries. */
export const EMAIL_MAX = 254;
const PK_MOBILE_RE = /^(?:\+92|0092|92|0)3\d{9}$/;
const PK_LANDLINE_RE = /^(?:\+92|0092|0)[1-9]\d{1,3}\d{5,8}$/;
/** FBR's National Tax Number: 7 digits, a dash and a check digit. */
export const NTN_RE = /^\d{7}-\d$/;
/** Pakistani postal codes have 5 digits. */
export const ZIP_RE = /^\d{5}$/;
/** A product's SKU: letters, digits, dot, dash, underscore or slash, 64 at most, not starting with a sign. */
export const SKU_RE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
/** Rupees with at most 2 decimals (the groups are rupees and paisa, for exact parsing). */
export const MONEY_RE = /^(\d{1,12})(?:\.(\d{1,2}))?$/;
/** A whole number of 0 or more (stock, quantities), at most 9 digits. */
export const WHOLE_NUMBER_RE = /^\d{1,9}$/;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Spaces and dashes people type inside phone numbers. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

/** 03001234567, +923001234567, or a landline with area code such as 042 35761234. */
export function isPakistaniPhone(phone: string): boolean {
  const p = normalizePhone(phone);
  if (PK_MOBILE_RE.test(p)) return true;
  const national = p.replace(/^\+92|^0092|^0/, '');
  return PK_LANDLINE_RE.test(p) && national.length >= 9 && national.length <= 10;
}

/** Length, a letter and a digit: what a form can check; the server also refuses guessable passwords. */
export function isStrongEnoughPassword(password: string): boolean {
  return passwordRuleError(password) === undefined;
}

export const requiredMessage = (label: string) => `${label} is required`;
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;
export const moneyMessage = (label: string) => `${label} must be a number of rupees with at most 2 decimals`;
export const wholeNumberMessage = (label: string) => `${label} must be a whole number of 0 or more`;

/** The spec's messages for values in the wrong form. */
export const MESSAGES = {
  email: 'Enter a valid email address',
  /** The team member dialog's wording (spec 5). */
  memberEmail: 'Invalid email address',
  phone: 'Enter a valid Pakistani phone number (e.g. 03001234567 or +923001234567)',
  /** The pickup dialog's shorter example (spec 9). */
  pickupPhone: 'Enter a valid Pakistani phone number (e.g. 03001234567)',
  zip: 'ZIP code must be 5 digits (e.g. 54000)',
  ntn: 'NTN must be 7 digits, a dash and a check digit (e.g. 1234567-8)',
  passwordShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordLong: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordLetterAndDigit: 'Password must contain at least one letter and one digit',
  sku: 'SKU may contain only letters, digits, dot, dash, underscore or slash (max 64)',
  pricePositive: 'Selling price must be greater than 0',
  salesTaxRate: 'Sales tax rate must be a percentage from 0 to 100 with at most 2 decimals (e.g. 17)',
} as const;

/** The first of the password rules a form can check that `password` breaks. */
export function passwordRuleError(password: string): string | undefined {
  if (password === '') return requiredMessage('Password');
  if (password.length < PASSWORD_MIN) return MESSAGES.passwordShort;
  if (password.length > PASSWORD_MAX) return MESSAGES.passwordLong;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return MESSAGES.passwordLetterAndDigit;
  return undefined;
}

/** A product's fields as the add and edit forms, the bulk import and the server limit them (spec 5). */
export const PRODUCT_LIMITS = { name: 200, description: 5000 } as const;
/** Sign-up: a first or last name, a city or a province; the company name. */
export const NAME_MAX = 100;
export const COMPANY_NAME_MAX = 200;
/** Settings: the company's street line (sign-up does not ask for it). */
export const STREET_MAX = 200;

const PERCENT_RE = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/**
 * A sales tax rate typed as a percentage ('17', '16.5') in basis points (1700, 1650), a whole number
 * so the tax on an amount in paisa is exact; undefined unless it is 0 to 100 with at most 2 decimals.
 */
export function salesTaxBasisPoints(text: string): number | undefined {
  const m = PERCENT_RE.exec(text.trim());
  if (!m) return undefined;
  const bps = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bps <= 10000 ? bps : undefined;
}

/** The invoice's tax line, in the dialog and the PDF alike: 'Sales tax (17%)'. */
export const salesTaxLabel = (ratePercent: number) => `Sales tax (${ratePercent}%)`;

/**
 * How each permission area reads in a sentence ("cannot change the product catalog"): the server's
 * 403 and the UI's disabled-control hint say the same words. Keyed by the server's PermissionArea.
 */
export const PERMISSION_AREA_WORDS = {
  catalog: 'the product catalog',
  pricing: 'pricing and offers',
  documents: 'documents',
  orders: 'orders',
  logistics: 'logistics',
  payments: 'payments and financing',
  support: 'support tickets',
  team: 'the team',
  settings: 'company settings',
} as const;
export { COURIERS, COURIER_NAMES, courierNamed, trackingLink } from './couriers';
export { HOLDS_STOCK, ORDER_MOVE_LIMITS, ORDER_TRANSITIONS } from './orders';
export { RULE_CATEGORY_PRODUCT_CATEGORY } from './pricing';
export { PORTAL_PATHS, orderPath, productPath, retailerPath } from './portal-paths';
export { UPLOAD_MAX_BYTES } from './uploads';
export { DOCUMENT_LIMITS } from './documents';
export { TEAM_MEMBER_LIMITS } from './team';
export { TICKET_LIMITS } from './support';
export type { Courier } from './couriers';
