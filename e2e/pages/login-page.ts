import { PageObject } from './page-object';

export interface Credentials {
  email: string;
  password: string;
}

/** The sign-in form: the shell's /login, and the one a remote's standalone harness puts before its pages. */
export class LoginPage extends PageObject {
  readonly email = this.page.getByLabel('Email');
  readonly password = this.page.getByLabel('Password');
  readonly signInButton = this.page.getByRole('button', { name: 'Sign In' });
  readonly heading = this.page.getByRole('heading', { name: 'Sign in' });
  readonly wrongCredentialsMessage = this.page.getByText('Invalid email or password');

  async open(path = '/login'): Promise<void> {
    await this.page.goto(path);
    await this.waitUntilStarted();
  }

  async signIn(user: Credentials): Promise<void> {
    await this.email.fill(user.email);
    await this.password.fill(user.password);
    await this.signInButton.click();
  }
}
