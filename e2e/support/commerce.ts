import { expect, type APIRequestContext } from '@playwright/test';
import { PORTAL_URL } from './env';
import { pktDay } from './orders';
import { apiToken } from './portal';

/** Today in Pakistan (the portal judges past dates by PKT) plus `days`, as YYYY-MM-DD. */
export function pktToday(days = 0): string {
  return pktDay(Date.now() + days * 86_400_000);
}

/** '12 Mar 2025', as the screens write a YYYY-MM-DD date. */
export function dayText(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
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
