import { expect, type Locator, type Page } from '@playwright/test';
import { PageObject } from './page-object';

/**
 * Any screen of the portal, through the shell or a remote's standalone harness: its level-1 title,
 * the way to open it by path, and the texts it shows.
 */
export class Screen extends PageObject {
  /** Where a subclass's screen lives and the title it shows, unless given. */
  static readonly route: string = '/';
  static readonly heading: string = '';
  readonly title: Locator;
  readonly navigation = this.page.getByRole('navigation');
  readonly cards = this.page.locator('.MuiCard-root');
  readonly loadingMessages = this.page.getByText('Loading', { exact: false });
  readonly mainListItems = this.page.getByRole('main').locator('li');

  constructor(
    page: Page,
    readonly path: string = (new.target as typeof Screen).route,
    readonly titleText: string = (new.target as typeof Screen).heading,
  ) {
    super(page);
    this.title = page.getByRole('heading', { level: 1, name: titleText, exact: true });
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
