import type { Page } from '@playwright/test';

/** What every page object holds: the page it drives. Subclasses declare their locators as fields built from it. */
export class PageObject {
  constructor(readonly page: Page) {}

  /**
   * A signed-out page comes as the server's HTML (prerendered), shown before its code has loaded;
   * a form sent before then reloads the page. Waits until the code has taken the form over.
   */
  async waitUntilStarted(): Promise<void> {
    await waitUntilStarted(this.page);
  }
}

/** See PageObject.waitUntilStarted: for a test that opens a signed-out page without a page object. */
export async function waitUntilStarted(page: Page): Promise<void> {
  if ((await page.locator('html[data-prerendered]').count()) === 0) return;
  await page.locator('form[data-started]').waitFor();
}
