import type { Locator, Page } from '@playwright/test';
import { Dialog } from './dialog';
import { Screen } from './screen';

/** Retailer Insights: the four tiles, the top-retailer ranking and a retailer's details. */
export class RetailerInsightsPage extends Screen {
  static override readonly route = '/retailer-insights';
  static override readonly heading = 'Retailer Insights';
  readonly topRetailersHeading = this.page.getByText('Top Performing Retailers');
  readonly topRetailers = this.page.getByTestId('top-retailer');
  readonly viewAllRetailersButton = this.page.getByRole('button', { name: 'View all retailers' });

  /** A tile's figure: active retailers, new this month, average rating, top rated. */
  figure(kind: 'active' | 'new' | 'rating' | 'top'): Locator {
    return this.page.getByTestId(`insight-${kind}-value`);
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
