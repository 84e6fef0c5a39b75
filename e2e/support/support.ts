import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { expectPageTitle, screenshot } from './portal';

/** The number a summary tile shows under its title (NaN while there is none). */
async function tileNumber(page: Page, title: string): Promise<number> {
  const tile = page
    .getByRole('region', { name: /summary$/ })
    .locator('.MuiCard-root')
    .filter({ has: page.getByText(title, { exact: true }) });
  if ((await tile.count()) !== 1) return Number.NaN;
  const lines = (await tile.innerText())
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines[0] !== title || lines.length !== 2) return Number.NaN;
  return Number(lines[1]?.replace(/,/g, ''));
}

/** Waits for the tile to show a number and returns it. */
export async function tileValue(page: Page, title: string): Promise<number> {
  await expect.poll(() => tileNumber(page, title), { message: `tile ${title}` }).not.toBeNaN();
  return tileNumber(page, title);
}

export async function expectTile(page: Page, title: string, value: number): Promise<void> {
  expect(Number.isFinite(value)).toBe(true);
  await expect.poll(() => tileNumber(page, title), { message: `tile ${title}` }).toBe(value);
}

const dialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name });

/**
 * New Ticket end to end on whatever page is open at /support: defaults, required messages, the
 * stored ticket listed with its reference, the tile and the details. Returns the reference.
 */
export async function createTicketFlow(page: Page, subject: string, screenshotName?: string): Promise<string> {
  await expectPageTitle(page, 'Support & Notifications');
  await expect(page.getByRole('heading', { name: 'Recent Support Tickets' })).toBeVisible();
  const openBefore = await tileValue(page, 'Open Tickets');

  await page.getByRole('button', { name: 'New Ticket' }).click();
  const form = dialog(page, 'Create New Support Ticket');
  await expect(form.getByLabel('Priority')).toHaveValue('medium');
  await expect(form.getByLabel('Contact Method')).toHaveValue('email');
  await form.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(form.getByText('Subject is required')).toBeVisible();
  await expect(form.getByText('Category is required')).toBeVisible();
  await expect(form.getByText('Description is required')).toBeVisible();

  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Category').selectOption({ label: 'Billing' });
  await form.getByLabel('Priority').selectOption({ label: 'High' });
  await form.getByLabel('Contact Method').selectOption({ label: 'WhatsApp' });
  await form.getByLabel('Description').fill('The invoice for last week shows PKR 12,500 more than the order total.');
  if (screenshotName) await screenshot(page, `${screenshotName}-new-ticket`, false);
  await form.getByRole('button', { name: 'Create Ticket' }).click();

  const toast = page.getByText(/^Ticket TKT-\d{6} has been created\. You will receive updates via WhatsApp\.$/);
  await expect(toast).toBeVisible();
  await expect(form).toBeHidden();
  const reference = ((await toast.textContent()) ?? '').match(/TKT-\d{6}/)?.[0] ?? '';

  const tickets = page.getByRole('list', { name: 'Recent support tickets' });
  const row = tickets.getByRole('button', { name: `${reference} ${subject}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Open');
  await expect(row).toContainText('High priority');
  await expectTile(page, 'Open Tickets', openBefore + 1);
  await expect(page.getByRole('list', { name: 'System notifications' })).toContainText(`Ticket ${reference} "${subject}" was received.`);

  await row.click();
  const details = dialog(page, `Ticket ${reference}`);
  await expect(details).toContainText(subject);
  await expect(details).toContainText('WhatsApp');
  await expect(details).toContainText('PKR 12,500 more');
  if (screenshotName) await screenshot(page, `${screenshotName}-details`, false);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
  return reference;
}

/**
 * Team Access end to end: add a member (toast naming them, tiles move), change their role (tiles
 * move again), the duplicate e-mail message. `email` must be new to the company.
 */
export async function teamFlow(page: Page, name: string, email: string): Promise<void> {
  await expectPageTitle(page, 'Team Access & Roles');
  await expect(page.getByRole('listitem', { name: name })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Team members' })).toBeVisible();
  const total = await tileValue(page, 'Total Members');
  const viewers = await tileValue(page, 'Viewers');
  const editors = await tileValue(page, 'Editors');

  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const form = dialog(page, 'Add New Team Member');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Add Member' }).click();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByText('Role is required')).toBeVisible();
  await expect(form.getByText('Department is required')).toBeVisible();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption({ label: 'Viewer' });
  await form.getByLabel('Department').selectOption({ label: 'Customer Support' });
  await form.getByLabel('Notes (optional)').fill('Answers retailer calls');
  await form.getByRole('button', { name: 'Add Member' }).click();
  await expect(page.getByText(`${name} has been invited to your team.`)).toBeVisible();
  await expect(form).toBeHidden();

  const row = page.getByRole('listitem', { name });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Viewer');
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Last active: Never');
  await expectTile(page, 'Total Members', total + 1);
  await expectTile(page, 'Viewers', viewers + 1);

  await page.getByRole('button', { name: `Edit Role of ${name}` }).click();
  const edit = dialog(page, 'Edit Role');
  await edit.getByLabel('Role').selectOption({ label: 'Editor' });
  await edit.getByRole('button', { name: 'Save Role' }).click();
  await expect(page.getByText(`${name} is now Editor.`)).toBeVisible();
  await expect(row).toContainText('Editor');
  await expectTile(page, 'Viewers', viewers);
  await expectTile(page, 'Editors', editors + 1);
  await expectTile(page, 'Total Members', total + 1);

  await page.getByRole('button', { name: 'Add Team Member' }).click();
  await form.getByLabel('Name').fill(`${name} again`);
  await form.getByLabel('Email').fill(email.toUpperCase());
  await form.getByLabel('Role').selectOption({ label: 'Admin' });
  await form.getByLabel('Department').selectOption({ label: 'Sales' });
  await form.getByRole('button', { name: 'Add Member' }).click();
  await expect(form.getByText(`A team member with the e-mail ${email} already exists in your company.`)).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue(`${name} again`);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expectTile(page, 'Total Members', total + 1);
}
