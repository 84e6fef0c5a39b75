import type { Locator } from '@playwright/test';
import { Screen } from './screen';

/** A field of the account pages' forms by its label (required fields' labels end with a mark). */
const field = (screen: Screen, label: string): Locator => screen.page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

/** Settings (from the account menu): the company's details, its sales tax rate, the harvest due dates. */
export class SettingsPage extends Screen {
  static override readonly route = '/settings';
  static override readonly heading = 'Settings';
  readonly form = this.page.getByRole('form', { name: 'Company details' });
  readonly saveButton = this.form.getByRole('button', { name: 'Save changes' });
  readonly savedAlert = this.page.getByRole('alert').filter({ hasText: 'Settings saved' });
  readonly city = field(this, 'Company City');
  readonly ntn = field(this, 'NTN Number');
  readonly salesTaxRate = field(this, 'Sales Tax Rate (%)');

  async save(): Promise<void> {
    await this.saveButton.click();
  }
}

/** Profile (from the account menu): the member's own name and phone. */
export class ProfilePage extends Screen {
  static override readonly route = '/profile';
  static override readonly heading = 'Profile';
  readonly form = this.page.getByRole('form', { name: 'Your profile' });
  readonly firstName = field(this, 'First Name');
  readonly savedAlert = this.page.getByRole('alert').filter({ hasText: 'Profile saved' });

  async save(): Promise<void> {
    await this.form.getByRole('button', { name: 'Save changes' }).click();
  }
}
