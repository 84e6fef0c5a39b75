import { expect, test, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { E2E_SELLERS } from '../support/env';
import { apiReader, chooseOption, expectPageTitle, screenshot, serveRemoteStandalone, signInThroughForm, signInViaApi } from '../support/portal';
import { createSearchAndDeactivateRule, ensureFinancingApplication, schedulePickup } from '../support/commerce';
import { pkr } from '../support/orders';

const SELLER = E2E_SELLERS.commerce;
const STANDALONE_PORT = 3114;

interface OrdersPage {
  orders: { orderNumber: string; total: number; items: { productName: string; lineTotal: number }[] }[];
  pagination: { total: number };
}

/** Opens the first listed transaction's invoice and checks it against the order it bills. */
async function openInvoiceAndCompare(page: Page, read: Awaited<ReturnType<typeof apiReader>>) {
  const first = page.getByTestId('transaction').first();
  const heading = (await first.locator('p').first().textContent()) ?? '';
  const orderNumber = heading.split(' · ')[1] ?? '';
  expect(orderNumber).toMatch(/^ORD-\d+$/);
  await first.getByRole('button', { name: /^Invoice / }).click();
  const dialog = page.getByRole('dialog', { name: /^Invoice/ });
  const invoice = dialog.getByTestId('invoice');
  await expect(invoice).toContainText(`Order ${orderNumber}`);
  const { orders } = await read<OrdersPage>(`/seller/orders?q=${orderNumber}`);
  const order = orders.find((o) => o.orderNumber === orderNumber);
  expect(order).toBeDefined();
  await expect(invoice.getByTestId('invoice-total')).toHaveText(pkr(order!.total));
  await expect(invoice.getByTestId('invoice-subtotal')).toHaveText(pkr(order!.items.reduce((s, i) => s + i.lineTotal, 0)));
  for (const item of order!.items) {
    await expect(invoice.getByRole('row').filter({ hasText: item.productName }).first()).toContainText(pkr(item.lineTotal));
  }
  await expect(invoice).toContainText('Indus Agri Inputs (Pvt) Ltd');
  await expect(invoice).toContainText('NTN 2345678-9');
  await expect(invoice).toContainText('Bill To');
  // Print opens the browser's print dialog; stubbed here, the print view is checked as print media.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await dialog.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await expect(page.getByTestId('invoice-total')).toBeVisible();
  await screenshot(page, 'commerce-invoice-print');
  await page.emulateMedia({ media: 'screen' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('commerce through the shell', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, SELLER);
  });

  test('pricing: the seeded rules show, quick creation prefills the form, a rule is created, found and deactivated', async ({ page }) => {
    await page.goto('/pricing-offers');
    await expectPageTitle(page, 'Pricing & Offers');
    await expect(page.getByTestId('pricing-rule')).toHaveCount(6);
    const expired = page.getByTestId('pricing-rule').filter({ hasText: 'Kharif Tools Clearance' });
    await expect(expired).toContainText('Expired');
    await expect(expired.getByRole('button')).toHaveCount(0);
    await screenshot(page, 'commerce-pricing');

    await page.getByRole('button', { name: /^Seasonal Offer/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Rule' });
    await expect(dialog.getByLabel('Rule Name')).toHaveValue('Sowing Season Seed Offer');
    await expect(dialog.getByRole('combobox', { name: 'Rule Type' })).toHaveText('Seasonal Offer');
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveText('Seeds');
    await expect(dialog.getByLabel('Discount (%)')).toHaveValue('15');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await createSearchAndDeactivateRule(page, 'Cotton Spray Bulk Deal');
    await page.reload();
    await page.getByLabel('Search pricing rules').fill('cotton spray');
    await expect(page.getByTestId('pricing-rule')).toHaveCount(1);
    await expect(page.getByTestId('pricing-rule')).toContainText('Inactive');
    await page.getByLabel('Search pricing rules').fill('no such rule here');
    await expect(page.getByText('No pricing rules match your search.')).toBeVisible();
  });

  test('logistics: cards from the data, a pickup is scheduled, listed and tracked, and still there after reload', async ({ page, request }) => {
    const read = await apiReader(request, SELLER);
    const shipped = (await read<OrdersPage>('/seller/orders?status=shipped&pageSize=1')).pagination.total;
    await page.goto('/logistics');
    await expectPageTitle(page, 'Logistics & Fulfillment');
    await expect(page.getByTestId('stat-in-transit-value')).toHaveText(String(shipped));
    await expect(page.getByTestId('stat-pickups-value')).toHaveText('3');
    for (const status of ['In Transit', 'Delivered', 'Pickup Scheduled']) {
      await expect(page.getByTestId('shipment').filter({ hasText: status }).first()).toBeVisible();
    }
    await screenshot(page, 'commerce-logistics');

    const orderNumber = await schedulePickup(page, 2);
    await expect(page.getByTestId('stat-pickups-value')).toHaveText('4');
    await page.reload();
    const row = page.getByTestId('shipment').filter({ hasText: orderNumber });
    await expect(row).toContainText('Pickup Scheduled');
    await row.getByRole('button', { name: `Track ${orderNumber}` }).click();
    const tracking = page.getByRole('dialog', { name: `Tracking ${orderNumber}` });
    await expect(tracking).toContainText('Order Placed');
    await expect(tracking).toContainText('Pickup Scheduled');
    await expect(tracking).toContainText('Evening (5 PM-8 PM) · Normal urgency · Warehouse 5, Sundar Industrial Estate');
    await expect(tracking).toContainText('Waiting for the courier');
    await expect(tracking).toContainText('Not delivered yet');
    await screenshot(page, 'commerce-tracking');
    await tracking.getByRole('button', { name: 'Close' }).click();

    const delivered = page.getByTestId('shipment').filter({ hasText: 'Delivered' }).first();
    await delivered.getByRole('button', { name: /^Track / }).click();
    const done = page.getByRole('dialog', { name: /^Tracking ORD-/ });
    await expect(done).toContainText(/Shipped \d/);
    await expect(done).not.toContainText('Not delivered yet');
  });

  test('payments: bank badge, cards and statuses, an invoice matching its order, a financing application kept after reload', async ({ page, request }) => {
    const read = await apiReader(request, SELLER);
    await page.goto('/payments');
    await expectPageTitle(page, 'Payments & Financing');
    await expect(page.getByText('Financing partnered with a bank')).toBeVisible();
    await expect(page.getByTestId('stat-overdue-value')).toHaveText(/^PKR [\d,.]+$/);
    await expect(page.getByTestId('transaction')).toHaveCount(10);
    await chooseOption(page, 'Payment status', 'Overdue');
    await expect(page.getByTestId('transaction').first()).toContainText('Overdue');
    await expect(page.getByTestId('transaction').filter({ hasText: /Paid|Pending/ })).toHaveCount(0);
    await chooseOption(page, 'Payment status', 'All');
    await screenshot(page, 'commerce-payments');

    await openInvoiceAndCompare(page, read);

    await page.getByRole('button', { name: 'Apply for Financing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for Financing' });
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByText('Amount is required')).toBeVisible();
    await expect(dialog.getByText('Tenure is required')).toBeVisible();
    await expect(dialog.getByText('Purpose is required')).toBeVisible();
    await dialog.getByLabel('Amount').fill('40000');
    await chooseOption(page, 'Tenure', '6 months');
    await chooseOption(page, 'Purpose', 'Inventory purchase');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByText('Amount must be between PKR 50,000 and PKR 50,000,000')).toBeVisible();
    await dialog.getByLabel('Amount').fill('1500000');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Application submitted' })).toContainText('is under review by our partner bank');
    await expect(dialog).toBeHidden();

    await page.reload();
    const application = page.getByTestId('financing-application').filter({ hasText: 'PKR 1,500,000 for 6 months' });
    await expect(application).toContainText('Under Review');
    await expect(application).toContainText('Inventory purchase');
    await expect(page.getByRole('button', { name: 'Apply for Financing' })).toBeDisabled();
    await expect(page.getByTestId('stat-financing')).toContainText('Under Review');
  });

  test('at 360 px the three screens fit the phone and their dialogs open full screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const [route, title] of [
      ['/pricing-offers', 'Pricing & Offers'],
      ['/logistics', 'Logistics & Fulfillment'],
      ['/payments', 'Payments & Financing'],
    ] as const) {
      await page.goto(route);
      await expectPageTitle(page, title);
      await expect(page.getByRole('main').locator('li').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(0);
      await screenshot(page, `commerce-phone${route.replace('/', '-')}`);
    }
    await page
      .getByTestId('transaction')
      .first()
      .getByRole('button', { name: /^Invoice / })
      .click();
    await expect(page.getByTestId('invoice-total')).toBeVisible();
    await screenshot(page, 'commerce-phone-invoice', false);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.goto('/logistics');
    await page.getByRole('button', { name: 'Schedule Pickup' }).click();
    await expect(page.getByRole('dialog', { name: 'Schedule Pickup' }).getByLabel('Pickup Address')).toBeVisible();
    await screenshot(page, 'commerce-phone-pickup-dialog', false);
  });
});

// The seller may have one application under review at a time: the standalone test makes sure it
// exists (the shell's payments test submits it when run first), then expects it and Apply disabled.
test.describe('commerce standalone', () => {
  let server: ChildProcess;

  test.beforeAll(async () => {
    server = await serveRemoteStandalone('mfe-commerce', STANDALONE_PORT);
  });

  test.afterAll(() => {
    server.kill();
  });

  test('QA runs the rule, pickup, invoice and financing flows on the commerce remote alone', async ({ page, request }) => {
    const read = await apiReader(request, SELLER);
    await ensureFinancingApplication(request, SELLER);
    await page.goto(`http://127.0.0.1:${STANDALONE_PORT}/pricing-offers`);
    await signInThroughForm(page, SELLER);
    await expectPageTitle(page, 'Pricing & Offers');
    await expect(page.getByText('commerce (standalone)')).toBeVisible();
    await createSearchAndDeactivateRule(page, 'Standalone Seed Booking');

    await page.getByRole('link', { name: 'Logistics & Fulfillment' }).click();
    await expectPageTitle(page, 'Logistics & Fulfillment');
    await schedulePickup(page, 3);

    await page.getByRole('link', { name: 'Payments & Financing' }).click();
    await expectPageTitle(page, 'Payments & Financing');
    await openInvoiceAndCompare(page, read);
    // The application submitted through the shell is the same stored record here.
    await expect(page.getByTestId('financing-application').filter({ hasText: 'PKR 1,500,000 for 6 months' })).toContainText('Under Review');
    await expect(page.getByRole('button', { name: 'Apply for Financing' })).toBeDisabled();
  });
});
