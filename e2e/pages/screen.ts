import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Any screen of the portal, through the shell or a remote's standalone harness: its level-1 title,
 * the way to open it by path, and the texts it shows.
 */
export class Screen {
  readonly title: Locator;
  readonly navigation: Locator;
  readonly cards: Locator;
  readonly loadingMessages: Locator;
  readonly mainListItems: Locator;

  constructor(
    readonly page: Page,
    readonly path: string,
    readonly titleText: string,
  ) {
    this.title = page.getByRole('heading', { level: 1, name: titleText, exact: true });
    this.navigation = page.getByRole('navigation');
    this.cards = page.locator('.MuiCard-root');
    this.loadingMessages = page.getByText('Loading', { exact: false });
    this.mainListItems = page.getByRole('main').locator('li');
  }

  /** Navigates to the screen without waiting for it. */
  async goto(query = ''): Promise<void> {
    await this.page.goto(`${this.path}${query}`);
  }

  async open(query = ''): Promise<void> {
    await this.goto(query);
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.title).toBeVisible();
  }

  /** A text the screen shows anywhere, a toast's included. */
  message(text: string | RegExp, exact?: boolean): Locator {
    return this.page.getByText(text, { exact });
  }

  /** How far the page scrolls sideways (0 or less when it fits the viewport). */
  async sidewaysOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }
}
