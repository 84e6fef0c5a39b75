import type { Locator } from '@playwright/test';
import { Screen } from './screen';

/** The shell's own Dashboard at /: figures, recent orders, and the welcome an unverified seller gets. */
export class DashboardPage extends Screen {
  static override readonly route = '/';
  static override readonly heading = 'Dashboard';
  readonly welcome = this.page.getByText('Welcome to AgriHub Seller Portal');
  readonly verificationTime = this.page.getByText(/1 working week/);
  readonly uploadDocumentsLink = this.page.getByRole('link', { name: 'Upload Documents' });
  /** Once all 6 documents are uploaded: under review, and the day to expect it. */
  readonly reviewState = this.page.getByTestId('review-state');
  readonly viewDocumentsLink = this.page.getByRole('link', { name: 'View Documents' });
  readonly totalOrders = this.page.getByTestId('stat-total-orders');
  readonly activeProducts = this.page.getByTestId('stat-active-products');
  readonly unreadNotifications = this.page.getByTestId('stat-unread-notifications');
  readonly unreadNotificationsValue = this.page.getByTestId('stat-unread-notifications-value');
  readonly totalRevenue = this.page.getByTestId('stat-total-revenue-value');
  readonly inventoryValue = this.page.getByTestId('inventory-value');
  /** The failed-load message, and its Try again. */
  readonly loadFailure = this.page.getByRole('alert').filter({ hasText: 'Failed to load dashboard data' });
  readonly tryAgainButton = this.loadFailure.getByRole('button', { name: 'Try again' });

  recentOrder(orderNumber: string): Locator {
    return this.page.getByText(orderNumber);
  }
}
