import type { Locator, Page } from '@playwright/test';

export interface Credentials {
  email: string;
  password: string;
}

/** The sign-in form: the shell's /login, and the one a remote's standalone harness puts before its pages. */
export class LoginPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly signInButton: Locator;
  readonly wrongCredentialsMessage: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Sign in' });
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password');
    this.signInButton = page.getByRole('button', { name: 'Sign In' });
    this.wrongCredentialsMessage = page.getByText('Invalid email or password');
  }

  async open(path = '/login'): Promise<void> {
    await this.page.goto(path);
  }

  async signIn(user: Credentials): Promise<void> {
    await this.email.fill(user.email);
    await this.password.fill(user.password);
    await this.signInButton.click();
  }
}
