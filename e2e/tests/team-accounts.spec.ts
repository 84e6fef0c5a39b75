import { expect, test } from '@playwright/test';
import { E2E_SELLERS, PORTAL_URL } from '../support/env';
import { apiToken, screenshot, signInViaApi } from '../support/portal';
import { linkIn, waitForMail } from '../support/mail';
import { TeamPage } from '../pages/team-page';
import { OrdersPage } from '../pages/orders-page';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';
import { AcceptInvitePage, PasswordResetPages } from '../pages/account-pages';

// This company is this file's alone; its tests run in order (the last one changes the owner's password).
const OWNER = E2E_SELLERS.team;
const COMPANY = 'Indus Agri Inputs (Pvt) Ltd';
test.describe.configure({ mode: 'serial' });

test('the owner invites a viewer by mail; the viewer joins, reads the orders but cannot change one; removed, their open tab is signed out', async ({
  page,
  browser,
  request,
}) => {
  const email = `kamran.${Date.now()}@e2e.pk`;
  const password = 'Harvest#Season2026';
  await signInViaApi(page, OWNER);
  const team = new TeamPage(page);
  await team.open();
  const form = await team.openAddMember();
  await form.fill({ name: 'Kamran Yousaf', email, role: 'Viewer', department: 'Sales' });
  await form.addMemberButton.click();
  await expect(team.message('Kamran Yousaf has been invited to your team.')).toBeVisible();
  await expect(team.member('Kamran Yousaf')).toContainText('Invitation sent');

  // The mail went through a real SMTP server; its link opens the accept page in another browser.
  const mail = await waitForMail(email, /invited you to .+ on AgriHub/);
  const link = linkIn(mail, `${PORTAL_URL}/accept-invite?token=`);
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  const accept = new AcceptInvitePage(invitee);
  await expect(accept.heading(COMPANY)).toBeVisible();
  await expect(accept.firstName).toHaveValue('Kamran');
  await screenshot(invitee, 'e2e-accept-invite');
  await accept.accept(password);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await invitee.getByTestId('account-menu-button').click();
  await expect(invitee.getByTestId('account-role')).toHaveText('Viewer');
  await invitee.keyboard.press('Escape');

  // The company's orders, read only: the move buttons are disabled and say why; the API refuses.
  const orders = new OrdersPage(invitee);
  await new Shell(invitee).moduleLink('Order Management').click();
  await orders.expectShown();
  // Every order that is not yet shipped offers Cancel Order; the viewer's is disabled.
  const cancelOrder = orders.firstMoveButton('Cancel Order');
  await expect(cancelOrder).toBeDisabled();
  await cancelOrder.locator('xpath=..').hover();
  await expect(invitee.getByRole('tooltip')).toContainText('Your role, Viewer, cannot change orders.');
  const token = await apiToken(request, { email, password });
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await request.get(`${PORTAL_URL}/api/seller/orders?pageSize=1`, { headers })).json()) as { data: { orders: { _id: string }[] } };
  const orderId = list.data.orders[0]?._id;
  expect(orderId).toBeTruthy();
  const refused = await request.patch(`${PORTAL_URL}/api/seller/orders/${orderId}/status`, { headers, data: { status: 'delivered' } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toMatch(/^Only a manager or admin can change orders\. You are a viewer;/);

  // The owner removes them; the viewer's open tab is signed out at its next request.
  await team.open();
  await team.removeMember('Kamran Yousaf');
  await expect(team.message('Kamran Yousaf is no longer on your team.')).toBeVisible();
  await expect(team.member('Kamran Yousaf')).toHaveCount(0);
  await new Shell(invitee).moduleLink('Product Catalog').click();
  await expect(new LoginPage(invitee).heading).toBeVisible();
  expect((await request.post(`${PORTAL_URL}/api/auth/login`, { data: { email, password } })).status()).toBe(401);
});

// Issue 41, item 3: "who changed order X" has an answer on the Activity tab.
test('the activity log answers who changed an order: the entry names it, links to it, and the Record box finds its changes', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request, OWNER)}` };
  const listed = await request.get(`${PORTAL_URL}/api/seller/orders?status=pending&pageSize=1`, { headers });
  const [order] = ((await listed.json()) as { data: { orders: { _id: string; orderNumber: string }[] } }).data.orders;
  expect(order).toBeTruthy();
  const cancelled = await request.patch(`${PORTAL_URL}/api/seller/orders/${order!._id}/status`, {
    headers,
    data: { status: 'cancelled', notes: 'Retailer called it off' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await signInViaApi(page, OWNER);
  await page.goto('/team-access?tab=activity');
  await page.getByRole('searchbox', { name: 'Record' }).fill(order!.orderNumber.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`record=${order!.orderNumber.toLowerCase()}`));
  const log = page.getByRole('list', { name: 'Activity' });
  // The entries are the list's own items (each holds a list of its changed fields).
  const entries = log.locator(':scope > li');
  await expect(entries).toHaveCount(1);
  const entry = entries.first();
  await expect(entry).toContainText(`updated an order: ${order!.orderNumber}`);
  await expect(entry).toContainText('Status: pending → cancelled');
  await expect(page.getByText('1 change', { exact: true })).toBeVisible();
  await screenshot(page, 'activity-record-1280');
  await page.setViewportSize({ width: 360, height: 780 });
  await screenshot(page, 'activity-record-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await entry.getByRole('link', { name: order!.orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(order!.orderNumber) })).toBeVisible();
});

test('forgot password: the mailed link sets a new password that signs in, and the old one no longer does', async ({ page, request }) => {
  const reset = new PasswordResetPages(page);
  await reset.requestLink(OWNER.email);
  await expect(reset.checkEmail).toBeVisible();
  const mail = await waitForMail(OWNER.email, /Reset your AgriHub password/);
  await page.goto(linkIn(mail, `${PORTAL_URL}/reset-password?token=`));
  const newPassword = 'Tractor#Lane2026';
  await reset.setPassword(newPassword);
  await expect(reset.changed).toBeVisible();
  await reset.signInLink.click();
  await new LoginPage(page).signIn({ email: OWNER.email, password: newPassword });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect((await request.post(`${PORTAL_URL}/api/auth/login`, { data: OWNER })).status()).toBe(401);
});
