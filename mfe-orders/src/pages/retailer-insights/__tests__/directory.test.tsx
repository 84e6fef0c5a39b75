import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorAnswer, renderModule, setupApiServer } from '@agrihub/shared/testing';
import RetailerInsightsPage from '..';
import { accountFixture, queriesTo } from '../../../testing/fixtures';
import type { RetailerAccount } from '../../../features/retailer-accounts/api/get-accounts';

function renderDirectory(route = '/retailer-insights/retailers') {
  return renderModule('/retailer-insights', <RetailerInsightsPage />, { route, probe: 'search' });
}

const server = setupApiServer();

const page = (accounts: RetailerAccount[], total = accounts.length, pageNo = 1) => ({ data: { accounts, pagination: { page: pageNo, pageSize: 20, total } } });
const answerAccounts = (answer: ReturnType<typeof page>) => server.answer('get', '/api/seller/retailer-accounts', () => answer);
/** The queries of the directory's reads the server received, and the latest one. */
const queries = () => queriesTo(server, '/api/seller/retailer-accounts');
const lastQuery = () => queries().at(-1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

beforeAll(() => import('../directory-page'));

describe('retailer directory', () => {
  it("lists each retailer's contact, terms, limit and balances: overdue in the error colour with its oldest days, 'No limit' without one", async () => {
    answerAccounts(
      page([
        accountFixture(),
        accountFixture({
          _id: 'ra-2',
          name: 'Zarai Markaz',
          city: 'Sahiwal',
          phone: '0321-9876543',
          creditLimit: null,
          available: null,
          paymentTerms: 'harvest',
          outstanding: 0,
          overdue: 0,
          oldestOverdueDays: null,
        }),
      ]),
    );
    renderDirectory();
    expect(await screen.findByText('Loading retailers...')).toBeInTheDocument();
    const [ali, zarai] = await screen.findAllByTestId('account-row');
    expect(cellsOf(ali!)).toEqual([
      'Ali Traders',
      'Okara',
      '0300-1112233',
      'Net 30 days',
      'PKR 500,000',
      'PKR 460,000',
      'PKR 120,00012 days oldest',
      'PKR 40,000',
    ]);
    expect(within(ali!).getByRole('link', { name: 'Ali Traders' })).toHaveAttribute('href', '/retailer-insights/retailers/ra-1');
    expect(within(ali!).getByText('PKR 120,000')).toHaveStyle({ color: '#d32f2f' });
    // Nothing overdue is not shown as a warning.
    expect(
      within(zarai!)
        .getAllByText('PKR 0')
        .every((el) => !el.closest('[data-overdue]')),
    ).toBe(true);
    expect(cellsOf(zarai!)).toEqual(['Zarai Markaz', 'Sahiwal', '0321-9876543', 'After harvest', 'No limit', 'PKR 0', 'PKR 0', '—']);
    expect(screen.getByText('Showing 1–2 of 2 retailers')).toBeInTheDocument();
  });

  it('searches by name or city after a pause in typing and filters by standing, both kept in the URL', async () => {
    const user = userEvent.setup();
    answerAccounts(page([accountFixture()]));
    renderDirectory();
    await screen.findAllByTestId('account-row');
    expect(lastQuery()).toEqual({ page: '1', pageSize: '20' });

    await user.type(screen.getByRole('searchbox', { name: 'Search retailers' }), 'okara');
    await waitFor(() => expect(lastQuery()).toEqual({ q: 'okara', page: '1', pageSize: '20' }));
    expect(queries().filter(({ q }) => q === 'oka')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('?q=okara');

    await user.click(screen.getByRole('combobox', { name: 'Standing' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Within terms', 'Overdue', 'Over limit']);
    await user.click(screen.getByRole('option', { name: 'Over limit' }));
    await waitFor(() => expect(lastQuery()).toEqual({ q: 'okara', standing: 'over_limit', page: '1', pageSize: '20' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?q=okara&standing=over_limit');
  });

  it('reads its search, standing and page from a bookmarked URL and pages through the server', async () => {
    const user = userEvent.setup();
    server.answer('get', '/api/seller/retailer-accounts', ({ query }) =>
      query.page === '3' ? page([accountFixture({ _id: 'ra-9', name: 'Page Three Store' })], 45, 3) : page([accountFixture()], 45, 2),
    );
    renderDirectory('/retailer-insights/retailers?standing=overdue&page=2');
    await screen.findAllByTestId('account-row');
    expect(lastQuery()).toEqual({ standing: 'overdue', page: '2', pageSize: '20' });
    expect(screen.getByRole('combobox', { name: 'Standing' })).toHaveTextContent('Overdue');
    expect(screen.getByText('Showing 21–40 of 45 retailers')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByRole('link', { name: 'Page Three Store' })).toBeInTheDocument();
    expect(lastQuery()).toEqual({ standing: 'overdue', page: '3', pageSize: '20' });
    expect(screen.getByTestId('location')).toHaveTextContent('?standing=overdue&page=3');
  });

  it("says 'No retailers found.' when nothing matches", async () => {
    answerAccounts(page([]));
    renderDirectory('/retailer-insights/retailers?q=nothing');
    expect(await screen.findByText('No retailers found.')).toBeInTheDocument();
  });

  it("says 'Failed to load retailers' when the list fails, and Try again loads it", async () => {
    const user = userEvent.setup();
    let fail = true;
    server.answer('get', '/api/seller/retailer-accounts', () => (fail ? errorAnswer(500, 'Internal error') : page([accountFixture()])));
    renderDirectory();
    expect(await screen.findByText('Failed to load retailers')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Ali Traders' })).toBeInTheDocument();
  });
});
