import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '@agrihub/shared';
import { errorAnswer, fill, refusalHintOf, renderModule, setupApiServer } from '@agrihub/shared/testing';
import type { ModuleRenderOptions } from '@agrihub/shared/testing';
import RetailerInsightsPage from '..';
import { accountDetailFixture, viewer, writesTo } from '../../../testing/fixtures';
import type { AccountDetail } from '../../../features/retailer-accounts/api/get-account';

const server = setupApiServer();

const ACCOUNT_PATH = '/api/seller/retailer-accounts/ra-1';
const SETTINGS = { data: { settings: { rabiDueDate: '06-30', kharifDueDate: '12-31' } } };

function renderRetailer(options: ModuleRenderOptions = {}) {
  return renderModule('/retailer-insights', <RetailerInsightsPage />, { route: '/retailer-insights/retailers/ra-1', ...options });
}

/** The server's account: what GET answers, until a write changes it. */
const held = { account: accountDetailFixture() };

/** The account reads the server received, by their path. */
const accountReads = () => server.requestsTo('get', '/api/seller/retailer-accounts/{id}').map(({ path }) => path);

function serveAccount(account: AccountDetail) {
  held.account = account;
  server.answer('get', '/api/seller/retailer-accounts/{id}', ({ params }) =>
    params.id === 'ra-1' ? { data: { account: held.account } } : errorAnswer(404, 'Retailer not found'),
  );
  server.answer('get', '/api/seller/credit-settings', () => SETTINGS);
}

const section = (name: string) => screen.getByRole('region', { name });
const facts = (label: string) => screen.getByLabelText(label);

beforeAll(() => import('../retailer-page'));

describe("a retailer's page", () => {
  it('shows contact, the credit summary, invoices (open first), payments and recent orders', async () => {
    serveAccount(accountDetailFixture({ paymentTerms: 'harvest' }));
    renderRetailer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ali Traders' })).toBeInTheDocument();
    expect(accountReads()).toContain(ACCOUNT_PATH);
    expect(screen.getByRole('link', { name: 'Back to retailers' })).toHaveAttribute('href', '/retailer-insights/retailers');

    const contact = facts('Contact details');
    for (const text of ['CityOkara, Punjab', 'Phone0300-1112233', 'AddressDepalpur Road, Okara']) expect(contact).toHaveTextContent(text);

    const credit = facts('Credit summary');
    expect(credit).toHaveTextContent('Credit limitPKR 500,000');
    expect(await within(credit).findByText('After harvest (rabi by 30 Jun, kharif by 31 Dec)')).toBeInTheDocument();
    expect(credit).toHaveTextContent('OutstandingPKR 460,000');
    expect(credit).toHaveTextContent('OverduePKR 120,00012 days oldest');
    expect(credit).toHaveTextContent('Available creditPKR 40,000');
    expect(credit).toHaveTextContent('Credit on accountPKR 5,000');

    const rows = within(section('Invoices')).getAllByTestId('invoice-row');
    expect(rows.map((r) => r.textContent?.slice(0, 'INV-2025-0001'.length))).toEqual(['INV-2025-0001', 'INV-2025-0002', 'INV-2025-0003', 'INV-2025-0004']);
    expect(rows[0]).toHaveTextContent(
      `INV-2025-0001 · ORD-100001Issued ${formatDate('2025-02-01')} · due ${formatDate('2025-03-03')}PKR 120,000 open of PKR 150,000Overdue · 12 days`,
    );
    expect(within(rows[0]!).getByRole('link', { name: 'ORD-100001' })).toHaveAttribute('href', '/order-management/ORD-100001');
    expect(rows[2]).toHaveTextContent('reversedReversed');
    expect(rows[3]).toHaveTextContent('paidPaid');

    const payment = within(section('Payments')).getByTestId('payment-row');
    expect(payment).toHaveTextContent(`${formatDate('2025-03-05')} · Bank transfer · HBL-7781`);
    expect(payment).toHaveTextContent('Paid INV-2025-0004 PKR 80,000 · INV-2025-0001 PKR 30,000 · PKR 5,000 unallocated');
    expect(payment).toHaveTextContent('Recorded by Ayesha Khan');
    expect(payment).toHaveTextContent('PKR 115,000');

    const orders = section('Recent orders');
    expect(within(orders).getAllByTestId('account-order')[0]).toHaveTextContent('ORD-100002');
    // What the retailer owes for each order, as the ledger says: with its sales tax, and saying so (issue 41, item 2).
    expect(
      within(orders)
        .getAllByTestId('account-order-total')
        .map((e) => e.textContent),
    ).toEqual(['PKR 397,800', 'PKR 150,000']);
    expect(within(orders).getAllByTestId('account-order')[0]).toHaveTextContent('incl. 17% sales tax');
    expect(within(orders).getByRole('link', { name: 'ORD-100002' })).toHaveAttribute('href', '/order-management/ORD-100002');
    expect(within(orders).getByText('Confirmed')).toBeInTheDocument();
    expect(within(orders).getByTestId('order-count')).toHaveTextContent('14 orders in all');
  });

  it("says 'Retailer not found' for an id the seller does not have, without retrying", async () => {
    server.answer('get', '/api/seller/retailer-accounts/{id}', () => errorAnswer(404, 'Retailer not found'));
    renderRetailer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Retailer not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to retailers' })).toBeInTheDocument();
    expect(accountReads().filter((path) => path === ACCOUNT_PATH)).toHaveLength(1);
  });

  it('disables the writes for a viewer, saying why on hover; the statement stays open to them', async () => {
    serveAccount(accountDetailFixture());
    renderRetailer({ user: viewer });
    await screen.findByRole('heading', { level: 1, name: 'Ali Traders' });
    for (const name of ['Edit credit terms', 'Record payment']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(await refusalHintOf(button)).toBe('Your role, Viewer, cannot change payments and financing. Ask an admin of your company for a different role.');
    }
    expect(screen.getByRole('button', { name: 'Statement' })).toBeEnabled();
  });

  it('a recorded payment updates the page from the answer', async () => {
    const user = userEvent.setup();
    serveAccount(accountDetailFixture());
    const paid = accountDetailFixture({ outstanding: 360000, overdue: 20000 });
    server.answer('post', '/api/seller/retailer-accounts/{id}/payments', () => {
      held.account = paid;
      return { data: { payment: { ...paid.payments[0]!, amount: 100000 }, account: paid } };
    });
    renderRetailer();
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    await fill(within(dialog).getByLabelText(/Amount \(PKR\)/), '100000');
    await user.click(within(dialog).getByRole('combobox', { name: /Method/ }));
    await user.click(screen.getByRole('option', { name: 'Cash' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment of PKR 100,000 recorded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writesTo(server)).toEqual([
      { method: 'post', path: ACCOUNT_PATH + '/payments', query: {}, body: expect.objectContaining({ amount: '100000', method: 'cash' }) },
    ]);
    expect(screen.getByLabelText('Credit summary')).toHaveTextContent('OutstandingPKR 360,000');
  });
});
