import { passwordWeakness, type PersonalData } from './password-strength.ts';
import { parseRupeesToPaisa } from './money.ts';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../schemas/domain.ts';

export const EMAIL_RE = /^[^\s@"<>()[\],;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
/** Pakistani mobile (03XX XXXXXXX / +92 3XX XXXXXXX) or landline with area code (e.g. 042 35761234). */
const PK_MOBILE_RE = /^(?:\+92|0092|92|0)3\d{9}$/;
const PK_LANDLINE_RE = /^(?:\+92|0092|0)[1-9]\d{1,3}\d{5,8}$/;
export const NTN_RE = /^\d{7}-\d$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function normalizePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

export function isPakistaniPhone(phone: string): boolean {
  const p = normalizePhone(phone);
  if (PK_MOBILE_RE.test(p)) return true;
  return PK_LANDLINE_RE.test(p) && p.replace(/^\+92|^0092|^0/, '').length >= 9 && p.replace(/^\+92|^0092|^0/, '').length <= 10;
}

function str(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
}

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyName: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  taxId: string;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/**
 * The rules for a password a user sets (sign-up, change): 8 to 128 characters, a letter and a
 * digit, and not guessable (common passwords, patterns, or the account's own names, email and
 * company; see password-strength.ts). Returns the message for the first rule broken.
 */
export function newPasswordError(password: string, personal: PersonalData): string | undefined {
  if (password === '') return 'Password is required';
  if (password.length < 8) return 'Password must be at least 8 characters';
  if (password.length > 128) return 'Password must be at most 128 characters';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'Password must contain at least one letter and one digit';
  return passwordWeakness(password, personal);
}

export function validateRegistration(body: Record<string, unknown>): Validated<RegistrationInput> {
  const errors: Record<string, string> = {};
  const required = (field: string, label: string, max = 100): string => {
    const v = str(body[field]);
    if (v === '') errors[field] = `${label} is required`;
    else if (v.length > max) errors[field] = `${label} must be at most ${max} characters`;
    return v;
  };
  const firstName = required('firstName', 'First name');
  const lastName = required('lastName', 'Last name');
  const companyName = required('companyName', 'Company name', 200);

  const email = normalizeEmail(str(body.email));
  if (email === '') errors.email = 'Email is required';
  else if (email.length > 254 || !EMAIL_RE.test(email)) errors.email = 'Enter a valid email address';

  const password = typeof body.password === 'string' ? body.password : '';
  const passwordError = newPasswordError(password, { firstName, lastName, email, companyName });
  if (passwordError) errors.password = passwordError;

  const address = body.companyAddress;
  let city = '';
  let state = '';
  let zipCode = '';
  if (address === undefined || address === null || address === '') {
    errors['companyAddress.city'] = 'Company city is required';
    errors['companyAddress.state'] = 'Company state is required';
    errors['companyAddress.zipCode'] = 'Company ZIP code is required';
  } else if (typeof address !== 'object' || Array.isArray(address)) {
    errors.companyAddress = 'Company address must be an object with city, state and zipCode';
  } else {
    const a = address as Record<string, unknown>;
    city = str(a.city);
    state = str(a.state);
    zipCode = str(a.zipCode);
    if (city === '') errors['companyAddress.city'] = 'Company city is required';
    else if (city.length > 100) errors['companyAddress.city'] = 'Company city must be at most 100 characters';
    if (state === '') errors['companyAddress.state'] = 'Company state is required';
    else if (state.length > 100) errors['companyAddress.state'] = 'Company state must be at most 100 characters';
    if (zipCode === '') errors['companyAddress.zipCode'] = 'Company ZIP code is required';
    else if (!/^\d{5}$/.test(zipCode)) errors['companyAddress.zipCode'] = 'ZIP code must be 5 digits (e.g. 54000)';
  }

  const phoneRaw = str(body.phone);
  if (phoneRaw === '') errors.phone = 'Phone is required';
  else if (!isPakistaniPhone(phoneRaw)) {
    errors.phone = 'Enter a valid Pakistani phone number (e.g. 03001234567 or +923001234567)';
  }

  const taxId = str(body.taxId);
  if (taxId === '') errors.taxId = 'NTN number is required';
  else if (!NTN_RE.test(taxId)) errors.taxId = 'NTN must be 7 digits, a dash and a check digit (e.g. 1234567-8)';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { firstName, lastName, email, password, companyName, city, state, zipCode, phone: normalizePhone(phoneRaw), taxId },
  };
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

const INT_RE = /^\d{1,9}$/;

export function validateProduct(fields: Record<string, string>): Validated<ProductInput> {
  const errors: Record<string, string> = {};
  const name = (fields.name ?? '').trim();
  if (name === '') errors.name = 'Product name is required';
  else if (name.length > 200) errors.name = 'Product name must be at most 200 characters';

  const sku = (fields.sku ?? '').trim();
  if (sku === '') errors.sku = 'SKU is required';
  else if (!/^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/.test(sku)) {
    errors.sku = 'SKU may contain only letters, digits, dot, dash, underscore or slash (max 64)';
  }

  const categoryRaw = (fields.category ?? '').trim().toLowerCase();
  if (categoryRaw === '') errors.category = 'Category is required';
  else if (!(PRODUCT_CATEGORIES as readonly string[]).includes(categoryRaw)) {
    errors.category = `Category must be one of: ${PRODUCT_CATEGORIES.join(', ')}`;
  }

  const priceRaw = (fields.price ?? '').trim();
  const price = priceRaw === '' ? null : parseRupeesToPaisa(priceRaw);
  if (priceRaw === '') errors.price = 'Selling price is required';
  else if (price === null) errors.price = 'Selling price must be a number of rupees with at most 2 decimals';
  else if (price <= 0) errors.price = 'Selling price must be greater than 0';

  const costRaw = (fields.costPrice ?? '').trim();
  const cost = costRaw === '' ? null : parseRupeesToPaisa(costRaw);
  if (costRaw !== '' && cost === null) errors.costPrice = 'Cost price must be a number of rupees with at most 2 decimals';

  const stockRaw = (fields.stockQuantity ?? '').trim();
  if (stockRaw === '') errors.stockQuantity = 'Stock quantity is required';
  else if (!INT_RE.test(stockRaw)) errors.stockQuantity = 'Stock quantity must be a whole number of 0 or more';

  const minRaw = (fields.minStockLevel ?? '').trim();
  if (minRaw === '') errors.minStockLevel = 'Minimum order quantity is required';
  else if (!INT_RE.test(minRaw)) errors.minStockLevel = 'Minimum order quantity must be a whole number of 0 or more';

  const description = (fields.description ?? '').trim();
  if (description.length > 5000) errors.description = 'Description must be at most 5000 characters';

  const seasonalRaw = (fields.seasonal ?? '').trim().toLowerCase();
  if (!['', 'true', 'false', '1', '0', 'on', 'off'].includes(seasonalRaw)) errors.seasonal = 'Seasonal must be true or false';

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

/** Escapes LIKE metacharacters so user text matches literally (with ESCAPE '\'). */
export function likeContains(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
