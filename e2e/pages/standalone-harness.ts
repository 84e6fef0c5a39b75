import type { Locator, Page } from '@playwright/test';
import { LoginPage, type Credentials } from './login-page';

/** A remote served alone on its own port: the harness's sign-in before its pages, its banner and its links between them. */
export class StandaloneHarness {
  readonly origin: string;
  readonly banner: Locator;

  constructor(
    readonly page: Page,
    remote: string,
    port: number,
  ) {
    this.origin = `http://127.0.0.1:${port}`;
    this.banner = page.getByText(`${remote} (standalone)`);
  }

  /** Opens `path` on the harness and signs in through its form. */
  async open(path: string, user: Credentials): Promise<void> {
    await this.page.goto(`${this.origin}${path}`);
    await new LoginPage(this.page).signIn(user);
  }

  async followLink(name: string): Promise<void> {
    await this.page.getByRole('link', { name }).click();
  }
}
