import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardKeys, formatDate, formatDateTime } from '@agrihub/shared';
import type { OrderStatus } from '@agrihub/shared';
import { errorAnswer, refusalHintOf, renderModule, setupApiServer } from '@agrihub/shared/testing';
import type { ModuleRenderOptions } from '@agrihub/shared/testing';
import OrderManagementPage from '..';
import { orderDetailFixture, orderFixture, ordersPage, viewer, writesTo } from '../../../testing/fixtures';
import type { OrderDetail } from '../../../features/order-details/api/get-order';

const server = setupApiServer();

const ORDER_PATH = '/api/seller/orders/ORD-100001';

function renderOrderPage(options: ModuleRenderOptions = {}) {
  return renderModule('/order-management', <OrderManagementPage />, { route: '/order-management/ORD-100001', ...options });
}

/** The server's order: what GET answers, and what a PATCH makes of it. */
function serveOrder(order: OrderDetail) {
  let current = order;
  server.answer('get', '/api/seller/orders/{ref}', ({ params }) =>
    params.ref === 'ORD-100001' ? { data: { order: current } } : errorAnswer(404, 'Order not found'),
  );
  server.answer('get', '/api/seller/orders', () => ({ data: ordersPage([orderFixture({ status: current.status })]) }));
  server.answer('patch', '/api/seller/orders/{id}/status', ({ body }) => {
    const { status, courier, trackingNumber } = body;
    const moved = orderDetailFixture({ status: status as OrderStatus });
    current = {
      ...moved,
      shipment: courier ? { courier, trackingNumber: trackingNumber ?? null, shippedAt: '2025-03-12T08:00:00.000Z', deliveredAt: null } : null,
    };
    return { data: { order: current } };
  });
}

const header = () => screen.getByTestId('order-header');
const section = (name: string) => screen.getByRole('region', { name });
const moveButtons = () =>
  within(header())
    .queryAllByRole('button')
    .map((b) => b.textContent);

// The order page is a lazily loaded part of Order Management: compile it once up front, not inside a test's timeout.
beforeAll(() => import('../order-page'));

describe('order page', () => {
  it('shows the order: number, status and date; retailer; lines with their rules; totals; the timeline; the shipment and pickups', async () => {
    serveOrder(orderDetailFixture());
    renderOrderPage();
    expect(screen.getByText('Loading order...')).toBeInTheDocument();
    await screen.findByTestId('order-header');
    expect(screen.getByRole('heading', { level: 1, name: 'Order ORD-100001' })).toBeInTheDocument();
    expect(server.requestsTo('get', '/api/seller/orders/{ref}').map(({ path }) => path)).toContain(ORDER_PATH);
    expect(within(header()).getByText('Shipped')).toBeInTheDocument();
    expect(header()).toHaveTextContent(`Placed ${formatDateTime('2025-03-10T10:00:00.000Z')} by Ahmed Raza`);

    const retailer = section('Retailer');
    for (const text of ['Kissan Agri Store Multan', 'Multan, Punjab', '0300-1234567', 'Shop 12, Grain Market, Multan', 'Warehouse 4, Vehari Road, Multan'])
      expect(retailer).toHaveTextContent(text);
    // The retailer's page, with its credit and what it owes.
    expect(within(retailer).getByRole('link', { name: 'Kissan Agri Store Multan' })).toHaveAttribute('href', '/retailer-insights/retailers/r-1');

    const [urea, dap] = within(screen.getByRole('table', { name: 'Order lines' })).getAllByTestId('order-line');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((c) => c.textContent);
    expect(urea).toHaveTextContent('Urea 50kg Bag');
    expect(urea).toHaveTextContent('Urea Volume Discount (10% off)');
    expect(cells(urea!)).toEqual(['UREA-50', '40', 'PKR 4,500', '-PKR 18,000', 'PKR 162,000']);
    expect(cells(dap!)).toEqual(['DAP-50', '2', 'PKR 12,000', '—', 'PKR 24,000']);
    expect(dap).not.toHaveTextContent('% off');
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('PKR 204,000');
    expect(screen.getByTestId('order-discount')).toHaveTextContent('-PKR 18,000');
    expect(screen.getByTestId('order-total')).toHaveTextContent('PKR 186,000');
    expect(screen.queryByTestId('order-sales-tax')).not.toBeInTheDocument();

    const steps = within(section('Timeline')).getAllByTestId('timeline-step');
    expect(steps.map((s) => s.querySelector('.MuiStepLabel-label')?.textContent)).toEqual(['Placed', 'Confirmed', 'Processing', 'Shipped']);
    expect(steps[0]).toHaveTextContent(`${formatDateTime('2025-03-10T10:00:00.000Z')} · Ahmed Raza`);
    expect(steps[0]).toHaveTextContent('Phoned in by Haji Sahib');
    expect(steps[3]).toHaveTextContent(`${formatDateTime('2025-03-11T16:45:00.000Z')} · Bilal Ahmed`);
    expect(steps[3]).toHaveTextContent('Via TCS · Tracking TCS-778123');

    const shipment = section('Shipment');
    expect(shipment).toHaveTextContent('CourierTCS');
    expect(shipment).toHaveTextContent('Tracking numberTCS-778123');
    expect(shipment).toHaveTextContent(`Shipped${formatDateTime('2025-03-11T16:45:00.000Z')}`);
    expect(shipment).toHaveTextContent('DeliveredNot yet');
    // Any past order can be placed again (issue 41, item 6).
    expect(screen.getByRole('link', { name: 'Repeat Order' })).toHaveAttribute('href', '/order-management/new?repeat=ORD-100001');
    expect(section('Pickups')).toHaveTextContent(`${formatDate('2025-03-11T12:00:00Z')}, Afternoon (12 PM - 5 PM)`);
    expect(section('Pickups')).toHaveTextContent('Imran Ali, 0301-7654321');

    expect(screen.getByRole('link', { name: 'Invoice' })).toHaveAttribute('href', '/payments?invoice=o-1');
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/order-management');
  });

  it('with a sales tax rate, shows subtotal, discount, tax and the total with it, as the invoice does', async () => {
    serveOrder(orderDetailFixture({ salesTax: { rate: 17, amount: 31620 }, grandTotal: 217620 }));
    renderOrderPage();
    expect(await screen.findByTestId('order-subtotal')).toHaveTextContent('PKR 204,000');
    expect(screen.getByTestId('order-discount')).toHaveTextContent('-PKR 18,000');
    expect(screen.getByTestId('order-sales-tax')).toHaveTextContent('PKR 31,620');
    expect(screen.getByText('Sales tax (17%)')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('PKR 217,620');
  });

  it("says 'Order not found' for a number the seller does not have, with the way back to the list", async () => {
    const user = userEvent.setup();
    server.answer('get', '/api/seller/orders/{ref}', () => errorAnswer(404, 'Order not found'));
    server.answer('get', '/api/seller/orders', () => ({ data: ordersPage([orderFixture()]) }));
    renderOrderPage();
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to orders' }));
    expect(await screen.findByRole('article', { name: 'Order ORD-100001' })).toBeInTheDocument();
  });

  it('says the order could not be loaded on another failure, and Try again loads it', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.answer('get', '/api/seller/orders/{ref}', () => (fail ? errorAnswer(500, 'Internal error') : { data: { order: orderDetailFixture() } }));
    renderOrderPage();
    expect(await screen.findByText('Failed to load the order')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Order lines' })).toBeInTheDocument();
  });

  it.each<[OrderStatus, string[], boolean]>([
    ['pending', ['Confirm Order', 'Cancel Order'], true],
    ['confirmed', ['Start Processing', 'Cancel Order'], true],
    ['processing', ['Ship Order', 'Cancel Order'], true],
    ['shipped', ['Mark Delivered'], true],
    ['delivered', [], true],
    ['cancelled', [], false],
  ])('a %s order offers %j (and the invoice: %s)', async (status, moves, invoice) => {
    serveOrder(orderDetailFixture({ status }));
    renderOrderPage();
    await screen.findByTestId('order-header');
    expect(moveButtons()).toEqual(moves);
    expect(screen.queryAllByRole('link', { name: 'Invoice' })).toHaveLength(invoice ? 1 : 0);
  });

  it('Ship Order asks for the courier and tracking number, sends them, and the page shows the shipment at once', async () => {
    const user = userEvent.setup();
    serveOrder(orderDetailFixture({ status: 'processing', shipment: null }));
    const { queryClient } = renderOrderPage();
    queryClient.setQueryData(dashboardKeys.overview(), { stale: false });
    await user.click(await screen.findByRole('button', { name: 'Ship Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order ORD-100001' });
    await user.click(within(dialog).getByRole('button', { name: 'Ship Order' }));
    expect(await within(dialog).findByText('Courier is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Tracking number is required')).toBeInTheDocument();
    expect(writesTo(server)).toEqual([]);

    // The courier comes from Pakistan's couriers (issue 41, item 6), not typed.
    await user.click(within(dialog).getByRole('combobox', { name: /^Courier/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'TCS',
      'Leopards Courier',
      'M&P',
      'BlueEx',
      'Trax',
      'Call Courier',
      'Pakistan Post',
      'Own vehicle',
    ]);
    await user.click(screen.getByRole('option', { name: 'TCS' }));
    await user.type(within(dialog).getByLabelText(/^Tracking Number/), 'TCS-990011');
    await user.click(within(dialog).getByRole('button', { name: 'Ship Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writesTo(server)).toEqual([
      { method: 'patch', path: '/api/seller/orders/o-1/status', query: {}, body: { status: 'shipped', courier: 'TCS', trackingNumber: 'TCS-990011' } },
    ]);
    expect(await screen.findByText('ORD-100001 is now Shipped.')).toBeInTheDocument();
    expect(within(header()).getByText('Shipped')).toBeInTheDocument();
    expect(moveButtons()).toEqual(['Mark Delivered']);
    expect(section('Shipment')).toHaveTextContent('Tracking numberTCS-990011');
    // TCS has a tracking page: the number opens it.
    expect(within(section('Shipment')).getByRole('link', { name: 'TCS-990011' })).toHaveAttribute('href', 'https://www.tcsexpress.com/track/TCS-990011');
    // Stock and figures changed: the dashboard reads them again.
    expect(queryClient.getQueryState(dashboardKeys.overview())?.isInvalidated).toBe(true);
  });

  it("shows the server's field messages at the fields and keeps the dialog", async () => {
    const user = userEvent.setup();
    serveOrder(orderDetailFixture({ status: 'processing' }));
    const message = 'Tracking number must be at most 100 characters';
    server.answer('patch', '/api/seller/orders/{id}/status', () => errorAnswer(400, message, { trackingNumber: message }));
    renderOrderPage();
    await user.click(await screen.findByRole('button', { name: 'Ship Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order ORD-100001' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Courier/ }));
    await user.click(screen.getByRole('option', { name: 'Leopards Courier' }));
    await user.type(within(dialog).getByLabelText(/^Tracking Number/), 'LP-1');
    await user.click(within(dialog).getByRole('button', { name: 'Ship Order' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Tracking Number/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('combobox', { name: /^Courier/ })).toHaveTextContent('Leopards Courier');
  });

  it('Cancel Order needs a reason, then sends it', async () => {
    const user = userEvent.setup();
    serveOrder(orderDetailFixture({ status: 'confirmed', shipment: null }));
    renderOrderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order ORD-100001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await within(dialog).findByText('Please give a reason for cancelling')).toBeInTheDocument();
    expect(writesTo(server)).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Reason for cancelling/), 'Retailer closed the shop');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writesTo(server)).toEqual([
      { method: 'patch', path: '/api/seller/orders/o-1/status', query: {}, body: { status: 'cancelled', notes: 'Retailer closed the shop' } },
    ]);
    expect(await screen.findByText('ORD-100001 is now Cancelled.')).toBeInTheDocument();
    expect(moveButtons()).toEqual([]);
  });

  it('a refused move (409: short stock) keeps the dialog open and says why inside it', async () => {
    const user = userEvent.setup();
    serveOrder(orderDetailFixture({ status: 'pending', shipment: null }));
    const reason = 'Order ORD-100001 cannot be confirmed: DAP 50kg Bag (SKU DAP-50): 45 ordered, 40 in stock';
    server.answer('patch', '/api/seller/orders/{id}/status', () => errorAnswer(409, reason));
    renderOrderPage();
    await user.click(await screen.findByRole('button', { name: 'Confirm Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm order ORD-100001?' });
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Call before delivery');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));
    // The reason stays in the open dialog, where the user looks, and no toast repeats it over it.
    const refusal = await within(dialog).findByTestId('move-refusal');
    expect(refusal).toHaveTextContent(`Failed to update order status${reason}`);
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Confirm order ORD-100001?' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Notes (optional)')).toHaveValue('Call before delivery');
    expect(within(header()).getByText('Pending')).toBeInTheDocument();
  });

  it('a viewer sees the moves disabled, saying why, and can still open the invoice', async () => {
    serveOrder(orderDetailFixture({ status: 'pending' }));
    renderOrderPage({ user: viewer });
    const confirm = await screen.findByRole('button', { name: 'Confirm Order' });
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeDisabled();
    expect(await refusalHintOf(confirm)).toBe('Your role, Viewer, cannot change orders. Ask an admin of your company for a different role.');
    expect(screen.getByRole('link', { name: 'Invoice' })).toBeInTheDocument();
  });
});
