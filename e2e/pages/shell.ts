import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

export const UNAVAILABLE_TEXT = 'This module is unavailable right now';

/** The sidebar's modules of a verified seller, in the spec's order and words. */
export const ALL_MODULES = [
  'Dashboard',
  'Order Management',
  'Product Catalog',
  'Pricing & Offers',
  'Logistics & Fulfillment',
  'Payments & Financing',
  'Retailer Insights',
  'Team Access & Roles',
  'Document Center',
  'Support & Notifications',
];

/**
 * The shell's frame around every module: the sidebar (a drawer on phones), the top bar with the
 * account menu and the notifications bell, and what it shows instead of a module (404, fallback,
 * verification required).
 */
export class Shell extends PageObject {
  readonly sidebar = this.page.getByRole('navigation', { name: 'Modules' });
  readonly moduleLinks = this.sidebar.getByRole('link');
  readonly openNavigationButton = this.page.getByRole('button', { name: 'Open navigation' });
  readonly accountMenuButton = this.page.getByRole('button', { name: 'My Account' });
  readonly logOutItem = this.page.getByRole('menuitem', { name: 'Log out' });
  /** The company block at the top of the sidebar: its name and city. */
  readonly sidebarCompany = this.page.getByTestId('sidebar-company');
  readonly sidebarCompanyCity = this.page.getByTestId('sidebar-company-city');
  readonly notificationBell = this.page.getByTestId('notification-bell');
  readonly notificationMenu = this.page.getByRole('menu', { name: 'Notifications' });
  readonly notifications = this.notificationMenu.getByTestId('notification-item');
  readonly unreadNotifications = this.notificationMenu.locator('[data-testid="notification-item"][data-unread="true"]');
  readonly notificationBadge = this.page.getByTestId('notification-badge');
  readonly markAllReadItem = this.notificationMenu.getByRole('menuitem', { name: 'Mark all as read' });
  readonly viewAllItem = this.notificationMenu.getByRole('menuitem', { name: 'View all' });
  readonly notFoundMessage = this.page.getByText('Oops! Page not found');
  readonly returnHomeLink = this.page.getByRole('link', { name: 'Return to Home' });
  readonly unavailableMessage = this.page.getByText(UNAVAILABLE_TEXT);
  readonly retryButton = this.page.getByRole('button', { name: 'Retry' });
  readonly verificationRequired = this.page.getByText('Verification required');
  /** The top bar's search box: a search field, then a combobox once focused. */
  readonly searchBox = this.page.getByRole('banner').getByLabel('Search', { exact: true });
  readonly searchResults = this.page.getByRole('listbox', { name: 'Search results' });

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

  /** Opens an item of the account menu: Profile, Settings, Change password. */
  async openAccountItem(item: string): Promise<void> {
    await this.accountMenuButton.click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  /** Types into the top bar's search and waits for results (or the popup's message) to show. */
  async search(text: string): Promise<void> {
    await this.searchBox.click();
    await this.searchBox.fill(text);
    await expect(this.searchResults).toBeVisible();
    await expect(this.page.getByRole('status').getByText('Searching...')).toHaveCount(0);
  }

  /** A result of the top bar's search in a group ('Orders', 'Products', 'Retailers'). */
  searchResult(group: string, text: string | RegExp): Locator {
    return this.searchResults.getByRole('group', { name: group }).getByRole('option', { name: text });
  }

  /** Opens the bell's dropdown and waits for its notifications. */
  async openNotifications(): Promise<void> {
    await this.notificationBell.click();
    await this.notificationMenu.waitFor();
  }

  async logOut(): Promise<void> {
    await this.accountMenuButton.click();
    await this.logOutItem.click();
  }
}
