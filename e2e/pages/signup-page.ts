import type { Locator } from '@playwright/test';
import { fillFields } from './dialog';
import { PageObject } from './page-object';

const LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  password: 'Password',
  companyName: 'Company Name',
  city: 'Company City',
  state: 'Company State',
  zipCode: 'Company ZIP Code',
  phone: 'Phone',
  ntn: 'NTN Number',
} as const;

/** What a manufacturer types into the sign-up form, field by field. */
export type SignupDetails = Record<keyof typeof LABELS, string>;

/** The /signup page: the manufacturer account form, its terms box and what a refused or accepted sign-up shows. */
export class SignupPage extends PageObject {
  readonly heading = this.page.getByRole('heading', { name: 'Sign up' });
  readonly intro = this.page.getByText('Create your Manufacturer Account');
  readonly terms = this.page.getByRole('checkbox');
  readonly createAccountButton = this.page.getByRole('button', { name: 'Create Account' });
  readonly serverError = this.page.getByTestId('signup-error');
  readonly successToast = this.page.getByText('Signup Successful');
  readonly failureToast = this.page.getByText('Signup Failed');
  readonly failureAlert = this.page.getByRole('alert').filter({ hasText: 'Signup Failed' });
  readonly technicalErrors = this.page.getByText(/Request failed|Failed to fetch|status 500/);
  readonly commonPasswordMessage = this.page.getByText('This password is too easy to guess. Try a few unrelated words with a digit or symbol').first();
  readonly ntnFormatMessage = this.page.getByText('NTN must be 7 digits, a dash and a check digit (e.g. 1234567-8)');

  field(name: keyof SignupDetails): Locator {
    return this.page.getByLabel(LABELS[name]);
  }

  async open(): Promise<void> {
    await this.page.goto('/signup');
    await this.waitUntilStarted();
  }

  /** Types each given field, in the form's order. */
  async fill(details: Partial<SignupDetails>): Promise<void> {
    await fillFields((name) => this.field(name), details);
  }

  async acceptTerms(): Promise<void> {
    await this.terms.check();
  }
}
