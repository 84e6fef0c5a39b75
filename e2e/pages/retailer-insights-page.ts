import type { Locator, Page } from '@playwright/test';
import { Dialog } from './dialog';
import { Screen } from './screen';

/** Retailer Insights: the four tiles, the top-retailer ranking and a retailer's details. */
export class RetailerInsightsPage extends Screen {
  readonly activeRetailers: Locator;
  readonly newRetailers: Locator;
  readonly averageRating: Locator;
  readonly topRated: Locator;
  readonly topRetailersHeading: Locator;
  readonly topRetailers: Locator;

  constructor(page: Page) {
    super(page, '/retailer-insights', 'Retailer Insights');
    this.activeRetailers = page.getByTestId('insight-active-value');
    this.newRetailers = page.getByTestId('insight-new-value');
    this.averageRating = page.getByTestId('insight-rating-value');
    this.topRated = page.getByTestId('insight-top-value');
    this.topRetailersHeading = page.getByText('Top Performing Retailers');
    this.topRetailers = page.getByTestId('top-retailer');
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
  readonly recentOrders: Locator;

  constructor(page: Page, name: string) {
    super(page, name);
    this.recentOrders = this.root.getByTestId('recent-order');
  }
}
