import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient } from '@agrihub/shared';
import { fill, renderWithProviders } from '@agrihub/shared/testing';
import { orderDetailFixture, orderFixture } from '../../../testing/fixtures';
import { OrderMoveDialog } from '../components/move-dialog';
import type { CreditRefusal } from '../api/move-order';

const STATUS_PATH = 'seller/orders/o-1/status';
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

/** The server's 409 as the API client throws it: an ApiError with the message and the answer's body. */
async function refuse(_options: unknown, body: object): Promise<never> {
  throw new ApiError((body as { message: string }).message, 409, {}, body);
}

function renderDialog() {
  const onClose = jest.fn();
  renderWithProviders(<OrderMoveDialog order={orderFixture({ customer: { name: 'Ali Traders', city: 'Okara' } })} move="confirmed" onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Confirm order ORD-100001?' }) };
}

afterEach(() => jest.restoreAllMocks());

test('a confirmation refused by the credit check shows the message and its figures in the dialog', async () => {
  const user = userEvent.setup();
  jest.spyOn(apiClient, 'patch').mockImplementation((_path, _body, options) => refuse(options, { message: MESSAGE, credit: overLimit(true) }));
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
  const patch = jest.spyOn(apiClient, 'patch').mockImplementation(async (_path, body, options) => {
    if (!(body as { creditOverride?: string }).creditOverride) return refuse(options, { message: MESSAGE, credit: overLimit(true) });
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
  expect(patch.mock.lastCall?.slice(0, 2)).toEqual([
    STATUS_PATH,
    { status: 'confirmed', notes: 'Phoned by Haji Sahib', creditOverride: 'Payment promised by Friday' },
  ]);
  expect(await screen.findByText('Order status updated')).toBeInTheDocument();
});

test('a role that may not override sees the refusal without a way to confirm anyway', async () => {
  const user = userEvent.setup();
  jest.spyOn(apiClient, 'patch').mockImplementation((_path, _body, options) => refuse(options, { message: MESSAGE, credit: overLimit(false) }));
  const { dialog } = renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));
  expect(await within(dialog).findByTestId('credit-refusal')).toHaveTextContent(MESSAGE);
  expect(within(dialog).queryByLabelText(/Reason for confirming anyway/)).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Confirm anyway' })).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Confirm Order' })).toBeInTheDocument();
});

test('another refusal of a confirmation keeps the toast and offers no override', async () => {
  const user = userEvent.setup();
  jest.spyOn(apiClient, 'patch').mockImplementation((_path, _body, options) => refuse(options, { message: 'Not enough stock: Urea 50kg Bag (40 left)' }));
  const { dialog } = renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));
  expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
  expect(screen.getByText('Not enough stock: Urea 50kg Bag (40 left)')).toBeInTheDocument();
  expect(within(dialog).queryByTestId('credit-refusal')).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Confirm anyway' })).not.toBeInTheDocument();
});
