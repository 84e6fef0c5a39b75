import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PORTAL_URL } from './env';
import { pktDay } from './orders';
import { apiToken, chooseOption } from './portal';

/** Today in Pakistan (the portal judges past dates by PKT) plus `days`, as YYYY-MM-DD. */
function pktToday(days = 0): string {
  return pktDay(Date.now() + days * 86_400_000);
}

/** '12 Mar 2025', as the screens write a YYYY-MM-DD date. */
function dayText(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * A toast's text. Found by text, not by its alert role: a toast raised while a dialog is open sits
 * outside the modal, which hides it from the accessibility tree.
 */
function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

/** Creates a rule through the dialog, finds it with the search box and deactivates it. */
export async function createSearchAndDeactivateRule(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Create New Rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Rule' });
  await dialog.getByLabel('Rule Name').fill(name);
  await chooseOption(page, 'Rule Type', 'Bulk Purchase');
  await chooseOption(page, 'Category', 'Pesticides');
  await dialog.getByLabel('Discount (%)').fill('150');
  await dialog.getByLabel('Minimum Quantity').fill('0');
  await dialog.getByRole('button', { name: 'Create Rule' }).click();
  await expect(dialog.getByText('Discount must be between 1 and 100')).toBeVisible();
  await expect(dialog.getByText('Minimum quantity must be at least 1')).toBeVisible();
  await expect(dialog.getByText('Valid until is required')).toBeVisible();
  await dialog.getByLabel('Discount (%)').fill('7.5');
  await dialog.getByLabel('Minimum Quantity').fill('40');
  await dialog.getByLabel('Valid Until').fill(pktToday(20));
  await dialog.getByRole('button', { name: 'Create Rule' }).click();
  await expect(toast(page, 'Pricing rule created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search pricing rules').fill(name.toUpperCase());
  const rules = page.getByTestId('pricing-rule');
  await expect(rules).toHaveCount(1);
  const rule = rules.first();
  await expect(rule).toContainText(name);
  await expect(rule).toContainText('Bulk Purchase · Pesticides');
  await expect(rule).toContainText('7.5%');
  await expect(rule).toContainText(dayText(pktToday(20)));
  await expect(rule).toContainText('Active');

  await rule.getByRole('button', { name: `Deactivate ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate pricing rule?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toBeHidden();
  await expect(rule).toContainText('Inactive');
  await expect(rule.getByRole('button', { name: `Activate ${name}` })).toBeVisible();
}

/** Schedules a pickup for the first order the dialog offers; answers its order number. */
export async function schedulePickup(page: Page, days: number): Promise<string> {
  await page.getByRole('button', { name: 'Schedule Pickup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Pickup' });
  await expect(dialog.getByRole('combobox', { name: 'Urgency' })).toHaveText('Normal');
  await expect(dialog.getByRole('combobox', { name: 'Time Slot' })).toHaveText('Morning (9 AM-12 PM)');
  await dialog.getByRole('button', { name: 'Schedule Pickup' }).click();
  await expect(toast(page, 'Missing Information')).toBeVisible();
  await expect(toast(page, 'Please fill in all required fields.')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Order Number' }).click();
  const option = page.getByRole('option').first();
  const orderNumber = ((await option.locator('div').first().textContent()) ?? '').trim();
  expect(orderNumber).toMatch(/^ORD-\d+$/);
  await option.click();
  await expect(dialog.getByLabel('Retailer')).not.toHaveValue('');
  await dialog.getByLabel('Pickup Address').fill('Warehouse 5, Sundar Industrial Estate');
  await dialog.getByLabel('Pickup Date').fill(pktToday(-1));
  await dialog.getByRole('button', { name: 'Schedule Pickup' }).click();
  await expect(dialog.getByText('Pickup date cannot be in the past')).toBeVisible();
  await dialog.getByLabel('Pickup Date').fill(pktToday(days));
  await chooseOption(page, 'Time Slot', 'Evening (5 PM-8 PM)');
  await dialog.getByLabel('Contact Person').fill('Imran Ali');
  await dialog.getByLabel('Contact Phone').fill('03001234567');
  await dialog.getByRole('button', { name: 'Schedule Pickup' }).click();
  await expect(toast(page, `Pickup for order ${orderNumber} is scheduled on ${dayText(pktToday(days))}.`)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Pickup Scheduled' })).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('shipment').filter({ hasText: orderNumber });
  await expect(row).toContainText('Pickup Scheduled');
  await expect(row).toContainText(`Pickup ${dayText(pktToday(days))}, Evening (5 PM-8 PM)`);
  return orderNumber;
}

/**
 * Makes sure the seller has the application 'PKR 1,500,000 for 6 months' under review (the one
 * the shell's payments test submits), so a test that reads it does not depend on test order.
 */
export async function ensureFinancingApplication(request: APIRequestContext, user: { email: string; password: string }): Promise<void> {
  const headers = { authorization: `Bearer ${await apiToken(request, user)}` };
  const list = await request.get(`${PORTAL_URL}/api/seller/financing/applications`, { headers });
  expect(list.status(), await list.text()).toBe(200);
  const body = (await list.json()) as { data: { applications: { status: string }[] } };
  if (body.data.applications.some((a) => a.status === 'Under Review')) return;
  const created = await request.post(`${PORTAL_URL}/api/seller/financing/applications`, {
    headers,
    data: { amount: 1_500_000, tenureMonths: 6, purpose: 'Inventory purchase' },
  });
  expect(created.status(), await created.text()).toBe(201);
}
