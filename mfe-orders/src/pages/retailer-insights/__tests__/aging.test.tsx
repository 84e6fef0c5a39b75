import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalTheme, setLanguage } from '@agrihub/shared';
import { errorAnswer, fileAnswer, renderModule, setupApiServer } from '@agrihub/shared/testing';
import RetailerInsightsPage from '..';
import type { AgingReport } from '../../../features/retailer-accounts/api/get-aging';
import { agingReport, queriesTo } from '../../../testing/fixtures';

const server = setupApiServer();

function renderAging(route = '/retailer-insights/aging') {
  return renderModule('/retailer-insights', <RetailerInsightsPage />, { route, probe: 'search' });
}

function answer(report: AgingReport = agingReport) {
  server.answer('get', '/api/seller/receivables/aging', () => ({ data: report }));
}

/** The query of the latest aging read the server received. */
function agingQuery() {
  return queriesTo(server, '/api/seller/receivables/aging').at(-1);
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);
const location = () => screen.getByTestId('location');

afterEach(() => jest.restoreAllMocks());
beforeAll(() => import('../aging-page'));

describe('Receivables aging', () => {
  it('shows each retailer by days past due, as of the server date, with the totals over every page', async () => {
    answer({ ...agingReport, pagination: { page: 1, pageSize: 10, total: 12 } });
    renderAging();
    expect(await screen.findByRole('heading', { level: 1, name: 'Receivables aging' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to insights' })).toHaveAttribute('href', '/retailer-insights');
    const rows = await screen.findAllByTestId('aging-row');
    expect(screen.getByText('As of 25 Nov 2026')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Receivables aging' });
    expect(cells(within(table).getAllByRole('row')[0]!)).toEqual(['Retailer', 'Current', '1–30', '31–60', '61–90', '90+', 'Total']);
    expect(cells(rows[0]!)).toEqual([
      'Kissan Agri StoreLahore · Net 30 days · Limit:\u00a0PKR\u00a0500,000',
      'PKR 20,000',
      'PKR 15,000.50',
      '—',
      '—',
      'PKR 40,000',
      'PKR 75,000.50',
    ]);
    expect(cells(rows[1]!)).toEqual(['Madina Khad StoreMultan · After harvest · Limit:\u00a0No\u00a0limit', 'PKR 120,000', '—', '—', '—', '—', 'PKR 120,000']);
    expect(cells(screen.getByTestId('aging-totals'))).toEqual([
      'Total (12 retailers)',
      'PKR 140,000',
      'PKR 15,000.50',
      '—',
      '—',
      'PKR 40,000',
      'PKR 195,000.50',
    ]);
    // What is past due stands out; what is not yet due does not.
    const red = { color: portalTheme.palette.error.main };
    expect(within(rows[0]!).getByText('PKR 15,000.50')).toHaveStyle(red);
    expect(within(rows[0]!).getByText('PKR 40,000')).toHaveStyle(red);
    expect(within(rows[0]!).getByText('PKR 20,000')).not.toHaveStyle(red);
    expect(within(rows[1]!).getByText('PKR 120,000', { selector: 'td:nth-child(2)' })).not.toHaveStyle(red);
  });

  it('links each retailer to its account in Retailer Insights', async () => {
    answer();
    renderAging();
    expect(await screen.findByRole('link', { name: 'Kissan Agri Store' })).toHaveAttribute('href', '/retailer-insights/retailers/r1');
    expect(screen.getByRole('link', { name: 'Madina Khad Store' })).toHaveAttribute('href', '/retailer-insights/retailers/r2');
  });

  it('keeps the bucket and the search in the URL, and asks the server for them', async () => {
    answer();
    renderAging();
    await screen.findAllByTestId('aging-row');
    expect(agingQuery()).toEqual({ page: '1', pageSize: '10' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Days past due' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['All', 'Current', '1–30 days', '31–60 days', '61–90 days', '90+ days']);
    await userEvent.click(screen.getByRole('option', { name: '31–60 days' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\?bucket=31-60$/));
    await waitFor(() => expect(agingQuery()).toEqual({ page: '1', pageSize: '10', bucket: '31-60' }));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search retailers' }), ' Multan ');
    await waitFor(() => expect(location()).toHaveTextContent(/^\?bucket=31-60&q=Multan$/));
    await waitFor(() => expect(agingQuery()).toEqual({ page: '1', pageSize: '10', bucket: '31-60', q: 'Multan' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Days past due' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\?q=Multan$/));
    await waitFor(() => expect(agingQuery()).toEqual({ page: '1', pageSize: '10', q: 'Multan' }));
  });

  it('reads its filters and page from a shared link; an unknown bucket reads as All', async () => {
    answer({ ...agingReport, pagination: { page: 2, pageSize: 10, total: 25 } });
    const { unmount } = renderAging('/retailer-insights/aging?q=Lahore&bucket=90%2B&page=2');
    await screen.findAllByTestId('aging-row');
    expect(agingQuery()).toEqual({ page: '2', pageSize: '10', q: 'Lahore', bucket: '90+' });
    expect(screen.getByRole('searchbox', { name: 'Search retailers' })).toHaveValue('Lahore');
    expect(screen.getByRole('combobox', { name: 'Days past due' })).toHaveTextContent('90+ days');
    expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
    unmount();

    renderAging('/retailer-insights/aging?bucket=someday');
    await screen.findAllByTestId('aging-row');
    expect(agingQuery()).toEqual({ page: '1', pageSize: '10' });
    expect(screen.getByRole('combobox', { name: 'Days past due' })).toHaveTextContent('All');
  });

  it("pages through the server's pages in the URL, and a new filter starts again at page 1", async () => {
    answer({ ...agingReport, pagination: { page: 1, pageSize: 10, total: 25 } });
    renderAging();
    await screen.findAllByTestId('aging-row');
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\?page=3$/));
    await waitFor(() => expect(agingQuery()).toEqual({ page: '3', pageSize: '10' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Days past due' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Current' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\?bucket=current$/));
    await waitFor(() => expect(agingQuery()).toEqual({ page: '1', pageSize: '10', bucket: 'current' }));
  });

  it('says there is nothing owed, or that no retailer matches the filters', async () => {
    const empty = { ...agingReport, rows: [], pagination: { page: 1, pageSize: 10, total: 0 } };
    answer(empty);
    const { unmount } = renderAging();
    expect(await screen.findByText('No open receivables')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();
    renderAging('/retailer-insights/aging?q=Quetta');
    expect(await screen.findByText('No retailers match')).toBeInTheDocument();
    expect(screen.queryByText('No open receivables')).not.toBeInTheDocument();
  });

  it('shows why the aging could not load and loads it again on Try again', async () => {
    let fail = true;
    server.answer('get', '/api/seller/receivables/aging', () => (fail ? errorAnswer(503, 'The report is not available right now') : { data: agingReport }));
    renderAging();
    const alert = await screen.findByRole('alert');
    // A 5xx reads as the client words any failure on the server's side, whatever the server said.
    expect(alert).toHaveTextContent('Something went wrong on our side, please try again');
    expect(screen.queryByTestId('aging-row')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('aging-row')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on a phone, shows one card per retailer with its owed buckets, then the totals, instead of the table', async () => {
    // A 360 px screen: no media query for wider screens matches.
    window.matchMedia = jest.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      addListener: jest.fn(),
      removeListener: jest.fn(),
      dispatchEvent: jest.fn(),
    }));
    try {
      answer();
      renderAging();
      const cards = await screen.findAllByTestId('aging-row');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Receivables aging' })).toBeInTheDocument();
      expect(cards[0]).toHaveTextContent('Kissan Agri StoreLahore · Net 30 days · Limit: PKR 500,000PKR 75,000.50');
      expect(cards[0]).toHaveTextContent('CurrentPKR 20,0001–30 daysPKR 15,000.5090+ daysPKR 40,000');
      expect(cards[0]).not.toHaveTextContent('31–60 days');
      expect(within(cards[0]!).getByText('PKR 15,000.50')).toHaveStyle({ color: portalTheme.palette.error.main });
      expect(cards[1]).toHaveTextContent('Madina Khad StoreMultan · After harvest · Limit: No limitPKR 120,000');
      expect(within(cards[1]!).getByRole('link', { name: 'Madina Khad Store' })).toHaveAttribute('href', '/retailer-insights/retailers/r2');
      expect(screen.getByTestId('aging-totals')).toHaveTextContent('Total (2 retailers)PKR 195,000.50CurrentPKR 140,000');
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});

describe('Export CSV', () => {
  let saved: { name: string; href: string }[];
  beforeEach(() => {
    saved = [];
    jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:aging');
    jest.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
  });

  it('downloads receivables_aging.csv of the filters in effect (every page) through the API client', async () => {
    answer();
    server.answer('get', '/api/seller/receivables/aging.csv', () => fileAnswer('Retailer\r\n', 'text/csv; charset=utf-8'));
    renderAging('/retailer-insights/aging?q=Lahore&bucket=1-30&page=2');
    await screen.findAllByTestId('aging-row');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Aging exported')).toBeInTheDocument();
    expect(server.requestsTo('get', '/api/seller/receivables/aging.csv').map((r) => r.query)).toEqual([{ q: 'Lahore', bucket: '1-30' }]);
    expect(saved).toEqual([{ name: 'receivables_aging.csv', href: 'blob:aging' }]);
  });

  it('a failed export says so with the server message and saves nothing', async () => {
    answer();
    server.answer('get', '/api/seller/receivables/aging.csv', () => errorAnswer(403, 'Your role cannot export the aging.'));
    renderAging();
    await screen.findAllByTestId('aging-row');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('Your role cannot export the aging.')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
  it('in Urdu keeps each range of days left to right, so 1–30 never reads 30–1', async () => {
    answer();
    renderAging();
    await screen.findAllByTestId('aging-row');
    await act(() => setLanguage('ur'));
    try {
      const heads = cells(within(screen.getByRole('table')).getAllByRole('row')[0]!).slice(2, 6);
      expect(heads).toEqual(['\u20661–30\u2069', '\u206631–60\u2069', '\u206661–90\u2069', '\u206690+\u2069']);
      await userEvent.click(screen.getAllByRole('combobox')[0]!);
      expect(screen.getByRole('option', { name: '\u20661–30\u2069 دن' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

describe('harvest due dates', () => {
  it('are changed on Settings: the card links there, for every role', async () => {
    answer();
    renderAging();
    await screen.findAllByTestId('aging-row');
    expect(screen.getByRole('link', { name: 'Harvest due dates in Settings' })).toHaveAttribute('href', '/settings');
  });
});
