import type { Page } from '@playwright/test';

/** What every page object holds: the page it drives. Subclasses declare their locators as fields built from it. */
export class PageObject {
  constructor(readonly page: Page) {}
}
