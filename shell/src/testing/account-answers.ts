import type { ApiServer } from '@agrihub/shared/testing';
import type { Company } from '../features/auth/api/get-company';
import type { CreditSettings } from '../features/auth/api/get-credit-settings';
import type { Profile } from '../features/auth/api/get-profile';
import type { PortalNotification } from '@agrihub/shared/notifications';
import { answerNoRefreshCookie, bellAnswer } from './render-portal';

export const company: Company = {
  companyName: 'Punjab Agro Industries',
  companyAddress: { street: '', city: 'Lahore', state: 'Punjab', zipCode: '54000' },
  phone: '03001234567',
  taxId: '1234567-8',
  salesTaxRate: null,
  contactEmail: 'accounts@punjabagro.pk',
};

export const profile: Profile = { firstName: 'Ayesha', lastName: 'Malik', email: 'seller@demo.pk', phone: '03001234567' };

export const creditSettings: CreditSettings = { rabiDueDate: '06-30', kharifDueDate: '12-31' };

/** The kinds of notification the company has sent by email too. */
const emailed: PortalNotification['kind'][] = ['order_new', 'invoice_overdue'];

/** The reads of Profile and Settings (and the layout's bell and live updates' refresh), each answered by `server` from the fixtures above. */
export function answerAccountReads(server: ApiServer): void {
  answerNoRefreshCookie(server);
  server.answer('get', '/api/company', () => ({ data: { company } }));
  server.answer('get', '/api/profile', () => ({ data: { profile } }));
  server.answer('get', '/api/seller/credit-settings', () => ({ data: { settings: creditSettings } }));
  server.answer('get', '/api/notifications', () => bellAnswer());
  server.answer('get', '/api/notifications/preferences', () => ({ data: { emailKinds: emailed } }));
}

/** The writes `server` received (every request but the reads and the live updates' token refresh), as the tests assert them. */
export function writesTo(server: ApiServer) {
  return server.requests
    .filter(({ method, route }) => method !== 'get' && route !== '/api/auth/refresh-token')
    .map(({ method, path, query, body }) => ({ method, path, query, body }));
}
