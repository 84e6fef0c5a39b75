import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardKeys } from '@agrihub/shared';
import type { SessionUser } from '@agrihub/shared';
import { errorAnswer, refusalHintOf, renderModule, setupApiServer } from '@agrihub/shared/testing';
import type { ApiResolver } from '@agrihub/shared/testing';
import OrderManagementPage from '..';
import {
  accountDetailFixture,
  createdOrderFixture,
  orderDetailFixture,
  ordersPage,
  productFixtures,
  quoteOf,
  retailerFixtures,
  viewer,
} from '../../../testing/fixtures';

const server = setupApiServer();

function renderPage(route = '/order-management/new', user?: SessionUser) {
  return renderModule('/order-management', <OrderManagementPage />, { route, probe: 'pathname', ...(user ? { user } : {}) });
}

const contains = (q: unknown, ...texts: string[]) => texts.some((t) => t.toLowerCase().includes(String(q ?? '').toLowerCase()));

/** The API as the server answers it: retailers and products searched by q, lines priced by quoteOf, a saved order. */
function fakeServer(
  save: ApiResolver<'/api/seller/orders', 'post'> = () => ({ data: { order: createdOrderFixture() } }),
  { taxBps = null, credit = {} }: { taxBps?: number | null; credit?: Parameters<typeof accountDetailFixture>[0] } = {},
) {
  server.answer('get', '/api/seller/retailer-accounts/{id}', ({ params }) => {
    const retailer = retailerFixtures.find((r) => r._id === params.id)!;
    return { data: { account: accountDetailFixture({ _id: retailer._id, name: retailer.name, ...credit }) } };
  });
  server.answer('get', '/api/seller/retailers', ({ query }) => {
    const retailers = retailerFixtures.filter((r) => contains(query.q, r.name, r.city));
    return { data: { retailers, pagination: { page: 1, pageSize: 20, total: retailers.length } } };
  });
  server.answer('get', '/api/seller/orders/product-options', ({ query: { q, ids } }) =>
    ids !== undefined
      ? { data: { products: productFixtures.filter((p) => ids.split(',').includes(p._id)) } }
      : { data: { products: productFixtures.filter((p) => contains(q, p.name, p.sku)) } },
  );
  // Only the past order Repeat Order starts from; a saved order's page is not part of these tests.
  server.answer('get', '/api/seller/orders/{ref}', ({ params }) =>
    params.ref === 'ORD-100001' ? { data: { order: pastOrder } } : errorAnswer(404, 'Order not found'),
  );
  server.answer('get', '/api/seller/orders', () => ({ data: ordersPage([]) }));
  server.answer('post', '/api/seller/orders/quote', ({ body }) => ({ data: { quote: quoteOf(body.lines, taxBps) } }));
  server.answer('post', '/api/seller/orders', save);
  /** The orders saved: what the server received. */
  const saves = () => server.requestsTo('post', '/api/seller/orders').map(({ method, path, query, body }) => ({ method, path, query, body }));
  return { saves };
}

type User = ReturnType<typeof userEvent.setup>;

async function chooseRetailer(user: User, text: string, name: RegExp) {
  await user.type(screen.getByRole('combobox', { name: 'Retailer' }), text);
  await user.click(await screen.findByRole('option', { name }));
}

async function addProduct(user: User, text: string, name: RegExp) {
  await user.type(screen.getByRole('combobox', { name: 'Add product' }), text);
  await user.click(await screen.findByRole('option', { name }));
}

async function setQuantity(user: User, product: string, quantity: string) {
  const field = screen.getByRole('textbox', { name: `Quantity of ${product}` });
  await user.clear(field);
  if (quantity) await user.type(field, quantity);
}

const line = (name: string) => screen.getByRole('listitem', { name });

// Pasted, as a user may: typing re-validates the whole form at every key (about 70 ms a key under jsdom).
async function enter(user: User, name: string, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

/** The order Repeat Order starts from: urea and seeds still in the catalog, a discontinued sprayer no longer. */
const pastOrder = orderDetailFixture({
  orderNumber: 'ORD-100001',
  retailer: retailerFixtures[0]!,
  deliveryAddress: 'Warehouse 4, Vehari Road, Multan',
  items: [
    { productId: 'p-urea', productName: 'Urea 50kg Bag', sku: 'UREA-50', quantity: 40, unitPrice: 4000, discount: 0, lineTotal: 160000, rule: null },
    { productId: 'p-old', productName: 'Knapsack Sprayer', sku: 'SPR-16', quantity: 1, unitPrice: 9000, discount: 0, lineTotal: 9000, rule: null },
    { productId: 'p-seed', productName: 'Wheat Seed Galaxy 2013', sku: 'SEED-GLX', quantity: 3, unitPrice: 2400, discount: 0, lineTotal: 7200, rule: null },
  ],
});
// The form is a lazily loaded part of the page: compile it once up front, not inside a test's timeout.
beforeAll(() => import('../new-order-page'));

describe('new order (taken by phone)', () => {
  // Issue 41, item 6: the retailer's credit is on the screen before the order is saved.
  it("shows the chosen retailer's limit, outstanding, overdue and available credit, and warns when the order with its tax goes over", async () => {
    const user = userEvent.setup();
    fakeServer(undefined, { taxBps: 1700, credit: { creditLimit: 600_000, outstanding: 150_000, overdue: 20_000, available: 450_000, oldestOverdueDays: 12 } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'New Order' })).toBeInTheDocument();
    await chooseRetailer(user, 'multan', /Kissan Agri Store/);
    const credit = await screen.findByRole('region', { name: 'Credit of Kissan Agri Store' });
    await waitFor(() => expect(credit).toHaveTextContent('Credit limitPKR 600,000'));
    expect(credit).toHaveTextContent('OutstandingPKR 150,000');
    expect(credit).toHaveTextContent('OverduePKR 20,000');
    expect(credit).toHaveTextContent('Available creditPKR 450,000');
    expect(screen.queryByTestId('order-credit-warning')).not.toBeInTheDocument();
    await addProduct(user, 'urea', /Urea 50kg Bag/);
    await setQuantity(user, 'Urea 50kg Bag', '120');
    // 120 bags at PKR 4,500 less 10% is PKR 486,000; with 17% sales tax PKR 568,620, as the invoice will say.
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('PKR 568,620'));
    expect(screen.getByTestId('order-sales-tax')).toHaveTextContent('PKR 82,620');
    expect(credit).toHaveTextContent('This order (with sales tax)PKR 568,620');
    expect(screen.getByTestId('order-credit-warning')).toHaveTextContent(
      "This order goes PKR 118,620 over the credit limit: confirming it will need a manager's or admin's override with a reason.",
    );
  });

  // Issue 41, item 6: Repeat Order starts a new order from a past one.
  it("Repeat Order starts from the past order's retailer, address and lines at today's prices, and says what is no longer sold", async () => {
    const user = userEvent.setup();
    const { saves } = fakeServer();
    renderPage('/order-management/new?repeat=ORD-100001');
    expect(await screen.findByTestId('repeat-note')).toHaveTextContent(
      "Repeating ORD-100001: the same retailer and products, priced with today's prices and rules. Change anything before saving. " +
        'No longer in the catalog, so left out: Knapsack Sprayer (SKU SPR-16).',
    );
    expect(screen.getByRole('combobox', { name: 'Retailer' })).toHaveValue('Kissan Agri Store');
    expect(screen.getByRole('textbox', { name: /Delivery address/i })).toHaveValue('Warehouse 4, Vehari Road, Multan');
    expect(screen.getByRole('textbox', { name: 'Quantity of Urea 50kg Bag' })).toHaveValue('40');
    expect(screen.getByRole('textbox', { name: 'Quantity of Wheat Seed Galaxy 2013' })).toHaveValue('3');
    expect(screen.queryByRole('listitem', { name: 'Knapsack Sprayer' })).not.toBeInTheDocument();
    // Today's price (PKR 4,500 a bag), not the PKR 4,000 of the past order.
    await waitFor(() => expect(within(line('Urea 50kg Bag')).getByTestId('line-total')).toHaveTextContent('PKR 180,000'));
    await setQuantity(user, 'Urea 50kg Bag', '50');
    await user.click(screen.getByRole('button', { name: 'Save Order' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toMatchObject({
      retailerId: 'r-1',
      deliveryAddress: 'Warehouse 4, Vehari Road, Multan',
      lines: [
        { productId: 'p-urea', quantity: 50 },
        { productId: 'p-seed', quantity: 3 },
      ],
    });
  });

  it('prices the chosen products with the active rules, saves the order and opens its page', async () => {
    const user = userEvent.setup();
    const { saves } = fakeServer();
    const { queryClient } = renderPage();
    queryClient.setQueryData(dashboardKeys.overview(), { stale: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'New Order' })).toBeInTheDocument();

    await chooseRetailer(user, 'multan', /Kissan Agri Store/);
    expect(screen.getByText(/Leave empty to deliver to Shop 4, Grain Market, Multan/)).toBeInTheDocument();
    await addProduct(user, 'urea', /Urea 50kg Bag/);
    await setQuantity(user, 'Urea 50kg Bag', '120');
    await addProduct(user, 'SEED', /Wheat Seed Galaxy/);

    expect(await within(line('Urea 50kg Bag')).findByText('Urea Volume Discount: 10% off')).toBeInTheDocument();
    expect(within(line('Urea 50kg Bag')).getByTestId('line-total')).toHaveTextContent('PKR 486,000');
    expect(within(line('Urea 50kg Bag')).getByText('-PKR 54,000')).toBeInTheDocument();
    expect(await within(line('Wheat Seed Galaxy 2013')).findByText('No discount')).toBeInTheDocument();
    expect(within(line('Wheat Seed Galaxy 2013')).getByTestId('line-total')).toHaveTextContent('PKR 2,500');
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('PKR 488,500'));
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('PKR 542,500');
    expect(screen.getByTestId('order-discount')).toHaveTextContent('-PKR 54,000');

    await enter(user, 'Notes', 'Deliver before Friday');
    await user.click(screen.getByRole('button', { name: 'Save Order' }));

    expect(await screen.findByText('Order ORD-100301 created')).toBeInTheDocument();
    expect(saves()).toEqual([
      {
        method: 'post',
        path: '/api/seller/orders',
        query: {},
        body: {
          retailerId: 'r-1',
          lines: [
            { productId: 'p-urea', quantity: 120 },
            { productId: 'p-seed', quantity: 1 },
          ],
          notes: 'Deliver before Friday',
        },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order-management/ORD-100301'));
    expect(queryClient.getQueryState(dashboardKeys.overview())?.isInvalidated).toBe(true);
  });

  it('picking a product already on the order adds one to its line instead of a second line', async () => {
    const user = userEvent.setup();
    fakeServer();
    renderPage();
    await addProduct(user, 'urea', /Urea 50kg Bag/);
    await setQuantity(user, 'Urea 50kg Bag', '5');
    await addProduct(user, 'UREA-50', /Urea 50kg Bag/);
    expect(screen.getAllByRole('listitem', { name: 'Urea 50kg Bag' })).toHaveLength(1);
    const quantity = screen.getByRole('textbox', { name: 'Quantity of Urea 50kg Bag' });
    expect(quantity).toHaveValue('6');
    expect(quantity).toHaveFocus();
  });

  it('warns on a line that asks for more than is in stock, and a removed line leaves the order', async () => {
    const user = userEvent.setup();
    fakeServer();
    renderPage();
    await addProduct(user, 'wheat', /Wheat Seed Galaxy/);
    await setQuantity(user, 'Wheat Seed Galaxy 2013', '45');
    expect(await screen.findByText('Only 40 in stock; the order can be saved but not confirmed until restocked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Wheat Seed Galaxy 2013' }));
    expect(screen.queryByRole('listitem', { name: 'Wheat Seed Galaxy 2013' })).not.toBeInTheDocument();
  });

  it('says what is missing at the fields and sends nothing: no retailer, no products, a zero quantity', async () => {
    const user = userEvent.setup();
    const { saves } = fakeServer();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Save Order' }));
    expect(await screen.findByText('Add at least one product to the order')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Retailer' })).toHaveAccessibleDescription('Choose a retailer or add a new one');

    await addProduct(user, 'urea', /Urea 50kg Bag/);
    await setQuantity(user, 'Urea 50kg Bag', '0');
    await user.click(screen.getByRole('button', { name: 'Save Order' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Quantity of Urea 50kg Bag' })).toHaveAccessibleDescription('Quantity must be a whole number of at least 1'),
    );
    expect(screen.queryByText('Add at least one product to the order')).not.toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('adds a new retailer inline: a bad phone is said at Phone and nothing is sent; a good one is sent with the order', async () => {
    const user = userEvent.setup();
    const { saves } = fakeServer();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Add a new retailer' }));
    await enter(user, 'Retailer Name', 'Bismillah Beej Ghar');
    await enter(user, 'City', 'Okara');
    await enter(user, 'Phone', '12345');
    await enter(user, 'Address', 'Depalpur Road');
    await addProduct(user, 'urea', /Urea 50kg Bag/);
    await user.click(screen.getByRole('button', { name: 'Save Order' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Enter a valid Pakistani phone number (e.g. 03001234567)'),
    );
    expect(saves()).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await enter(user, 'Phone', '0300 1112223');
    await user.click(screen.getByRole('button', { name: 'Save Order' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toEqual({
      retailer: { name: 'Bismillah Beej Ghar', city: 'Okara', phone: '0300 1112223', address: 'Depalpur Road' },
      lines: [{ productId: 'p-urea', quantity: 1 }],
    });
  });

  it("shows the server's refusal at the line's quantity and keeps everything typed", async () => {
    const user = userEvent.setup();
    const message = 'Quantity must be at most 100,000';
    fakeServer(() => errorAnswer(400, message, { 'lines.0.quantity': message }));
    renderPage();
    await chooseRetailer(user, 'zarai', /Zarai Markaz/);
    await addProduct(user, 'urea', /Urea 50kg Bag/);
    await setQuantity(user, 'Urea 50kg Bag', '250');
    await enter(user, 'Notes', 'Call after Asr');
    await user.click(screen.getByRole('button', { name: 'Save Order' }));

    const quantity = screen.getByRole('textbox', { name: 'Quantity of Urea 50kg Bag' });
    await waitFor(() => expect(quantity).toHaveAccessibleDescription(message));
    expect(screen.getByText('Could not save the order')).toBeInTheDocument();
    expect(quantity).toHaveValue('250');
    expect(screen.getByRole('combobox', { name: 'Retailer' })).toHaveValue('Zarai Markaz');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Call after Asr');
    expect(screen.getByTestId('location')).toHaveTextContent('/order-management/new');

    // Changing the refused quantity takes the server's message away.
    await setQuantity(user, 'Urea 50kg Bag', '200');
    expect(quantity).not.toHaveAccessibleDescription(message);
  });

  it('New Order in the header opens the form; Cancel goes back to the list', async () => {
    const user = userEvent.setup();
    fakeServer();
    renderPage('/order-management');
    await user.click(await screen.findByRole('button', { name: 'New Order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New Order' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/order-management/new');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Management' })).toBeInTheDocument();
  });

  it('a viewer sees New Order disabled, with why', async () => {
    fakeServer();
    renderPage('/order-management', viewer);
    const button = await screen.findByRole('button', { name: 'New Order' });
    expect(button).toBeDisabled();
    expect(await refusalHintOf(button)).toBe('Your role, Viewer, cannot change orders. Ask an admin of your company for a different role.');
  });
});
