import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient } from '@agrihub/shared';
import { renderModule } from '@agrihub/shared/testing';
import RetailerInsightsPage from '..';
import { accountFixture } from '../../../testing/fixtures';
import type { RetailerAccount } from '../../../features/retailer-accounts/api/get-accounts';

function renderDirectory(route = '/retailer-insights/retailers') {
  return renderModule('/retailer-insights', <RetailerInsightsPage />, { route, probe: 'search' });
}

type Query = Record<string, string | number>;
const page = (accounts: RetailerAccount[], total = accounts.length, pageNo = 1) => ({ data: { accounts, pagination: { page: pageNo, pageSize: 20, total } } });
const lastQuery = (spy: jest.SpyInstance) => {
  const calls = spy.mock.calls.filter(([path]) => path === 'seller/retailer-accounts');
  return (calls[calls.length - 1]?.[1] as { searchParams: Query } | undefined)?.searchParams;
};
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

afterEach(() => jest.restoreAllMocks());
beforeAll(() => import('../directory-page'));

describe('retailer directory', () => {
  it("lists each retailer's contact, terms, limit and balances: overdue in the error colour with its oldest days, 'No limit' without one", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(
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
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(page([accountFixture()]));
    renderDirectory();
    await screen.findAllByTestId('account-row');
    expect(lastQuery(get)).toEqual({ page: 1, pageSize: 20 });

    await user.type(screen.getByRole('searchbox', { name: 'Search retailers' }), 'okara');
    await waitFor(() => expect(lastQuery(get)).toEqual({ q: 'okara', page: 1, pageSize: 20 }));
    expect(get.mock.calls.filter(([, o]) => (o as { searchParams: Query }).searchParams.q === 'oka')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('?q=okara');

    await user.click(screen.getByRole('combobox', { name: 'Standing' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Within terms', 'Overdue', 'Over limit']);
    await user.click(screen.getByRole('option', { name: 'Over limit' }));
    await waitFor(() => expect(lastQuery(get)).toEqual({ q: 'okara', standing: 'over_limit', page: 1, pageSize: 20 }));
    expect(screen.getByTestId('location')).toHaveTextContent('?q=okara&standing=over_limit');
  });

  it('reads its search, standing and page from a bookmarked URL and pages through the server', async () => {
    const user = userEvent.setup();
    const get = jest
      .spyOn(apiClient, 'get')
      .mockImplementation(async (_path: string, options?: unknown) =>
        (options as { searchParams: Query }).searchParams.page === 3
          ? page([accountFixture({ _id: 'ra-9', name: 'Page Three Store' })], 45, 3)
          : page([accountFixture()], 45, 2),
      );
    renderDirectory('/retailer-insights/retailers?standing=overdue&page=2');
    await screen.findAllByTestId('account-row');
    expect(lastQuery(get)).toEqual({ standing: 'overdue', page: 2, pageSize: 20 });
    expect(screen.getByRole('combobox', { name: 'Standing' })).toHaveTextContent('Overdue');
    expect(screen.getByText('Showing 21–40 of 45 retailers')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByRole('link', { name: 'Page Three Store' })).toBeInTheDocument();
    expect(lastQuery(get)).toEqual({ standing: 'overdue', page: 3, pageSize: 20 });
    expect(screen.getByTestId('location')).toHaveTextContent('?standing=overdue&page=3');
  });

  it("says 'No retailers found.' when nothing matches", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(page([]));
    renderDirectory('/retailer-insights/retailers?q=nothing');
    expect(await screen.findByText('No retailers found.')).toBeInTheDocument();
  });

  it("says 'Failed to load retailers' when the list fails, and Try again loads it", async () => {
    const user = userEvent.setup();
    const get = jest.spyOn(apiClient, 'get').mockRejectedValueOnce(new ApiError('Internal error', 500));
    renderDirectory();
    expect(await screen.findByText('Failed to load retailers')).toBeInTheDocument();
    get.mockResolvedValue(page([accountFixture()]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Ali Traders' })).toBeInTheDocument();
  });
});
