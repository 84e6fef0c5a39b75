import type { Locator, Page } from '@playwright/test';

export const UNAVAILABLE_TEXT = 'This module is unavailable right now';

/**
 * The shell's frame around every module: the sidebar (a drawer on phones), the top bar with the
 * account menu and the notifications bell, and what it shows instead of a module (404, fallback,
 * verification required).
 */
export class Shell {
  readonly sidebar: Locator;
  readonly moduleLinks: Locator;
  readonly openNavigationButton: Locator;
  readonly accountMenuButton: Locator;
  readonly logOutItem: Locator;
  readonly notificationBell: Locator;
  readonly notifications: Locator;
  readonly notFoundMessage: Locator;
  readonly returnHomeLink: Locator;
  readonly unavailableMessage: Locator;
  readonly retryButton: Locator;
  readonly verificationRequired: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('navigation', { name: 'Modules' });
    this.moduleLinks = this.sidebar.getByRole('link');
    this.openNavigationButton = page.getByRole('button', { name: 'Open navigation' });
    this.accountMenuButton = page.getByRole('button', { name: 'My Account' });
    this.logOutItem = page.getByRole('menuitem', { name: 'Log out' });
    this.notificationBell = page.getByTestId('notification-bell');
    this.notifications = page.getByRole('menu', { name: 'Notifications' }).getByTestId('notification-item');
    this.notFoundMessage = page.getByText('Oops! Page not found');
    this.returnHomeLink = page.getByRole('link', { name: 'Return to Home' });
    this.unavailableMessage = page.getByText(UNAVAILABLE_TEXT);
    this.retryButton = page.getByRole('button', { name: 'Retry' });
    this.verificationRequired = page.getByText('Verification required');
  }

  moduleLink(name: string): Locator {
    return this.sidebar.getByRole('link', { name });
  }

  /** An entry of any navigation on the page, found by its text. */
  navigationItem(text: string): Locator {
    return this.page.getByRole('navigation').getByText(text);
  }

  /** Headings whose name contains `name`, to check that a page is not there. */
  headings(name: string, level?: number): Locator {
    return this.page.getByRole('heading', { name, level });
  }

  /** The seller's company name where the shell first shows it. */
  companyName(name: string): Locator {
    return this.page.getByText(name).first();
  }

  async logOut(): Promise<void> {
    await this.accountMenuButton.click();
    await this.logOutItem.click();
  }
}
