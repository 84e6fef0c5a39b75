import type { Locator, Page } from '@playwright/test';
import { Screen } from './screen';

/** The shell's own Dashboard at /: figures, recent orders, and the welcome an unverified seller gets. */
export class DashboardPage extends Screen {
  readonly welcome: Locator;
  readonly verificationTime: Locator;
  readonly uploadDocumentsLink: Locator;
  readonly totalOrders: Locator;
  readonly activeProducts: Locator;
  readonly unreadNotifications: Locator;

  constructor(page: Page) {
    super(page, '/', 'Dashboard');
    this.welcome = page.getByText('Welcome to AgriHub Seller Portal');
    this.verificationTime = page.getByText(/1 working week/);
    this.uploadDocumentsLink = page.getByRole('link', { name: 'Upload Documents' });
    this.totalOrders = page.getByTestId('stat-total-orders');
    this.activeProducts = page.getByTestId('stat-active-products');
    this.unreadNotifications = page.getByTestId('stat-unread-notifications');
  }

  recentOrder(orderNumber: string): Locator {
    return this.page.getByText(orderNumber);
  }
}
