import type { Page } from '@playwright/test';
import { RetailerDirectoryPage } from '../pages/retailer-accounts-page';
import { RetailerInsightsPage } from '../pages/retailer-insights-page';
import { signInViaApi, type Credentials } from './portal';

/** Signs `seller` in and goes to the retailer directory the way a seller does: Retailer Insights, then View all retailers. */
export async function openDirectoryFromInsights(page: Page, seller: Credentials): Promise<RetailerDirectoryPage> {
  await signInViaApi(page, seller);
  const insights = new RetailerInsightsPage(page);
  await insights.open();
  await insights.viewAllRetailersButton.click();
  const directory = new RetailerDirectoryPage(page);
  await directory.expectShown();
  return directory;
}
