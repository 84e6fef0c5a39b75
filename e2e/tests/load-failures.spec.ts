import { expect, test } from '@playwright/test';
import { DEMO_SELLER } from '../support/env';
import { signInBeforeEach } from '../support/portal';
import { DashboardPage } from '../pages/dashboard-page';

signInBeforeEach(DEMO_SELLER);

test('a failed dashboard load says so after one retry, with the reason, and Try again shows the figures in whole rupees', async ({ page }) => {
  let failures = 0;
  let down = true;
  await page.route('**/api/dashboard/overview', async (route) => {
    if (!down) return route.fallback();
    failures += 1;
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal Server Error' }) });
  });
  const dashboard = new DashboardPage(page);
  await dashboard.open();
  await expect(dashboard.loadFailure).toBeVisible();
  await expect(dashboard.loadFailure).toContainText('Something went wrong on our side, please try again');
  // The first try and one retry: the message shows then, not after a long spinner.
  expect(failures).toBe(2);

  down = false;
  await dashboard.tryAgainButton.click();
  await expect(dashboard.loadFailure).toBeHidden();
  await expect(dashboard.totalRevenue).toHaveText(/^PKR [\d,]+$/);
  await expect(dashboard.inventoryValue).toHaveText(/^PKR [\d,]+$/);
});
