import { passwordWeakness, type PersonalData } from '../auth/password-strength.ts';
import { parseRupeesToPaisa } from './money.ts';
import { controlCharacterAt, controlCharacterMessage } from './control-characters.ts';
import {
  COMPANY_NAME_MAX,
  EMAIL_MAX,
  EMAIL_RE,
  MESSAGES,
  NTN_RE,
  NAME_MAX,
  PRODUCT_LIMITS,
  SKU_RE,
  WHOLE_NUMBER_RE,
  ZIP_RE,
  isPakistaniPhone,
  moneyMessage,
  normalizePhone,
  passwordRuleError,
  requiredMessage,
  salesTaxBasisPoints,
  STREET_MAX,
  tooLongMessage,
  wholeNumberMessage,
} from '@agrihub/shared/validation';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../schemas/domain.ts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function str(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
}

/** A sign-up: the member's own fields and the company's details (Settings edits the same ones). */
export interface RegistrationInput extends CompanyDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/**
 * The rules for a password a user sets (sign-up, change): 8 to 128 characters, a letter and a
 * digit, and not guessable (common passwords, patterns, or the account's own names, email and
 * company; see password-strength.ts). Returns the message for the first rule broken.
 */
export function newPasswordError(password: string, personal: PersonalData): string | undefined {
  return passwordRuleError(password) ?? passwordWeakness(password, personal);
}

/** A required text field, trimmed; its message goes to `errors` when it is empty or too long. */
function requiredText(body: Record<string, unknown>, errors: Record<string, string>, field: string, label: string, max = NAME_MAX): string {
  const v = str(body[field]);
  if (v === '') errors[field] = requiredMessage(label);
  else if (v.length > max) errors[field] = tooLongMessage(label, max);
  return v;
}

/** Accepting an invitation: the new member's names and password, by the sign-up rules. */
export function validateNewLogin(
  body: Record<string, unknown>,
  account: { email: string; companyName: string },
): Validated<{ firstName: string; lastName: string; password: string }> {
  const errors: Record<string, string> = {};
  const firstName = requiredText(body, errors, 'firstName', 'First name');
  const lastName = requiredText(body, errors, 'lastName', 'Last name');
  const password = typeof body.password === 'string' ? body.password : '';
  const passwordError = newPasswordError(password, { firstName, lastName, ...account });
  if (passwordError) errors.password = passwordError;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { firstName, lastName, password } };
}

/** A member's own first and last name, as sign-up asks for them. */
function readNames(body: Record<string, unknown>, errors: Record<string, string>): { firstName: string; lastName: string } {
  return { firstName: requiredText(body, errors, 'firstName', 'First name'), lastName: requiredText(body, errors, 'lastName', 'Last name') };
}

/** A Pakistani phone number, normalised; required unless `optional` (a member's own, which invited members may not have). */
function readPhone(body: Record<string, unknown>, errors: Record<string, string>, optional = false): string {
  const raw = str(body.phone);
  if (raw === '') {
    if (!optional) errors.phone = requiredMessage('Phone');
  } else if (!isPakistaniPhone(raw)) errors.phone = MESSAGES.phone;
  return normalizePhone(raw);
}

export interface CompanyDetails {
  companyName: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  taxId: string;
}

/**
 * The company's details as sign-up takes them (companyName, companyAddress {city, state, zipCode},
 * phone, taxId), each mistake under its field's name in `errors`. Settings edits them by the same
 * rules; `street` is read only where it is asked for (Settings).
 */
function readCompanyDetails(body: Record<string, unknown>, errors: Record<string, string>): CompanyDetails & { street: string } {
  const companyName = requiredText(body, errors, 'companyName', 'Company name', COMPANY_NAME_MAX);
  const address = body.companyAddress;
  let city = '';
  let state = '';
  let zipCode = '';
  let street = '';
  if (address === undefined || address === null || address === '') {
    errors['companyAddress.city'] = requiredMessage('Company city');
    errors['companyAddress.state'] = requiredMessage('Company state');
    errors['companyAddress.zipCode'] = requiredMessage('Company ZIP code');
  } else if (typeof address !== 'object' || Array.isArray(address)) {
    errors.companyAddress = 'Company address must be an object with city, state and zipCode';
  } else {
    // Checked as an object of its own; its messages go under companyAddress.<field>.
    const a = address as Record<string, unknown>;
    const own: Record<string, string> = {};
    city = requiredText(a, own, 'city', 'Company city');
    state = requiredText(a, own, 'state', 'Company state');
    zipCode = str(a.zipCode);
    if (zipCode === '') own.zipCode = requiredMessage('Company ZIP code');
    else if (!ZIP_RE.test(zipCode)) own.zipCode = MESSAGES.zip;
    street = str(a.street);
    if (street.length > STREET_MAX) own.street = tooLongMessage('Street address', STREET_MAX);
    for (const [field, message] of Object.entries(own)) errors[`companyAddress.${field}`] = message;
  }
  const phone = readPhone(body, errors);
  const taxId = str(body.taxId);
  if (taxId === '') errors.taxId = requiredMessage('NTN number');
  else if (!NTN_RE.test(taxId)) errors.taxId = MESSAGES.ntn;
  return { companyName, city, state, zipCode, street, phone, taxId };
}

export function validateRegistration(body: Record<string, unknown>): Validated<RegistrationInput> {
  const errors: Record<string, string> = {};
  const { firstName, lastName } = readNames(body, errors);
  const { street: _street, ...company } = readCompanyDetails(body, errors);

  const email = normalizeEmail(str(body.email));
  if (email === '') errors.email = requiredMessage('Email');
  else if (email.length > EMAIL_MAX || !EMAIL_RE.test(email)) errors.email = MESSAGES.email;

  const password = typeof body.password === 'string' ? body.password : '';
  const passwordError = newPasswordError(password, { firstName, lastName, email, companyName: company.companyName });
  if (passwordError) errors.password = passwordError;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { firstName, lastName, email, password, ...company } };
}

/** A member's own profile: names and phone by the sign-up rules (the phone may stay empty). */
export function validateProfile(body: Record<string, unknown>): Validated<{ firstName: string; lastName: string; phone: string }> {
  const errors: Record<string, string> = {};
  const names = readNames(body, errors);
  const phone = readPhone(body, errors, true);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { ...names, phone } };
}

export interface CompanySettingsInput extends CompanyDetails {
  street: string;
  /** Basis points (1700 = 17%); null: no sales tax on invoices. */
  salesTaxBps: number | null;
  /** The company's email on invoices ('' for none); undefined: unchanged. */
  contactEmail?: string;
}

/** Settings' company details: sign-up's rules, plus the street line and the sales tax rate. */
export function validateCompanySettings(body: Record<string, unknown>): Validated<CompanySettingsInput> {
  const errors: Record<string, string> = {};
  const company = readCompanyDetails(body, errors);
  const rate = body.salesTaxRate;
  // None, or a plain decimal as sent: spaces around it are a client's mistake, not a rate.
  const plain = typeof rate === 'number' || (typeof rate === 'string' && rate.trim() === rate);
  const salesTaxBps = rate === null || rate === undefined || rate === '' ? null : plain ? salesTaxBasisPoints(String(rate)) : undefined;
  if (salesTaxBps === undefined) errors.salesTaxRate = MESSAGES.salesTaxRate;
  const contactEmail = body.contactEmail === undefined ? undefined : normalizeEmail(str(body.contactEmail));
  if (contactEmail && (contactEmail.length > EMAIL_MAX || !EMAIL_RE.test(contactEmail))) errors.contactEmail = MESSAGES.email;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { ...company, salesTaxBps: salesTaxBps ?? null, contactEmail } };
}

export interface ProductInput {
  name: string;
  sku: string;
  category: ProductCategory;
  pricePaisa: number;
  costPricePaisa: number | null;
  stockQuantity: number;
  minStockLevel: number;
  description: string;
  seasonal: boolean;
}

export function validateProduct(fields: Record<string, string>): Validated<ProductInput> {
  const errors: Record<string, string> = {};
  const name = (fields.name ?? '').trim();
  if (name === '') errors.name = requiredMessage('Product name');
  else if (name.length > PRODUCT_LIMITS.name) errors.name = tooLongMessage('Product name', PRODUCT_LIMITS.name);

  const sku = (fields.sku ?? '').trim();
  if (sku === '') errors.sku = requiredMessage('SKU');
  else if (!SKU_RE.test(sku)) errors.sku = MESSAGES.sku;

  const categoryRaw = (fields.category ?? '').trim().toLowerCase();
  if (categoryRaw === '') errors.category = 'Category is required';
  else if (!(PRODUCT_CATEGORIES as readonly string[]).includes(categoryRaw)) {
    errors.category = `Category must be one of: ${PRODUCT_CATEGORIES.join(', ')}`;
  }

  // Numbers as plain decimals, untrimmed: what the form sends (a file's cells are trimmed on import).
  const priceRaw = fields.price ?? '';
  const price = priceRaw === '' ? null : parseRupeesToPaisa(priceRaw);
  if (priceRaw === '') errors.price = requiredMessage('Selling price');
  else if (price === null) errors.price = moneyMessage('Selling price');
  else if (price <= 0) errors.price = MESSAGES.pricePositive;

  const costRaw = fields.costPrice ?? '';
  const cost = costRaw === '' ? null : parseRupeesToPaisa(costRaw);
  if (costRaw !== '' && cost === null) errors.costPrice = moneyMessage('Cost price');

  const stockRaw = fields.stockQuantity ?? '';
  if (stockRaw === '') errors.stockQuantity = requiredMessage('Stock quantity');
  else if (!WHOLE_NUMBER_RE.test(stockRaw)) errors.stockQuantity = wholeNumberMessage('Stock quantity');

  const minRaw = fields.minStockLevel ?? '';
  if (minRaw === '') errors.minStockLevel = requiredMessage('Minimum order quantity');
  else if (!WHOLE_NUMBER_RE.test(minRaw)) errors.minStockLevel = wholeNumberMessage('Minimum order quantity');

  const description = (fields.description ?? '').trim();
  if (description.length > PRODUCT_LIMITS.description) errors.description = tooLongMessage('Description', PRODUCT_LIMITS.description);

  const seasonalRaw = (fields.seasonal ?? '').trim().toLowerCase();
  if (!['', 'true', 'false', '1', '0', 'on', 'off'].includes(seasonalRaw)) errors.seasonal = 'Seasonal must be true or false';

  // A file's cells reach here unchecked by the request's text rules (platform/http/plain-text.ts).
  for (const [field, value] of Object.entries(fields)) if (controlCharacterAt(value, field)) errors[field] = controlCharacterMessage(field);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      sku,
      category: categoryRaw as ProductCategory,
      pricePaisa: price ?? 0,
      costPricePaisa: cost,
      stockQuantity: Number(stockRaw),
      minStockLevel: Number(minRaw),
      description,
      seasonal: ['true', '1', 'on'].includes(seasonalRaw),
    },
  };
}

const likeLiteral = (q: string) => q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** Escapes LIKE metacharacters so user text matches literally (with ESCAPE '\'). */
export function likeContains(q: string): string {
  return `%${likeLiteral(q)}%`;
}

/** Text that starts with `q` (lower case), for LIKE with ESCAPE '\'. */
export function likePrefix(q: string): string {
  return `${likeLiteral(q)}%`;
}
