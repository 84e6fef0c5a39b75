import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { E2E_SELLERS } from '../support/env';
import { expectPageTitle, screenshot, serveRemoteStandalone, signInThroughForm, signInViaApi } from '../support/portal';
import { createTicketFlow, expectTile, teamFlow, tileValue } from '../support/support';

const STANDALONE_PORT = 3115;
const SELLER = E2E_SELLERS.support;
const run = Date.now().toString(36);

test.describe('through the shell', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, SELLER);
  });

  test('Support & Notifications: the seeded tiles and lists', async ({ page }) => {
    await page.goto('/support');
    await expectPageTitle(page, 'Support & Notifications');
    // The e2e seller's seeded tickets: 1 open, 1 in progress, 2 resolved or closed.
    await expectTile(page, 'Open Tickets', 1);
    await expectTile(page, 'Pending Response', 1);
    await expectTile(page, 'Resolved', 2);
    await expect(page.getByRole('heading', { name: 'Recent Support Tickets' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'System Notifications' })).toBeVisible();
    const tickets = page.getByRole('list', { name: 'Recent support tickets' }).getByRole('button');
    await expect(tickets.first()).toBeVisible();
    expect(await tickets.count()).toBeLessThanOrEqual(5);
    await expect(page.getByRole('list', { name: 'System notifications' }).getByRole('listitem').first()).toBeVisible();
    expect(await tileValue(page, 'Notifications')).toBeGreaterThan(0);
    await screenshot(page, 'support-1');
  });

  test('create a ticket: listed with its reference, counted, opened to its details', async ({ page }) => {
    await page.goto('/support');
    const reference = await createTicketFlow(page, `Invoice mismatch ${run}`, 'support-6');
    // The shell's bell reads the same list: the server's new notification is there, unread.
    await page.getByTestId('notification-bell').click();
    const first = page.getByRole('menu', { name: 'Notifications' }).getByTestId('notification-item').first();
    await expect(first).toContainText('Support ticket created');
    await expect(first).toContainText(`Ticket ${reference}`);
    await expect(first).toHaveAttribute('data-unread', 'true');
  });

  test('Team Access & Roles: add a member, change their role, the tiles follow; duplicates refused', async ({ page }) => {
    await page.goto('/team-access');
    await expectPageTitle(page, 'Team Access & Roles');
    await expect(page.getByRole('listitem', { name: 'Bench Seller' })).toContainText('You');
    await screenshot(page, 'support-2');
    await teamFlow(page, `Kamran Yousaf ${run}`, `kamran.${run}@indusagri.pk`);
  });

  test("the seller's own account stays admin while it is the only admin", async ({ page }) => {
    await page.goto('/team-access');
    await expectTile(page, 'Admins', 1);
    await page.getByRole('button', { name: 'Edit Role of Bench Seller' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Role' });
    await edit.getByLabel('Role').selectOption({ label: 'Viewer' });
    await edit.getByRole('button', { name: 'Save Role' }).click();
    await expect(
      edit.getByText('Your account is the only admin of your company, so it must stay an admin. Make another active member an admin first.'),
    ).toBeVisible();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('listitem', { name: 'Bench Seller' })).toContainText('Admin');
    await expectTile(page, 'Admins', 1);
  });

  test('phone width: both pages fit 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const [route, shot] of [
      ['/support', 3],
      ['/team-access', 4],
    ] as const) {
      await page.goto(route);
      await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
      await expect(page.locator('.MuiCard-root').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `support-${shot}`);
    }
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Team Member' });
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    // Full screen at phone width: every field and both buttons inside the viewport.
    const box = await form.getByRole('button', { name: 'Add Member' }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await screenshot(page, 'support-5', false);
  });
});

test.describe('standalone remote', () => {
  let server: ChildProcess;
  test.beforeAll(async () => {
    server = await serveRemoteStandalone('mfe-support', STANDALONE_PORT);
  });
  test.afterAll(() => {
    server.kill();
  });

  test('QA creates a ticket and manages the team on the support remote alone', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${STANDALONE_PORT}/support`);
    await signInThroughForm(page, SELLER);
    await expect(page.getByText('support (standalone)')).toBeVisible();
    await createTicketFlow(page, `Standalone question ${run}`);
    await page.getByRole('link', { name: 'Team Access & Roles' }).click();
    await teamFlow(page, `Sadia Malik ${run}`, `sadia.${run}@indusagri.pk`);
  });
});
