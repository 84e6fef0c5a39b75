import type { Locator, Page } from '@playwright/test';
import { Screen } from './screen';

/** The shell's own Dashboard at /: figures, recent orders, and the welcome an unverified seller gets. */
export class DashboardPage extends Screen {
  readonly welcome = this.page.getByText('Welcome to AgriHub Seller Portal');
  readonly verificationTime = this.page.getByText(/1 working week/);
  readonly uploadDocumentsLink = this.page.getByRole('link', { name: 'Upload Documents' });
  readonly totalOrders = this.page.getByTestId('stat-total-orders');
  readonly activeProducts = this.page.getByTestId('stat-active-products');
  readonly unreadNotifications = this.page.getByTestId('stat-unread-notifications');

  constructor(page: Page) {
    super(page, '/', 'Dashboard');
  }

  recentOrder(orderNumber: string): Locator {
    return this.page.getByText(orderNumber);
  }
}
