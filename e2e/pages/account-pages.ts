import { PageObject } from './page-object';

/** /accept-invite: the invited person's name and password. */
export class AcceptInvitePage extends PageObject {
  readonly firstName = this.page.getByLabel('First Name');
  readonly password = this.page.getByLabel(/^Password/);
  readonly confirmPassword = this.page.getByLabel('Confirm password');
  readonly acceptButton = this.page.getByRole('button', { name: 'Accept Invitation' });

  heading(companyName: string) {
    return this.page.getByRole('heading', { name: `Join ${companyName}` });
  }

  async accept(password: string): Promise<void> {
    await this.password.fill(password);
    await this.confirmPassword.fill(password);
    await this.acceptButton.click();
  }
}

/** /forgot-password, then /reset-password from the mailed link. */
export class PasswordResetPages extends PageObject {
  readonly email = this.page.getByLabel('Email');
  readonly sendButton = this.page.getByRole('button', { name: 'Send Reset Link' });
  readonly checkEmail = this.page.getByRole('heading', { name: 'Check your email' });
  readonly newPassword = this.page.getByLabel(/^New password/);
  readonly confirmPassword = this.page.getByLabel('Confirm new password');
  readonly setButton = this.page.getByRole('button', { name: 'Set new password' });
  readonly changed = this.page.getByRole('heading', { name: 'Password changed' });
  readonly signInLink = this.page.getByRole('link', { name: 'Sign in' });

  async requestLink(email: string): Promise<void> {
    await this.page.goto('/forgot-password');
    await this.waitUntilStarted();
    await this.email.fill(email);
    await this.sendButton.click();
  }

  async setPassword(password: string): Promise<void> {
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(password);
    await this.setButton.click();
  }
}
