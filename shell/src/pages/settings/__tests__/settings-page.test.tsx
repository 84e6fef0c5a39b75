import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorAnswer, setupApiServer } from '@agrihub/shared/testing';
import { renderPortal, resetSession, verifiedSeller } from '../../../testing/render-portal';
import { answerAccountReads, company, writesTo } from '../../../testing/account-answers';
import { useAuthStore } from '../../../features/auth/auth-store';

const server = setupApiServer();

afterEach(() => {
  resetSession();
});

const form = () => screen.findByRole('form', { name: 'Company details' });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

// Pasted, as a user may: typing re-validates the whole form at every key (about 70 ms a key under jsdom).
async function retype(label: string, value: string) {
  const input = field(label);
  await userEvent.clear(input);
  if (value !== '') await userEvent.paste(value);
}

const saved = (over: Partial<typeof company> = {}) => {
  const next = { ...company, ...over };
  return { data: { company: next, user: { ...verifiedSeller, companyName: next.companyName, companyCity: next.companyAddress.city } } };
};

describe('Settings page', () => {
  it("shows the company's details as sign-up took them, with a street line and the sales tax rate", async () => {
    answerAccountReads(server);
    await renderPortal('/settings', { status: 'authenticated', user: verifiedSeller });
    await form();
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(field('Company Name')).toHaveValue('Punjab Agro Industries');
    expect(field('Company City')).toHaveValue('Lahore');
    expect(field('Company State')).toHaveValue('Punjab');
    expect(field('Company ZIP Code')).toHaveValue('54000');
    expect(field('Phone')).toHaveValue('03001234567');
    expect(field('NTN Number')).toHaveValue('1234567-8');
    expect(field('Street Address')).toHaveValue('');
    expect(field('Sales Tax Rate (%)')).toHaveValue('');
    expect(screen.queryByTestId('settings-read-only')).not.toBeInTheDocument();
  });

  it('ends with which notifications also go out by email, which an admin may change', async () => {
    answerAccountReads(server);
    await renderPortal('/settings', { status: 'authenticated', user: verifiedSeller });
    const emailed = await screen.findByRole('group', { name: 'Send by email' });
    const checked = within(emailed)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked);
    expect(checked).toHaveLength(2);
    expect(
      within(emailed)
        .getAllByRole('checkbox')
        .every((box) => !(box as HTMLInputElement).disabled),
    ).toBe(true);
  });

  it('shows the email choices read-only to a role that may not change them', async () => {
    answerAccountReads(server);
    await renderPortal('/settings', { status: 'authenticated', user: { ...verifiedSeller, role: 'viewer', permissions: [] } });
    const readOnly = await screen.findByRole('group', { name: 'Send by email' });
    expect(
      within(readOnly)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).disabled),
    ).toBe(true);
  });

  it("refuses sign-up's mistakes at their fields before asking the server", async () => {
    answerAccountReads(server);
    await renderPortal('/settings', { status: 'authenticated', user: verifiedSeller });
    await form();
    await retype('Company Name', '');
    await retype('Company City', '');
    await retype('Company ZIP Code', '5400');
    await retype('Phone', '12345');
    await retype('NTN Number', '1234567');
    await retype('Sales Tax Rate (%)', '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    for (const text of [
      'Company name is required',
      'Company city is required',
      'ZIP code must be 5 digits (e.g. 54000)',
      'Enter a valid Pakistani phone number (e.g. 03001234567 or +923001234567)',
      'NTN must be 7 digits, a dash and a check digit (e.g. 1234567-8)',
      'Sales tax rate must be a percentage from 0 to 100 with at most 2 decimals (e.g. 17)',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(writesTo(server)).toEqual([]);
  });

  it('saves with a toast, and the sidebar and the signed-in user take the new company name and city at once', async () => {
    answerAccountReads(server);
    server.answer('put', '/api/company', () =>
      saved({ companyName: 'Punjab Agro (Pvt) Ltd', companyAddress: { ...company.companyAddress, city: 'Multan' }, salesTaxRate: 17 }),
    );
    await renderPortal('/settings', { status: 'authenticated', user: verifiedSeller });
    await form();
    expect(screen.getByTestId('sidebar-company-city')).toHaveTextContent('Lahore');
    await retype('Company Name', 'Punjab Agro (Pvt) Ltd');
    await retype('Company City', 'Multan');
    await retype('Sales Tax Rate (%)', '17');
    // The company's own email for its invoices (issue 41, item 7): a typo is refused at the field first.
    expect(field('Company Email')).toHaveValue('accounts@punjabagro.pk');
    await retype('Company Email', 'billing at punjabagro');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(writesTo(server)).toEqual([]);
    await retype('Company Email', 'billing@punjabagro.pk');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(writesTo(server)).toEqual([
      {
        method: 'put',
        path: '/api/company',
        query: {},
        body: {
          companyName: 'Punjab Agro (Pvt) Ltd',
          companyAddress: { street: '', city: 'Multan', state: 'Punjab', zipCode: '54000' },
          phone: '03001234567',
          taxId: '1234567-8',
          salesTaxRate: '17',
          contactEmail: 'billing@punjabagro.pk',
        },
      },
    ]);
    expect(useAuthStore.getState().user?.companyName).toBe('Punjab Agro (Pvt) Ltd');
    // The sidebar's company block.
    await waitFor(() => expect(screen.getByTestId('sidebar-company')).toHaveTextContent('Punjab Agro (Pvt) Ltd'));
    expect(screen.getByTestId('sidebar-company-city')).toHaveTextContent('Multan');
    // The form starts again from what was saved.
    expect(field('Company City')).toHaveValue('Multan');
    expect(field('Sales Tax Rate (%)')).toHaveValue('17');
  });

  it("shows the server's refusal at the field it names (companyAddress.zipCode at the ZIP) and keeps what was typed", async () => {
    answerAccountReads(server);
    const message = 'ZIP code must be 5 digits (e.g. 54000)';
    server.answer('put', '/api/company', () => errorAnswer(400, message, { 'companyAddress.zipCode': message }));
    await renderPortal('/settings', { status: 'authenticated', user: verifiedSeller });
    await form();
    await retype('Company City', 'Faisalabad');
    await retype('Company ZIP Code', '38000');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings not saved')).toBeInTheDocument();
    expect(field('Company ZIP Code')).toHaveAccessibleDescription(message);
    expect(field('Company City')).toHaveValue('Faisalabad');
    expect(field('Company ZIP Code')).toHaveValue('38000');
    expect(useAuthStore.getState().user?.companyName).toBe('Punjab Agro Industries');
  });

  it('is read-only for a role that cannot change company settings, saying who can', async () => {
    answerAccountReads(server);
    const viewer = { ...verifiedSeller, role: 'viewer' as const, permissions: [] };
    await renderPortal('/settings', { status: 'authenticated', user: viewer });
    await form();
    expect(screen.getByTestId('settings-read-only')).toHaveTextContent('Your role, Viewer, cannot change company settings: an admin of your company can.');
    expect(field('Company City')).toBeDisabled();
    expect(within(await form()).queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
