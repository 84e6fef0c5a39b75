import { expect, test } from '@playwright/test';
import { E2E_SELLERS } from '../support/env';
import { apiReader, screenshot, serveRemoteDuringTests, signInBeforeEach } from '../support/portal';
import { dayText, ensureFinancingApplication, pktToday } from '../support/commerce';
import { pkr } from '../support/orders';
import { LogisticsPage } from '../pages/logistics-page';
import { PaymentsPage } from '../pages/payments-page';
import { PricingPage } from '../pages/pricing-page';
import { StandaloneHarness } from '../pages/standalone-harness';

const SELLER = E2E_SELLERS.commerce;
const STANDALONE_PORT = 3114;

interface OrdersPage {
  orders: { orderNumber: string; total: number }[];
  pagination: { total: number };
}

interface OrderPage {
  order: { orderNumber: string; total: number; items: { productName: string; lineTotal: number }[] };
}

/** Creates a rule through the dialog, finds it with the search box and deactivates it. */
async function createSearchAndDeactivateRule(pricing: PricingPage, name: string): Promise<void> {
  const dialog = await pricing.openCreateRule();
  await dialog.fill({ name, type: 'Bulk Purchase', category: 'Pesticides', discount: '150', minimumQuantity: '0' });
  await dialog.createRuleButton.click();
  await dialog.expectMessages('Discount must be between 1 and 100', 'Minimum quantity must be at least 1', 'Valid until is required');
  await dialog.discount.fill('7.5');
  await dialog.minimumQuantity.fill('40');
  await dialog.validUntil.fill(pktToday(20));
  await dialog.createRuleButton.click();
  // A toast raised while a dialog is open sits outside the modal, hidden from the accessibility tree: found by its text.
  await expect(pricing.message('Pricing rule created successfully!', true)).toBeVisible();
  await expect(dialog.root).toBeHidden();

  await pricing.searchFor(name.toUpperCase());
  await expect(pricing.rules).toHaveCount(1);
  const rule = pricing.rules.first();
  await expect(rule).toContainText(name);
  await expect(rule).toContainText('Bulk Purchase · Pesticides');
  await expect(rule).toContainText('7.5%');
  await expect(rule).toContainText(dayText(pktToday(20)));
  await expect(rule).toContainText('Active');

  const confirm = await pricing.deactivate(name);
  await expect(confirm.root).toContainText(name);
  await confirm.confirm();
  await expect(confirm.root).toBeHidden();
  await expect(rule).toContainText('Inactive');
  await expect(pricing.activateButton(name)).toBeVisible();
}

/** Schedules a pickup for the first order the dialog offers; answers its order number. */
async function schedulePickup(logistics: LogisticsPage, days: number): Promise<string> {
  const dialog = await logistics.openSchedulePickup();
  await expect(dialog.urgency).toHaveText('Normal');
  await expect(dialog.timeSlot).toHaveText('Morning (9 AM-12 PM)');
  await dialog.scheduleButton.click();
  await expect(logistics.message('Missing Information', true)).toBeVisible();
  await expect(logistics.message('Please fill in all required fields.', true)).toBeVisible();

  const orderNumber = await dialog.chooseFirstOrder();
  await expect(dialog.field('retailer')).not.toHaveValue('');
  // The order's delivery address follows it (issue 41, item 6); it stays editable.
  await expect(dialog.field('address')).not.toHaveValue('');
  await dialog.field('address').fill('Warehouse 5, Sundar Industrial Estate');
  await dialog.field('date').fill(pktToday(-1));
  await dialog.scheduleButton.click();
  await expect(dialog.message('Pickup date cannot be in the past')).toBeVisible();
  await dialog.field('date').fill(pktToday(days));
  await dialog.chooseTimeSlot('Evening (5 PM-8 PM)');
  await dialog.field('contactPerson').fill('Imran Ali');
  await dialog.field('contactPhone').fill('03001234567');
  await dialog.scheduleButton.click();
  await expect(logistics.message(`Pickup for order ${orderNumber} is scheduled on ${dayText(pktToday(days))}.`, true)).toBeVisible();
  await expect(logistics.pickupScheduledAlert).toBeVisible();
  await expect(dialog.root).toBeHidden();

  const row = logistics.shipment(orderNumber);
  await expect(row).toContainText('Pickup Scheduled');
  await expect(row).toContainText(`Pickup ${dayText(pktToday(days))}, Evening (5 PM-8 PM)`);
  return orderNumber;
}

/** Opens the first listed transaction's invoice and checks it against the order it bills. */
async function openInvoiceAndCompare(payments: PaymentsPage, read: Awaited<ReturnType<typeof apiReader>>) {
  const page = payments.page;
  const orderNumber = await payments.firstTransactionOrder();
  expect(orderNumber).toMatch(/^ORD-\d+$/);
  const dialog = await payments.openFirstInvoice();
  await expect(dialog.invoice).toContainText(`Order ${orderNumber}`);
  const { orders } = await read<OrdersPage>(`/seller/orders?q=${orderNumber}`);
  expect(orders.find((o) => o.orderNumber === orderNumber)).toBeDefined();
  const { order } = await read<OrderPage>(`/seller/orders/${orderNumber}`);
  await expect(dialog.total).toHaveText(pkr(order.total));
  await expect(dialog.subtotal).toHaveText(pkr(order.items.reduce((s, i) => s + i.lineTotal, 0)));
  for (const item of order.items) {
    await expect(dialog.line(item.productName)).toContainText(pkr(item.lineTotal));
  }
  await expect(dialog.invoice).toContainText('Indus Agri Inputs (Pvt) Ltd');
  await expect(dialog.invoice).toContainText('NTN 2345678-9');
  await expect(dialog.invoice).toContainText('Bill To');
  // Print opens the browser's print dialog; stubbed here, the print view is checked as print media.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await dialog.printButton.click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(payments.printButton).toBeHidden();
  await expect(payments.navigation.first()).toBeHidden();
  await expect(payments.invoiceTotal).toBeVisible();
  await screenshot(page, 'commerce-invoice-print');
  await page.emulateMedia({ media: 'screen' });
  await dialog.close();
  await expect(dialog.root).toBeHidden();
}

test.describe('commerce through the shell', () => {
  signInBeforeEach(SELLER);

  test('pricing: the seeded rules show, quick creation prefills the form, a rule is created, found, deactivated, edited and deleted', async ({ page }) => {
    const pricing = new PricingPage(page);
    await pricing.open();
    await expect(pricing.rules).toHaveCount(6);
    await expect(pricing.rule('Kharif Tools Clearance')).toContainText('Expired');
    await expect(pricing.ruleButtons('Kharif Tools Clearance')).toHaveText(['Edit', 'Delete']);
    await screenshot(page, 'commerce-pricing');

    const dialog = await pricing.quickCreate('Seasonal Offer');
    await expect(dialog.ruleName).toHaveValue('Sowing Season Seed Offer');
    await expect(dialog.ruleType).toHaveText('Seasonal Offer');
    await expect(dialog.category).toHaveText('Seeds');
    await expect(dialog.discount).toHaveValue('15');
    await dialog.cancel();
    await expect(dialog.root).toBeHidden();

    await createSearchAndDeactivateRule(pricing, 'Cotton Spray Bulk Deal');
    await page.reload();
    await pricing.searchFor('cotton spray');
    await expect(pricing.rules).toHaveCount(1);
    await expect(pricing.rules).toContainText('Inactive');

    const edit = await pricing.edit('Cotton Spray Bulk Deal');
    await expect(edit.discount).toHaveValue('7.5');
    await expect(edit.message('Applies to Pesticides products', true)).toBeVisible();
    await edit.discount.fill('9');
    await edit.saveButton.click();
    await expect(pricing.message('Pricing rule updated', true)).toBeVisible();
    await expect(edit.root).toBeHidden();
    await expect(pricing.rules.first()).toContainText('9%');
    await page.reload();
    await pricing.searchFor('cotton spray');
    await expect(pricing.rules.first()).toContainText('9%');
    await expect(pricing.rules.first()).toContainText('Inactive');

    const confirm = await pricing.delete('Cotton Spray Bulk Deal');
    await expect(confirm.root).toContainText('Cotton Spray Bulk Deal');
    await confirm.confirm();
    await expect(pricing.message('Pricing rule deleted', true)).toBeVisible();
    await expect(pricing.noMatchMessage).toBeVisible();
    await page.reload();
    await pricing.searchFor('cotton spray');
    await expect(pricing.noMatchMessage).toBeVisible();

    await pricing.searchFor('no such rule here');
    await expect(pricing.noMatchMessage).toBeVisible();
  });

  test('logistics: cards from the data, a pickup is scheduled, listed and tracked, and still there after reload', async ({ page, request }) => {
    const read = await apiReader(request, SELLER);
    const shipped = (await read<OrdersPage>('/seller/orders?status=shipped&pageSize=1')).pagination.total;
    const logistics = new LogisticsPage(page);
    await logistics.open();
    await expect(logistics.figure('in-transit')).toHaveText(String(shipped));
    await expect(logistics.figure('pickups')).toHaveText('3');
    for (const status of ['In Transit', 'Delivered', 'Pickup Scheduled']) {
      await expect(logistics.shipment(status).first()).toBeVisible();
    }
    await screenshot(page, 'commerce-logistics');

    const orderNumber = await schedulePickup(logistics, 2);
    await expect(logistics.figure('pickups')).toHaveText('4');
    await page.reload();
    await expect(logistics.shipment(orderNumber)).toContainText('Pickup Scheduled');
    const tracking = await logistics.track(orderNumber);
    await expect(tracking.root).toContainText('Order Placed');
    await expect(tracking.root).toContainText('Pickup Scheduled');
    await expect(tracking.root).toContainText('Evening (5 PM-8 PM) · Normal urgency · Warehouse 5, Sundar Industrial Estate');
    await expect(tracking.root).toContainText('Waiting for the courier');
    await expect(tracking.root).toContainText('Not delivered yet');
    await screenshot(page, 'commerce-tracking');
    await tracking.close();

    const done = await logistics.trackFirst('Delivered');
    await expect(done.root).toContainText(/Shipped \d/);
    await expect(done.root).not.toContainText('Not delivered yet');
  });

  test('payments: bank badge, cards and statuses, an invoice matching its order, a financing application kept after reload', async ({ page, request }) => {
    const read = await apiReader(request, SELLER);
    const payments = new PaymentsPage(page);
    await payments.open();
    await expect(payments.bankBadge).toBeVisible();
    await expect(payments.overdueAmount).toHaveText(/^PKR [\d,.]+$/);
    await expect(payments.transactions).toHaveCount(10);
    await payments.filterByStatus('Overdue');
    await expect(payments.transactions.first()).toContainText('Overdue');
    await expect(payments.transactions.filter({ hasText: /Paid|Pending/ })).toHaveCount(0);
    // The filter lives in the URL, as the orders' and the catalog's do: a reload keeps it.
    await expect(page).toHaveURL(/[?&]status=overdue\b/);
    await page.reload();
    await expect(payments.statusFilter).toHaveText('Overdue');
    await expect(payments.transactions.first()).toContainText('Overdue');
    await expect(payments.transactions.filter({ hasText: /Paid|Pending/ })).toHaveCount(0);
    await payments.filterByStatus('All');
    // The reload emptied the cache: the overdue rows stay on screen until every status's arrive.
    await expect(page).not.toHaveURL(/[?&]status=/);
    await expect(payments.transactions.filter({ hasText: /Paid|Pending/ }).first()).toBeVisible();
    await screenshot(page, 'commerce-payments');

    await openInvoiceAndCompare(payments, read);

    const dialog = await payments.openFinancingApplication();
    await dialog.submitButton.click();
    await dialog.expectMessages('Amount is required', 'Tenure is required', 'Purpose is required');
    await dialog.amount.fill('40000');
    await dialog.chooseTenure('6 months');
    await dialog.choosePurpose('Inventory purchase');
    await dialog.submitButton.click();
    await expect(dialog.message('Amount must be between PKR 50,000 and PKR 50,000,000')).toBeVisible();
    await dialog.amount.fill('1500000');
    await dialog.submitButton.click();
    await expect(payments.applicationSubmittedAlert).toContainText('is under review by our partner bank');
    await expect(dialog.root).toBeHidden();

    await page.reload();
    const application = payments.application('PKR 1,500,000 for 6 months');
    await expect(application).toContainText('Under Review');
    await expect(application).toContainText('Inventory purchase');
    await expect(payments.applyForFinancingButton).toBeDisabled();
    await expect(payments.financingStat).toContainText('Under Review');
  });

  test('at 360 px the three screens fit the phone and their dialogs open full screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const [pricing, logistics, payments] = [new PricingPage(page), new LogisticsPage(page), new PaymentsPage(page)];
    for (const screen of [pricing, logistics, payments]) {
      await screen.open();
      await expect(screen.mainListItems.first()).toBeVisible();
      expect(await screen.sidewaysOverflow(), `${screen.path} scrolls sideways`).toBeLessThanOrEqual(0);
      await screenshot(page, `commerce-phone${screen.path.replace('/', '-')}`);
    }
    const invoice = await payments.openFirstInvoice();
    await expect(payments.invoiceTotal).toBeVisible();
    await screenshot(page, 'commerce-phone-invoice', false);
    await invoice.close();
    await logistics.goto();
    const pickup = await logistics.openSchedulePickup();
    await expect(pickup.field('address')).toBeVisible();
    await screenshot(page, 'commerce-phone-pickup-dialog', false);
  });
});

// The seller may have one application under review at a time: the standalone test makes sure it
// exists (the shell's payments test submits it when run first), then expects it and Apply disabled.
test.describe('commerce standalone', () => {
  serveRemoteDuringTests('mfe-commerce', STANDALONE_PORT);

  test('QA runs the rule, pickup, invoice and financing flows on the commerce remote alone', async ({ page, request }) => {
    const read = await apiReader(request, SELLER);
    await ensureFinancingApplication(request, SELLER);
    const harness = new StandaloneHarness(page, 'commerce', STANDALONE_PORT);
    const pricing = new PricingPage(page);
    await harness.open(pricing.path, SELLER);
    await pricing.expectShown();
    await expect(harness.banner).toBeVisible();
    await createSearchAndDeactivateRule(pricing, 'Standalone Seed Booking');

    const logistics = new LogisticsPage(page);
    await harness.followLink(logistics.titleText);
    await logistics.expectShown();
    await schedulePickup(logistics, 3);

    const payments = new PaymentsPage(page);
    await harness.followLink(payments.titleText);
    await payments.expectShown();
    await openInvoiceAndCompare(payments, read);
    // The application submitted through the shell is the same stored record here.
    await expect(payments.application('PKR 1,500,000 for 6 months')).toContainText('Under Review');
    await expect(payments.applyForFinancingButton).toBeDisabled();
  });
});
