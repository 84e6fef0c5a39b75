import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorAnswer, fill, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import { accountDetailFixture, writesTo } from '../../../testing/fixtures';
import { CreditTermsDialog } from '../components/credit-terms-dialog';
import { accountKeys } from '../api/keys';

const server = setupApiServer();

const SETTINGS = { data: { settings: { rabiDueDate: '06-30', kharifDueDate: '12-31' } } };

function renderDialog() {
  server.answer('get', '/api/seller/credit-settings', () => SETTINGS);
  const onClose = jest.fn();
  const view = renderWithProviders(<CreditTermsDialog account={accountDetailFixture()} open onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Edit credit terms' });
  return { ...view, onClose, dialog, limit: within(dialog).getByLabelText('Credit limit (PKR)') };
}

async function chooseTerms(dialog: HTMLElement, label: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Payment terms/ }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('edit credit terms', () => {
  it('opens with the current limit and terms, and offers harvest terms with their due dates', async () => {
    const { dialog, limit } = renderDialog();
    expect(limit).toHaveValue('500000');
    expect(within(dialog).getByRole('combobox', { name: /Payment terms/ })).toHaveTextContent('Net 30 days');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Payment terms/ }));
    expect(await screen.findByRole('option', { name: 'After harvest (rabi by 30 Jun, kharif by 31 Dec)' })).toBeInTheDocument();
  });

  it('refuses a limit that is not an amount, without asking the server', async () => {
    const user = userEvent.setup();
    const { dialog, limit } = renderDialog();
    await user.clear(limit);
    await fill(limit, '5 lakh');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Credit limit must be an amount in PKR (0 or more, at most 2 decimals), or empty for no limit')).toBeInTheDocument();
    expect(writesTo(server)).toEqual([]);
  });

  it('saves an empty limit as no limit, says so and puts the answer on the page', async () => {
    const user = userEvent.setup();
    const saved = accountDetailFixture({ creditLimit: null, available: null, paymentTerms: 'harvest' });
    server.answer('put', '/api/seller/retailer-accounts/{id}/credit', () => ({ data: { account: saved } }));
    const { dialog, limit, onClose, queryClient } = renderDialog();
    await user.clear(limit);
    await chooseTerms(dialog, 'After harvest (rabi by 30 Jun, kharif by 31 Dec)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writesTo(server)).toEqual([
      { method: 'put', path: '/api/seller/retailer-accounts/ra-1/credit', query: {}, body: { creditLimit: null, paymentTerms: 'harvest' } },
    ]);
    expect(await screen.findByText('Credit terms saved')).toBeInTheDocument();
    expect(screen.getByText('Ali Traders: no limit, After harvest.')).toBeInTheDocument();
    expect(queryClient.getQueryData(accountKeys.detail('ra-1'))).toEqual(saved);
  });

  it("shows the server's field message at its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    const message = 'Credit limit must be an amount in PKR (0 or more, at most 2 decimals), or empty for no limit';
    server.answer('put', '/api/seller/retailer-accounts/{id}/credit', () =>
      errorAnswer(400, message, { creditLimit: message, paymentTerms: 'Payment terms must be one of: net15' }),
    );
    const { dialog, limit, onClose } = renderDialog();
    await user.clear(limit);
    await fill(limit, '750,000');
    await chooseTerms(dialog, 'Net 60 days');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save the credit terms')).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Credit limit (PKR)');
    expect(field).toHaveValue('750,000');
    expect(field).toHaveAccessibleDescription(message);
    expect(within(dialog).getByText('Payment terms must be one of: net15')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Payment terms/ })).toHaveTextContent('Net 60 days');
    expect(onClose).not.toHaveBeenCalled();
  });
});
