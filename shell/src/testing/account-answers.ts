import { ApiError, apiClient } from '@agrihub/shared/core';
import type { Company } from '../features/auth/api/get-company';
import type { CreditSettings } from '../features/auth/api/get-credit-settings';
import type { Profile } from '../features/auth/api/get-profile';

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

/** The reads of Profile and Settings (and the layout's bell), answered from the fixtures above. */
export function answerAccountReads() {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
    if (path === 'company') return { data: { company } };
    if (path === 'profile') return { data: { profile } };
    if (path === 'seller/credit-settings') return { data: { settings: creditSettings } };
    if (path === 'notifications') return { data: { notifications: [], unreadCount: 0 } };
    if (path === 'notifications/preferences') return { data: { emailKinds: ['order_new', 'invoice_overdue'] } };
    throw new ApiError('Not found', 404);
  });
}
