import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorAnswer, fill, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import { orderDetailFixture, orderFixture, writesTo } from '../../../testing/fixtures';
import { OrderMoveDialog } from '../components/move-dialog';
import type { CreditRefusal } from '../api/move-order';

const server = setupApiServer();

const STATUS_PATH = '/api/seller/orders/o-1/status';
const MESSAGE =
  'Order ORD-100001 cannot be confirmed: Ali Traders would go over their credit limit. Credit limit PKR 500,000; outstanding PKR 460,000; this order PKR 75,000.';
const overLimit = (canOverride: boolean): CreditRefusal => ({
  reason: 'over_limit',
  creditLimit: 500000,
  outstanding: 460000,
  orderTotal: 75000,
  overdueInvoice: { invoiceNumber: 'INV-2025-0001', daysOverdue: 12, open: 120000 },
  canOverride,
});

/**
 * The server's 409: its message, and with a credit check's refusal the `credit` figures. errorAnswer
 * sends `{ message, errors }` only, so the body is given whole, as the server sends it.
 */
function refuse(body: { message: string; credit?: CreditRefusal }): ErrorAnswer {
  return new ErrorAnswer(409, body);
}

function renderDialog() {
  const onClose = jest.fn();
  renderWithProviders(<OrderMoveDialog order={orderFixture({ customer: { name: 'Ali Traders', city: 'Okara' } })} move="confirmed" onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Confirm order ORD-100001?' }) };
}

test('a confirmation refused by the credit check shows the message and its figures in the dialog', async () => {
  const user = userEvent.setup();
  server.answer('patch', '/api/seller/orders/{id}/status', () => refuse({ message: MESSAGE, credit: overLimit(true) }));
  const { dialog, onClose } = renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));
  const alert = await within(dialog).findByTestId('credit-refusal');
  expect(alert).toHaveTextContent(MESSAGE);
  expect(alert).toHaveTextContent('Credit limitPKR 500,000');
  expect(alert).toHaveTextContent('OutstandingPKR 460,000');
  expect(alert).toHaveTextContent('This orderPKR 75,000');
  expect(alert).toHaveTextContent('Overdue invoiceINV-2025-0001: PKR 120,000 open, 12 days overdue');
  expect(onClose).not.toHaveBeenCalled();
  // The Alert says it: no toast repeats it over the dialog.
  expect(screen.queryByText('Failed to update order status')).not.toBeInTheDocument();
});

test('Confirm anyway needs a reason, and resends the confirmation with it', async () => {
  const user = userEvent.setup();
  server.answer('patch', '/api/seller/orders/{id}/status', ({ body }) => {
    if (!body.creditOverride) return refuse({ message: MESSAGE, credit: overLimit(true) });
    return { data: { order: orderDetailFixture({ status: 'confirmed' }) } };
  });
  const { dialog, onClose } = renderDialog();
  await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Phoned by Haji Sahib');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));
  const reason = await within(dialog).findByLabelText(/Reason for confirming anyway/);
  const anyway = within(dialog).getByRole('button', { name: 'Confirm anyway' });
  expect(anyway).toBeDisabled();
  await fill(reason, '   ');
  expect(anyway).toBeDisabled();
  await user.clear(reason);
  await fill(reason, 'Payment promised by Friday');
  expect(anyway).toBeEnabled();
  await user.click(anyway);
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(writesTo(server).at(-1)).toEqual({
    method: 'patch',
    path: STATUS_PATH,
    query: {},
    body: { status: 'confirmed', notes: 'Phoned by Haji Sahib', creditOverride: 'Payment promised by Friday' },
  });
  expect(await screen.findByText('Order status updated')).toBeInTheDocument();
});

test('a role that may not override sees the refusal without a way to confirm anyway', async () => {
  const user = userEvent.setup();
  server.answer('patch', '/api/seller/orders/{id}/status', () => refuse({ message: MESSAGE, credit: overLimit(false) }));
  const { dialog } = renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));
  expect(await within(dialog).findByTestId('credit-refusal')).toHaveTextContent(MESSAGE);
  expect(within(dialog).queryByLabelText(/Reason for confirming anyway/)).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Confirm anyway' })).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Confirm Order' })).toBeInTheDocument();
});

test('another refusal of a confirmation keeps the toast and offers no override', async () => {
  const user = userEvent.setup();
  server.answer('patch', '/api/seller/orders/{id}/status', () => refuse({ message: 'Not enough stock: Urea 50kg Bag (40 left)' }));
  const { dialog } = renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));
  expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
  expect(screen.getByText('Not enough stock: Urea 50kg Bag (40 left)')).toBeInTheDocument();
  expect(within(dialog).queryByTestId('credit-refusal')).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Confirm anyway' })).not.toBeInTheDocument();
});
