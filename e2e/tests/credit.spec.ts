import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E_SELLERS } from '../support/env';
import { pkr } from '../support/orders';
import { sellerApi, signInViaApi } from '../support/portal';
import { openDirectoryFromInsights } from '../support/retailers';
import { OrderPage } from '../pages/order-page';
import { ReceivablesAgingPage, RetailerDirectoryPage, RetailerAccountPage } from '../pages/retailer-accounts-page';

const SELLER = E2E_SELLERS.credit;

type Order = { _id: string; orderNumber: string; total: number; retailer: { _id: string } | null };

test.describe('retailers on credit', () => {
  test('a limit refuses the order that would pass it, with the figures; a payment moves the aging and lets it through; the statement downloads as PDF', async ({
    page,
  }) => {
    const api = await sellerApi(page.request, SELLER);
    // A new retailer of this test's own, with three phone orders of one product in stock.
    const name = `Credit Test Traders ${Date.now().toString(36)}`;
    const { products } = await api.get<{ products: { _id: string; stockQuantity: number }[] }>('/orders/product-options?q=');
    const product = products.find((p) => p.stockQuantity >= 50);
    expect(product, 'a product with stock').toBeTruthy();
    const first = (
      await api.post<{ order: Order }>('/orders', {
        retailer: { name, city: 'Okara', phone: '03001234567', address: 'Shop 4, Grain Market' },
        lines: [{ productId: product!._id, quantity: 2 }],
      })
    ).order;
    const retailerId = first.retailer!._id;
    const second = (await api.post<{ order: Order }>('/orders', { retailerId, lines: [{ productId: product!._id, quantity: 2 }] })).order;
    const third = (await api.post<{ order: Order }>('/orders', { retailerId, lines: [{ productId: product!._id, quantity: 2 }] })).order;
    const limit = first.total + second.total;

    // The directory, from Retailer Insights: find the retailer and set its limit and terms.
    const directory = await openDirectoryFromInsights(page, SELLER);
    await directory.search(name);
    await expect(directory.rows).toHaveCount(1);
    await expect(directory.row(name)).toContainText('No limit');
    const account = await directory.openRetailer(name);
    const terms = await account.editCreditTerms();
    await terms.save(String(limit), 'Net 15 days');
    await expect(terms.root).toBeHidden();
    await expect(account.fact('Credit limit')).toHaveText(pkr(limit));
    await expect(account.fact('Payment terms')).toContainText('Net 15 days');

    // Two confirmations fill the limit exactly; the third is refused with the figures.
    for (const o of [first, second]) {
      const orderPage = new OrderPage(page, o.orderNumber);
      await orderPage.open();
      await orderPage.move('Confirm Order', 'Confirmed');
    }
    const thirdPage = new OrderPage(page, third.orderNumber);
    await thirdPage.open();
    const refusal = await thirdPage.startMove('Confirm Order');
    await refusal.press('Confirm Order');
    const alert = refusal.root.getByTestId('credit-refusal');
    await expect(alert).toContainText(`Credit limit ${pkr(limit)}; outstanding ${pkr(limit)}; this order ${pkr(third.total)}`);
    await expect(refusal.root.getByLabel(/^Reason for confirming anyway/)).toBeVisible();
    await expect(refusal.root.getByRole('button', { name: 'Confirm anyway' })).toBeDisabled();
    await refusal.backButton.click();
    await expect(thirdPage.status('Pending')).toBeVisible();

    // Collections: both invoices are current, all the retailer owes.
    const aging = new ReceivablesAgingPage(page);
    await aging.open(`?q=${encodeURIComponent(name)}`);
    // The last column is what the retailer owes in all (the limit shows too, in its own column).
    const agingTotal = aging.owed(name);
    await expect(agingTotal).toHaveText(pkr(limit));

    // The finance user records a cash payment of the first invoice.
    await page.goto(`/retailer-insights/retailers/${retailerId}`);
    const again = new RetailerAccountPage(page, name);
    await again.expectShown();
    const pay = await again.recordPayment();
    await pay.amount.fill(String(first.total));
    await pay.method('Cash');
    await pay.submit();
    await expect(pay.root).toBeHidden();
    await expect(again.message(`Payment of ${pkr(first.total)} recorded`)).toBeVisible();
    await expect(again.fact('Outstanding')).toHaveText(pkr(second.total));
    await expect(again.invoice(first.orderNumber.replace('ORD-', 'INV-'))).toContainText('Paid');

    await aging.open(`?q=${encodeURIComponent(name)}`);
    await expect(agingTotal).toHaveText(pkr(second.total));

    // Now the third order fits.
    await thirdPage.open();
    await thirdPage.move('Confirm Order', 'Confirmed');

    // The statement: both invoices, the payment, and the third invoice; the PDF downloads.
    await page.goto(`/retailer-insights/retailers/${retailerId}`);
    await again.expectShown();
    const statement = await again.openStatement();
    await statement.expectLoaded();
    await expect(statement.lines.filter({ hasText: /Invoice for order/ })).toHaveCount(3);
    await expect(statement.lines.filter({ hasText: /Payment received/ })).toHaveCount(1);
    const [download] = await Promise.all([page.waitForEvent('download'), statement.downloadButton.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the directory pages, searches and filters by standing; a bad limit is refused at its field and keeps what was typed', async ({ page }) => {
    await signInViaApi(page, SELLER);
    const directory = new RetailerDirectoryPage(page);
    await directory.open();
    await expect(directory.rows).toHaveCount(20);
    const firstName = await directory.rows.first().getByRole('link').textContent();
    await directory.goToPage(2);
    await expect(page).toHaveURL(/page=2/);
    await expect(directory.rows.first()).not.toContainText(firstName ?? '');
    await directory.filterByStanding('Overdue');
    await expect(page).toHaveURL(/standing=overdue/);
    // Every retailer listed then owes something past due (the list refreshes in place).
    await expect
      .poll(async () => (await directory.rows.count()) > 0 && (await directory.rows.count()) === (await directory.rows.locator('[data-overdue]').count()))
      .toBe(true);

    const name = (await directory.rows.first().getByRole('link').textContent()) ?? '';
    const account = await directory.openRetailer(name);
    const terms = await account.editCreditTerms();
    await terms.creditLimit.fill('12,34.567');
    await terms.root.getByRole('button', { name: 'Save' }).click();
    await expect(terms.root).toBeVisible();
    await expect(terms.message(/Credit limit must be/)).toBeVisible();
    await expect(terms.creditLimit).toHaveValue('12,34.567');
  });
});
