import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorAnswer, fill, setupApiServer } from '@agrihub/shared/testing';
import { renderPortal, resetSession, verifiedSeller } from '../../../testing/render-portal';
import { answerAccountReads, writesTo } from '../../../testing/account-answers';

const server = setupApiServer();

const DESCRIPTION =
  "Invoices of retailers on 'After harvest' terms fall due on these days: rabi invoices (issued October to March) and kharif invoices (April to September). Invoices already issued keep their due dates.";

const manager = { ...verifiedSeller, role: 'manager' as const, permissions: verifiedSeller.permissions.filter((p) => p !== 'team' && p !== 'settings') };

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Change harvest due dates' }));
  const dialog = await screen.findByRole('dialog', { name: 'Harvest due dates' });
  // The form starts from the saved days.
  await within(dialog).findByRole('group', { name: 'Rabi due date' });
  return dialog;
}

const season = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });
const month = (group: HTMLElement) => within(group).getByRole('combobox', { name: 'Month' });
const day = (group: HTMLElement) => within(group).getByRole('spinbutton', { name: 'Day' });

async function choose(group: HTMLElement, monthName: string, dayText: string) {
  await userEvent.click(month(group));
  await userEvent.click(await screen.findByRole('option', { name: monthName }));
  await userEvent.clear(day(group));
  await fill(day(group), dayText);
}

afterEach(() => {
  resetSession();
});

describe('Harvest due dates on Settings', () => {
  it('shows the saved days to every member; a role that cannot change company settings has no button', async () => {
    answerAccountReads(server);
    await renderPortal('/settings', { status: 'authenticated', user: manager });
    expect(await screen.findByTestId('harvest-due-dates')).toHaveTextContent(
      "Invoices of retailers on 'After harvest' terms fall due on 30 June (rabi) and 31 December (kharif).",
    );
    expect(screen.queryByRole('button', { name: 'Change harvest due dates' })).not.toBeInTheDocument();
  });

  it('a seller not verified yet has no harvest due dates (they belong to the seller area)', async () => {
    answerAccountReads(server);
    await renderPortal('/settings', { status: 'authenticated', user: { ...verifiedSeller, isVerified: false } });
    await screen.findByRole('form', { name: 'Company details' });
    expect(screen.queryByRole('heading', { name: 'Harvest due dates' })).not.toBeInTheDocument();
    expect(server.requests.some(({ path }) => path === '/api/seller/credit-settings')).toBe(false);
  });

  it('shows the saved days, explains them, and saves new ones as MM-DD with a toast', async () => {
    answerAccountReads(server);
    server.answer('put', '/api/seller/credit-settings', () => ({ data: { settings: { rabiDueDate: '05-05', kharifDueDate: '12-31' } } }));
    await renderPortal('/settings', { status: 'authenticated', user: verifiedSeller });
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent(DESCRIPTION);
    const rabi = season(dialog, 'Rabi due date');
    const kharif = season(dialog, 'Kharif due date');
    expect(month(rabi)).toHaveTextContent('June');
    expect(day(rabi)).toHaveValue(30);
    expect(month(kharif)).toHaveTextContent('December');
    expect(day(kharif)).toHaveValue(31);

    await choose(rabi, 'May', '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Harvest due dates saved')).toBeInTheDocument();
    expect(screen.getByText('Rabi invoices now fall due on 5 May, kharif invoices on 31 December.')).toBeInTheDocument();
    expect(writesTo(server)).toEqual([
      { method: 'put', path: '/api/seller/credit-settings', query: {}, body: { rabiDueDate: '05-05', kharifDueDate: '12-31' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal at the season it names and keeps what was typed", async () => {
    answerAccountReads(server);
    const refusal = 'Kharif due date must be a day of the year (MM-DD, e.g. 06-30)';
    server.answer('put', '/api/seller/credit-settings', () => errorAnswer(400, refusal, { kharifDueDate: refusal }));
    await renderPortal('/settings', { status: 'authenticated', user: verifiedSeller });
    const dialog = await openDialog();
    const rabi = season(dialog, 'Rabi due date');
    const kharif = season(dialog, 'Kharif due date');
    await choose(rabi, 'April', '20');
    await choose(kharif, 'November', '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save the harvest due dates')).toBeInTheDocument();
    expect(writesTo(server)).toEqual([
      { method: 'put', path: '/api/seller/credit-settings', query: {}, body: { rabiDueDate: '04-20', kharifDueDate: '11-30' } },
    ]);
    // At the kharif fields, read out with them; not at the rabi ones.
    expect(within(kharif).getByText(refusal)).toBeInTheDocument();
    expect(day(kharif)).toHaveAccessibleDescription(refusal);
    expect(within(rabi).queryByText(refusal)).not.toBeInTheDocument();
    // Still open, with the values typed.
    expect(screen.getByRole('dialog', { name: 'Harvest due dates' })).toBeInTheDocument();
    expect(month(rabi)).toHaveTextContent('April');
    expect(day(rabi)).toHaveValue(20);
    expect(month(kharif)).toHaveTextContent('November');
    expect(day(kharif)).toHaveValue(30);
    // Changing the day clears the server's message.
    await userEvent.clear(day(kharif));
    await fill(day(kharif), '29');
    await waitFor(() => expect(within(kharif).queryByText(refusal)).not.toBeInTheDocument());
  });

  it('refuses a day the month does not have before asking the server', async () => {
    answerAccountReads(server);
    await renderPortal('/settings', { status: 'authenticated', user: verifiedSeller });
    const dialog = await openDialog();
    const rabi = season(dialog, 'Rabi due date');
    await choose(rabi, 'April', '31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(rabi).findByText('Day must be from 1 to 30 in April')).toBeInTheDocument();
    expect(writesTo(server)).toEqual([]);
  });
});
