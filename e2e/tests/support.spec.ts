import { expect, test } from '@playwright/test';
import { E2E_SELLERS } from '../support/env';
import { screenshot, serveRemoteDuringTests, signInBeforeEach } from '../support/portal';
import { Shell } from '../pages/shell';
import { StandaloneHarness } from '../pages/standalone-harness';
import { SupportPage } from '../pages/support-page';
import { TeamPage } from '../pages/team-page';

const STANDALONE_PORT = 3115;
const SELLER = E2E_SELLERS.support;
const run = Date.now().toString(36);

/**
 * New Ticket end to end on whatever page is open at /support: defaults, required messages, the
 * stored ticket listed with its reference, the tile and the details. Returns the reference.
 */
async function createTicketFlow(support: SupportPage, subject: string, screenshotName?: string): Promise<string> {
  await support.expectShown();
  await expect(support.recentTicketsHeading).toBeVisible();
  const openBefore = await support.tiles.value('Open Tickets');

  const form = await support.openNewTicket();
  await expect(form.field('priority')).toHaveValue('medium');
  await expect(form.field('contactMethod')).toHaveValue('email');
  await form.createTicketButton.click();
  await form.expectMessages('Subject is required', 'Category is required', 'Description is required');

  await form.fill({
    subject,
    category: 'Billing',
    priority: 'High',
    contactMethod: 'WhatsApp',
    description: 'The invoice for last week shows PKR 12,500 more than the order total.',
  });
  if (screenshotName) await screenshot(support.page, `${screenshotName}-new-ticket`, false);
  await form.createTicketButton.click();

  const toast = support.ticketCreatedToast('WhatsApp');
  await expect(toast).toBeVisible();
  await expect(form.root).toBeHidden();
  const reference = ((await toast.textContent()) ?? '').match(/TKT-\d{6}/)?.[0] ?? '';

  const row = support.ticket(reference, subject);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Open');
  await expect(row).toContainText('High priority');
  await support.tiles.expectValue('Open Tickets', openBefore + 1);
  await expect(support.notificationsList).toContainText(`Ticket ${reference} "${subject}" was received.`);

  const details = await support.openTicket(reference, subject);
  await expect(details.root).toContainText(subject);
  await expect(details.root).toContainText('WhatsApp');
  await expect(details.root).toContainText('PKR 12,500 more');
  if (screenshotName) await screenshot(support.page, `${screenshotName}-details`, false);
  await details.close();
  await expect(details.root).toBeHidden();
  return reference;
}

/**
 * Team Access end to end: add a member (toast naming them, tiles move), change their role (tiles
 * move again), the duplicate e-mail message. `email` must be new to the company.
 */
async function teamFlow(team: TeamPage, name: string, email: string): Promise<void> {
  await team.expectShown();
  await expect(team.member(name)).toHaveCount(0);
  await expect(team.members).toBeVisible();
  const total = await team.tiles.value('Total Members');
  const viewers = await team.tiles.value('Viewers');
  const editors = await team.tiles.value('Editors');

  const form = await team.openAddMember();
  await form.fill({ name, email: 'not-an-email' });
  await form.addMemberButton.click();
  await form.expectMessages('Invalid email address', 'Role is required', 'Department is required');
  await form.fill({ email, role: 'Viewer', department: 'Customer Support', notes: 'Answers retailer calls' });
  await form.addMemberButton.click();
  await expect(team.message(`${name} has been invited to your team.`)).toBeVisible();
  await expect(form.root).toBeHidden();

  const row = team.member(name);
  await expect(row).toContainText(email);
  await expect(row).toContainText('Viewer');
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Last active: Never');
  await team.tiles.expectValue('Total Members', total + 1);
  await team.tiles.expectValue('Viewers', viewers + 1);

  await (await team.editRole(name)).changeRole('Editor');
  await expect(team.message(`${name} is now Editor.`)).toBeVisible();
  await expect(row).toContainText('Editor');
  await team.tiles.expectValue('Viewers', viewers);
  await team.tiles.expectValue('Editors', editors + 1);
  await team.tiles.expectValue('Total Members', total + 1);

  await team.openAddMember();
  await form.fill({ name: `${name} again`, email: email.toUpperCase(), role: 'Admin', department: 'Sales' });
  await form.addMemberButton.click();
  await expect(form.message(`A team member with the e-mail ${email} already exists in your company.`)).toBeVisible();
  await expect(form.field('name')).toHaveValue(`${name} again`);
  await form.cancel();
  await team.tiles.expectValue('Total Members', total + 1);
}

test.describe('through the shell', () => {
  signInBeforeEach(SELLER);

  test('Support & Notifications: the seeded tiles and lists', async ({ page }) => {
    const support = new SupportPage(page);
    await support.open();
    // The e2e seller's seeded tickets: 1 open, 1 in progress, 2 resolved or closed.
    await support.tiles.expectValue('Open Tickets', 1);
    await support.tiles.expectValue('Pending Response', 1);
    await support.tiles.expectValue('Resolved', 2);
    await expect(support.recentTicketsHeading).toBeVisible();
    await expect(support.systemNotificationsHeading).toBeVisible();
    await expect(support.ticketButtons.first()).toBeVisible();
    expect(await support.ticketButtons.count()).toBeLessThanOrEqual(5);
    await expect(support.notificationItems.first()).toBeVisible();
    expect(await support.tiles.value('Notifications')).toBeGreaterThan(0);
    await screenshot(page, 'support-1');
  });

  test('create a ticket: listed with its reference, counted, opened to its details', async ({ page }) => {
    const support = new SupportPage(page);
    await support.goto();
    const reference = await createTicketFlow(support, `Invoice mismatch ${run}`, 'support-6');
    // The shell's bell reads the same list: the server's new notification is there, unread.
    const shell = new Shell(page);
    await shell.notificationBell.click();
    const first = shell.notifications.first();
    await expect(first).toContainText('Support ticket created');
    await expect(first).toContainText(`Ticket ${reference}`);
    await expect(first).toHaveAttribute('data-unread', 'true');
  });

  test('Team Access & Roles: add a member, change their role, the tiles follow; duplicates refused', async ({ page }) => {
    const team = new TeamPage(page);
    await team.open();
    await expect(team.member('Bench Seller')).toContainText('You');
    await screenshot(page, 'support-2');
    await teamFlow(team, `Kamran Yousaf ${run}`, `kamran.${run}@indusagri.pk`);
  });

  test("the seller's own account stays admin while it is the only admin", async ({ page }) => {
    const team = new TeamPage(page);
    await team.goto();
    await team.tiles.expectValue('Admins', 1);
    const edit = await team.editRole('Bench Seller');
    await edit.changeRole('Viewer');
    await expect(
      edit.message('You are the only active admin of your company, so your account must stay an active admin. Make another active member an admin first.'),
    ).toBeVisible();
    await edit.cancel();
    await expect(team.member('Bench Seller')).toContainText('Admin');
    await team.tiles.expectValue('Admins', 1);
  });

  test('phone width: both pages fit 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const team = new TeamPage(page);
    for (const [screen, shot] of [
      [new SupportPage(page), 3],
      [team, 4],
    ] as const) {
      await screen.goto();
      await expect(screen.loadingMessages).toHaveCount(0);
      await expect(screen.cards.first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `support-${shot}`);
    }
    const form = await team.openAddMember();
    await expect(form.root).toBeVisible();
    await expect(form.field('name')).toBeFocused();
    // Full screen at phone width: every field and both buttons inside the viewport.
    const box = await form.addMemberButton.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    await expect(form.container).toHaveCSS('opacity', '1');
    await screenshot(page, 'support-5', false);
  });
});

test.describe('standalone remote', () => {
  serveRemoteDuringTests('mfe-support', STANDALONE_PORT);

  test("QA creates a ticket on the support remote alone; Team Access is the shell's, not here", async ({ page }) => {
    const harness = new StandaloneHarness(page, 'support', STANDALONE_PORT);
    const support = new SupportPage(page);
    await harness.open(support.path, SELLER);
    await expect(harness.banner).toBeVisible();
    await createTicketFlow(support, `Standalone question ${run}`);
    await expect(page.getByRole('link', { name: 'Team Access & Roles' })).toHaveCount(0);
  });
});
