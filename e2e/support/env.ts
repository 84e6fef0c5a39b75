import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const PORTAL_URL = `http://127.0.0.1:${E2E_PORT}`;
export const REPO_ROOT = path.resolve(__dirname, '../..');
/** The run's own files (per port, so runs on different ports never share them). */
export const E2E_TMP = path.join(REPO_ROOT, `e2e/.tmp/${E2E_PORT}`);
/** A copy of every app's dist that the e2e server serves, so tests can take files away safely. */
export const WEB_ROOT = path.join(E2E_TMP, 'web');
export const DEMO_SELLER = { email: 'seller@demo.pk', password: 'Seller@123' };
export const NEW_SELLER = { email: 'new@demo.pk', password: 'Seller@123' };

/**
 * Verified sellers that start-portal seeds (300 orders, 60 products, each module's sample data)
 * before the server starts: one per spec that changes data, so a spec may change its seller's data
 * freely without another spec seeing it, also while another spec runs beside it (two at a time,
 * playwright.config.ts). Password Seller@123.
 */
export const E2E_SELLERS = {
  orders: { email: 'orders@e2e.pk', password: 'Seller@123' },
  phone: { email: 'phone@e2e.pk', password: 'Seller@123' },
  search: { email: 'search@e2e.pk', password: 'Seller@123' },
  keyboard: { email: 'keyboard@e2e.pk', password: 'Seller@123' },
  catalog: { email: 'catalog@e2e.pk', password: 'Seller@123' },
  commerce: { email: 'commerce@e2e.pk', password: 'Seller@123' },
  support: { email: 'support@e2e.pk', password: 'Seller@123' },
  team: { email: 'team@e2e.pk', password: 'Seller@123' },
  credit: { email: 'credit@e2e.pk', password: 'Seller@123' },
  live: { email: 'live@e2e.pk', password: 'Seller@123' },
  settings: { email: 'settings@e2e.pk', password: 'Seller@123' },
  notifications: { email: 'notifications@e2e.pk', password: 'Seller@123' },
  // Its saved language changes to Urdu: no other spec signs in as it and finds the portal in Urdu.
  urdu: { email: 'urdu@e2e.pk', password: 'Seller@123' },
} as const;
