import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentTypeValues } from '@agrihub/shared';
import { errorAnswer, setupApiServer } from '@agrihub/shared/testing';
import type { ApiResolver } from '@agrihub/shared/testing';
import { answerNoRefreshCookie, bellAnswer, renderPortal, resetSession, unverifiedSeller, verifiedSeller } from '../../../testing/render-portal';
import type { DashboardOverview } from '../../../features/dashboard/api/get-dashboard-overview';
import type { VerificationChecklist } from '../../../features/dashboard/api/get-document-checklist';

const server = setupApiServer();

const overview: DashboardOverview = {
  revenue: { total: 1234567, average: 24691.34 },
  orders: { total: 50 },
  products: { active: 18, total: 24, lowStock: 3, outOfStock: 2 },
  inventory: { value: 9876543.5, items: 4210 },
  notifications: { unread: 4 },
  recent: {
    orders: [
      {
        _id: 'o1',
        orderNumber: 'ORD-1042',
        customer: { name: 'Green Valley Traders' },
        total: 185000,
        salesTax: { rate: 17, amount: 31450 },
        grandTotal: 216450,
        status: 'pending',
      },
      { _id: 'o2', orderNumber: 'ORD-1041', customer: { name: 'Kisan Ghar Multan' }, total: 42500, salesTax: null, grandTotal: 42500, status: 'delivered' },
    ],
    products: [{ _id: 'p1', name: 'Urea 50kg', sku: 'FRT-UREA-50', stockQuantity: 1200, status: 'active' }],
  },
};

const T = documentTypeValues;
const checklistOf = (status: VerificationChecklist['items'][number]['status'], review: VerificationChecklist['review'] = null) => ({
  data: {
    isVerified: false,
    review,
    items: T.map((docType) => ({ docType, status, documentId: null, uploadedAt: null, rejectionReason: null })),
  },
});

/** The bell answers as many unread as the overview counts. */
function answer(
  dashboard: ApiResolver<'/api/dashboard/overview', 'get'>,
  checklist = checklistOf('Missing'),
  bellUnread = () => overview.notifications.unread,
) {
  answerNoRefreshCookie(server);
  server.answer('get', '/api/dashboard/overview', dashboard);
  server.answer('get', '/api/documents/checklist', () => checklist);
  server.answer('get', '/api/notifications', () => bellAnswer(bellUnread()));
}

afterEach(() => {
  resetSession();
});

describe('dashboard', () => {
  it("shows 'Loading dashboard...' first", async () => {
    answer(() => new Promise<never>(() => undefined));
    await renderPortal('/', { status: 'authenticated', user: verifiedSeller });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText("Here's what's happening with your business today.")).toBeInTheDocument();
    expect(screen.getByText('Loading dashboard...')).toBeInTheDocument();
  });

  it("shows 'Failed to load dashboard data' with the reason when the overview fails, and Try again loads it", async () => {
    let fail = true;
    answer(() => (fail ? errorAnswer(500, 'Internal server error') : { data: overview }));
    await renderPortal('/', { status: 'authenticated', user: verifiedSeller });
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load dashboard data');
    expect(alert).toHaveTextContent('Something went wrong on our side, please try again');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('stat-total-revenue')).toHaveTextContent('Total RevenuePKR 1,234,567');
    expect(screen.queryByText('Failed to load dashboard data')).toBeNull();
  });

  it("counts unread notifications as the bell does, and 'Mark all as read' empties both", async () => {
    // The overview was computed a moment before the bell answered: the card follows the bell.
    let bellUnread = 5;
    answer(
      () => ({ data: { ...overview, notifications: { unread: 13 } } }),
      checklistOf('Missing'),
      () => bellUnread,
    );
    server.answer('post', '/api/notifications/read-all', () => {
      bellUnread = 0;
      return { data: { marked: 5, unreadCount: 0 } };
    });
    await renderPortal('/', { status: 'authenticated', user: verifiedSeller });
    const bell = await screen.findByRole('button', { name: 'Notifications, 5 unread' });
    expect(await screen.findByTestId('stat-unread-notifications-value')).toHaveTextContent(/^5$/);
    await userEvent.click(bell);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(server.requestsTo('post', '/api/notifications/read-all').map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
        { method: 'post', path: '/api/notifications/read-all', query: {}, body: undefined },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('stat-unread-notifications-value')).toHaveTextContent(/^0$/));
  });

  it('shows the figures in PKR with thousands separators, and the recent lists', async () => {
    answer(() => ({ data: overview }));
    await renderPortal('/', { status: 'authenticated', user: verifiedSeller });
    expect(await screen.findByTestId('stat-total-revenue')).toHaveTextContent(
      /^Total RevenuePKR 1,234,567Before sales tax. Average order PKR 24,691, cancelled orders excluded$/,
    );
    expect(screen.getByTestId('stat-total-orders-value')).toHaveTextContent('50');
    expect(screen.getByTestId('stat-active-products')).toHaveTextContent('18of 24 total products');
    expect(screen.getByTestId('stat-unread-notifications-value')).toHaveTextContent('4');
    expect(screen.getByTestId('inventory-value')).toHaveTextContent(/^PKR 9,876,544$/);
    expect(screen.getByTestId('inventory-items')).toHaveTextContent('4,210');
    expect(screen.getByTestId('inventory-low-stock')).toHaveTextContent('3');
    expect(screen.getByTestId('inventory-out-of-stock')).toHaveTextContent('2');

    const orders = within(screen.getByTestId('recent-orders')).getAllByTestId('recent-orders-row');
    expect(orders[0]).toHaveTextContent('ORD-1042');
    expect(within(orders[0]!).getByRole('link', { name: 'ORD-1042' })).toHaveAttribute('href', '/order-management/ORD-1042');
    expect(orders[0]).toHaveTextContent('Green Valley Traders');
    // What the retailer owes, as its invoice says, and that it includes the tax.
    expect(orders[0]).toHaveTextContent('PKR 216,450incl. 17% sales tax');
    expect(orders[1]).toHaveTextContent('PKR 42,500');
    expect(orders[1]).not.toHaveTextContent('sales tax');
    expect(within(orders[0]!).getByText('Pending').closest('[data-status-tone]')).toHaveAttribute('data-status-tone', 'yellow');
    expect(within(orders[1]!).getByText('Delivered').closest('[data-status-tone]')).toHaveAttribute('data-status-tone', 'green');
    const products = within(screen.getByTestId('recent-products')).getAllByTestId('recent-products-row');
    expect(products[0]).toHaveTextContent('Urea 50kg');
    expect(products[0]).toHaveTextContent('SKU FRT-UREA-50');
    expect(products[0]).toHaveTextContent('1,200 in stock');
    expect(screen.queryByText('Welcome to AgriHub Seller Portal')).not.toBeInTheDocument();
  });

  it('says so when there are no recent orders or products', async () => {
    answer(() => ({ data: { ...overview, recent: { orders: [], products: [] } } }));
    await renderPortal('/', { status: 'authenticated', user: verifiedSeller });
    expect(await screen.findByText('No recent orders.')).toBeInTheDocument();
    expect(screen.getByText('No recent products.')).toBeInTheDocument();
  });

  it('welcomes an unverified seller and points to the Document Center', async () => {
    answer(() => ({ data: overview }));
    await renderPortal('/', { status: 'authenticated', user: unverifiedSeller });
    expect(await screen.findByText('Welcome to AgriHub Seller Portal')).toBeInTheDocument();
    expect(screen.getByText(/upload all required documents/)).toHaveTextContent('Verification takes 1 working week.');
    expect(screen.getByRole('link', { name: 'Upload Documents' })).toHaveAttribute('href', '/document-center');
    // The welcome instead of the figures, not beside a row of zeros.
    expect(screen.queryByTestId('stat-total-revenue')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading dashboard...')).not.toBeInTheDocument();
    expect(server.requests.map(({ path }) => path)).not.toContain('/api/dashboard/overview');
  });

  it('once all 6 documents are uploaded, says they are under review and the day to expect it instead of asking to upload', async () => {
    answer(() => ({ data: overview }), checklistOf('Pending', { submittedAt: '2026-11-20T05:00:00.000Z', expectedBy: '2026-11-27', overdue: false }));
    await renderPortal('/', { status: 'authenticated', user: unverifiedSeller });
    expect(await screen.findByText('Your documents are under review')).toBeInTheDocument();
    expect(screen.getByText('Welcome to AgriHub Seller Portal')).toBeInTheDocument();
    expect(screen.getByText(/expect it by 27 Nov 2026\./)).toHaveTextContent('Verification takes 1 working week');
    expect(screen.queryByText(/Please upload all required documents/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upload Documents' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Documents' })).toHaveAttribute('href', '/document-center');
  });

  it('a review past its expected day says it is taking longer than expected', async () => {
    answer(() => ({ data: overview }), checklistOf('Pending', { submittedAt: '2026-11-02T05:00:00.000Z', expectedBy: '2026-11-09', overdue: true }));
    await renderPortal('/', { status: 'authenticated', user: unverifiedSeller });
    expect(await screen.findByText(/Review is taking longer than expected \(it was due by 9 Nov 2026\)/)).toBeInTheDocument();
  });
});
