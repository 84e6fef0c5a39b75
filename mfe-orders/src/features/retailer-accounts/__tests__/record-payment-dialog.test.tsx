import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pakistanToday } from '@agrihub/shared';
import { errorAnswer, fill, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import { accountDetailFixture, writesTo } from '../../../testing/fixtures';
import { RecordPaymentDialog } from '../components/record-payment-dialog';

const server = setupApiServer();

const PAYMENTS_PATH = '/api/seller/retailer-accounts/ra-1/payments';

function renderDialog() {
  const onClose = jest.fn();
  renderWithProviders(<RecordPaymentDialog account={accountDetailFixture()} open onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Record payment' });
  return { onClose, dialog };
}

async function chooseMethod(dialog: HTMLElement, label: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Method/ }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

const submit = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
const answer = () => {
  const account = accountDetailFixture();
  return { data: { payment: { ...account.payments[0]!, amount: 200000 }, account } };
};

describe('record payment', () => {
  it('starts on today in Pakistan, oldest invoices first', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByLabelText(/Date received/)).toHaveValue(pakistanToday());
    expect(within(dialog).getByRole('radio', { name: 'Oldest invoices first' })).toBeChecked();
    expect(within(dialog).queryByRole('group', { name: 'Open invoices' })).not.toBeInTheDocument();
  });

  it('needs a reference unless the payment was in cash', async () => {
    server.answer('post', '/api/seller/retailer-accounts/{id}/payments', answer);
    const { dialog, onClose } = renderDialog();
    await fill(within(dialog).getByLabelText(/Amount \(PKR\)/), '25,000');
    await chooseMethod(dialog, 'Bank transfer');
    await submit(dialog);
    expect(await within(dialog).findByText('Enter the reference (transaction id or cheque number)')).toBeInTheDocument();
    expect(writesTo(server)).toEqual([]);

    await chooseMethod(dialog, 'Cash');
    await submit(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writesTo(server)).toEqual([
      { method: 'post', path: PAYMENTS_PATH, query: {}, body: { amount: '25000', receivedOn: pakistanToday(), method: 'cash' } },
    ]);
    expect(await screen.findByText('Payment of PKR 200,000 recorded')).toBeInTheDocument();
  });

  it('applies to chosen invoices, each prefilled with what it has open, counting what is left to apply', async () => {
    const user = userEvent.setup();
    server.answer('post', '/api/seller/retailer-accounts/{id}/payments', answer);
    const { dialog, onClose } = renderDialog();
    await fill(within(dialog).getByLabelText(/Amount \(PKR\)/), '200000');
    await chooseMethod(dialog, 'Cheque');
    await fill(within(dialog).getByLabelText(/Reference/), 'CHQ-4411');
    await user.click(within(dialog).getByRole('radio', { name: 'Choose invoices' }));
    const invoices = within(dialog).getByRole('group', { name: 'Open invoices' });
    expect(
      within(invoices)
        .getAllByTestId('allocation-row')
        .map((r) => within(r).getByText(/^INV-/).textContent),
    ).toEqual(['INV-2025-0001', 'INV-2025-0002']);
    expect(within(dialog).getByTestId('left-to-apply')).toHaveTextContent('Left to apply: PKR 200,000');

    await user.click(within(invoices).getByRole('checkbox', { name: /INV-2025-0001/ }));
    expect(within(invoices).getByLabelText('Amount for INV-2025-0001')).toHaveValue('120000');
    expect(within(dialog).getByTestId('left-to-apply')).toHaveTextContent('Left to apply: PKR 80,000');
    await user.click(within(invoices).getByRole('checkbox', { name: /INV-2025-0002/ }));
    expect(within(dialog).getByTestId('left-to-apply')).toHaveTextContent('Left to apply: -PKR 260,000');
    await submit(dialog);
    expect(await within(dialog).findByText('The amounts applied to invoices add up to more than the payment')).toBeInTheDocument();
    expect(writesTo(server)).toEqual([]);

    const second = within(invoices).getByLabelText('Amount for INV-2025-0002');
    await user.clear(second);
    await fill(second, '80000');
    expect(within(dialog).getByTestId('left-to-apply')).toHaveTextContent('Left to apply: PKR 0');
    await submit(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writesTo(server)).toEqual([
      {
        method: 'post',
        path: PAYMENTS_PATH,
        query: {},
        body: {
          amount: '200000',
          receivedOn: pakistanToday(),
          method: 'cheque',
          reference: 'CHQ-4411',
          allocations: [
            { invoiceId: 'inv-1', amount: '120000' },
            { invoiceId: 'inv-2', amount: '80000' },
          ],
        },
      },
    ]);
  });

  it("shows the server's messages at their fields, an invoice's at its amount, and keeps what was typed", async () => {
    const user = userEvent.setup();
    const message = 'INV-2025-0002 has only PKR 340,000 open';
    server.answer('post', '/api/seller/retailer-accounts/{id}/payments', () =>
      errorAnswer(400, message, { 'allocations.0.amount': message, receivedOn: 'The payment date cannot be in the future' }),
    );
    const { dialog, onClose } = renderDialog();
    await fill(within(dialog).getByLabelText(/Amount \(PKR\)/), '50000');
    await chooseMethod(dialog, 'JazzCash / Easypaisa');
    await fill(within(dialog).getByLabelText(/Reference/), 'JC-99');
    await user.click(within(dialog).getByRole('radio', { name: 'Choose invoices' }));
    // Only the second invoice is chosen: the server's allocations.0 is the first one sent.
    await user.click(within(dialog).getByRole('checkbox', { name: /INV-2025-0002/ }));
    const amount = within(dialog).getByLabelText('Amount for INV-2025-0002');
    await user.clear(amount);
    await fill(amount, '50000');
    await submit(dialog);
    expect(await screen.findByText('Could not record the payment')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount for INV-2025-0002')).toHaveAccessibleDescription(message);
    expect(within(dialog).getByLabelText(/Date received/)).toHaveAccessibleDescription('The payment date cannot be in the future');
    expect(within(dialog).getByLabelText(/Amount \(PKR\)/)).toHaveValue('50000');
    expect(within(dialog).getByLabelText(/Reference/)).toHaveValue('JC-99');
    expect(onClose).not.toHaveBeenCalled();
  });
});
