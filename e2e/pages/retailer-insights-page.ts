import type { Page } from '@playwright/test';
import { Dialog } from './dialog';
import { Screen } from './screen';

/** Retailer Insights: the four tiles, the top-retailer ranking and a retailer's details. */
export class RetailerInsightsPage extends Screen {
  readonly activeRetailers = this.page.getByTestId('insight-active-value');
  readonly newRetailers = this.page.getByTestId('insight-new-value');
  readonly averageRating = this.page.getByTestId('insight-rating-value');
  readonly topRated = this.page.getByTestId('insight-top-value');
  readonly topRetailersHeading = this.page.getByText('Top Performing Retailers');
  readonly topRetailers = this.page.getByTestId('top-retailer');

  constructor(page: Page) {
    super(page, '/retailer-insights', 'Retailer Insights');
  }

  /** View Details on the ranking's row `rank` (0 for the first), which must be `name`'s. */
  async viewDetails(name: string, rank = 0): Promise<RetailerDialog> {
    await this.topRetailers
      .nth(rank)
      .getByRole('button', { name: `View Details of ${name}` })
      .click();
    return new RetailerDialog(this.page, name);
  }
}

/** One retailer's details: figures and recent orders. */
export class RetailerDialog extends Dialog {
  readonly recentOrders = this.root.getByTestId('recent-order');

  constructor(page: Page, name: string) {
    super(page, name);
  }
}
