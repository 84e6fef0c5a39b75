import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@agrihub/shared/router';
import { errorAnswer, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import type { ApiAnswer } from '@agrihub/shared/testing';
import { TopBarSearch } from '../top-bar-search';
import { useAuthStore } from '../../../features/auth/auth-store';
import { SEARCH_DEBOUNCE_MS } from '../../../features/search/search-results';
import { resetSession, unverifiedSeller, verifiedSeller } from '../../../testing/render-portal';
import type { SearchResults } from '../../../features/search/api/get-search';

const server = setupApiServer();

const none = { items: [], total: 0, atLeast: false };
const results: SearchResults = {
  q: 'ord-',
  orders: {
    items: [
      { _id: 'o1', orderNumber: 'ORD-1042', customerName: 'Green Valley Traders', orderDate: '2026-11-20T10:00:00Z', total: 185000, status: 'pending' },
      { _id: 'o2', orderNumber: 'ORD-1041', customerName: 'Kisan Ghar Multan', orderDate: '2026-11-19T10:00:00Z', total: 42500, status: 'delivered' },
    ],
    total: 100,
    atLeast: true,
  },
  products: { items: [{ _id: 'p1', name: 'Urea 50kg Bag', sku: 'UREA-50', category: 'fertilizers', stockStatus: 'In Stock' }], total: 1, atLeast: false },
  retailers: { items: [{ _id: 'r1', name: 'Kisan Ghar Multan', city: 'Multan', province: 'Punjab' }], total: 1, atLeast: false },
};

/** Where the app is, so a test can see where a choice led. */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The words of the searches the server received. */
const searches = () => server.requestsTo('get', '/api/search').map(({ query }) => query.q);
/** Answers GET /api/search (any other request is unanswered, and fails the test). */
function answer(reply: (q: string) => Promise<SearchResults | ApiAnswer<'/api/search', 'get'>>) {
  server.answer('get', '/api/search', async ({ query }) => {
    const answered = await reply(String(query.q));
    return 'q' in answered ? { data: answered } : answered;
  });
}

function renderBox(user = verifiedSeller) {
  useAuthStore.setState({ status: 'authenticated', user });
  renderWithProviders(
    <>
      <TopBarSearch />
      <input aria-label="Notes" />
      <Location />
    </>,
  );
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

/** The box: a plain search field until first focused, a combobox from then on. */
const box = () => screen.getByLabelText<HTMLInputElement>('Search', { selector: 'input' });
const combobox = () => screen.getByRole('combobox', { name: 'Search' });
const location = () => screen.getByTestId('location').textContent;

/** Types into the box and lets the pause pass, so the search is sent and its popup shown. */
async function typeAndWait(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(box(), text);
  await act(async () => jest.advanceTimersByTime(SEARCH_DELAY));
  return screen.findByRole('listbox', { name: 'Search results' });
}
const SEARCH_DELAY = SEARCH_DEBOUNCE_MS;

// The popup's code as the browser has it after the first focus, so each test starts from the box.
beforeAll(() => import('../../../features/search/components/search-popup'));
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  resetSession();
});

describe('top bar search', () => {
  it('searches once typing pauses, not at every key', async () => {
    answer(async () => results);
    const user = renderBox();
    await user.click(box());
    await user.type(combobox(), 'ord-');
    expect(searches()).toEqual([]);
    await act(async () => jest.advanceTimersByTime(SEARCH_DELAY - 1));
    expect(searches()).toEqual([]);
    await act(async () => jest.advanceTimersByTime(1));
    await waitFor(() => expect(searches()).toEqual(['ord-']));
  });

  it('shows the results grouped as Orders, Products and Retailers with their counts, then Show all', async () => {
    answer(async () => results);
    const user = renderBox();
    const listbox = await typeAndWait(user, 'ord-');
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Orders100+ results',
      'Products1 result',
      'Retailers1 result',
    ]);
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining('ORD-1042Green Valley Traders'), expect.stringContaining('ORD-1041Kisan Ghar Multan')]);
    expect(within(groups[1]!).getByRole('option')).toHaveTextContent('Urea 50kg BagSKU UREA-50 · In Stock');
    expect(within(groups[2]!).getByRole('option')).toHaveTextContent('Kisan Ghar MultanMultan, Punjab');
    expect(within(listbox).getAllByRole('option').at(-1)).toHaveTextContent('Show all results for “ord-”');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
  });

  it('moves the highlight with the arrow keys and opens the highlighted result with Enter', async () => {
    answer(async () => results);
    const user = renderBox();
    const listbox = await typeAndWait(user, 'ord-');
    const options = within(listbox).getAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowUp}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/order-management/ORD-1041');
    // Done: the box empties and the popup goes.
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens the product and the retailer on their pages when clicked', async () => {
    answer(async () => results);
    const user = renderBox();
    let listbox = await typeAndWait(user, 'urea');
    await user.click(within(listbox).getByRole('option', { name: /Urea 50kg Bag/ }));
    expect(location()).toBe('/product-catalog/p1');
    listbox = await typeAndWait(user, 'kisan');
    await user.click(within(listbox).getByRole('option', { name: /Multan, Punjab/ }));
    expect(location()).toBe('/retailer-insights/retailers/r1');
  });

  it('opens the full results page on Enter with nothing highlighted, even before the results come', async () => {
    answer(() => new Promise<never>(() => undefined));
    const user = renderBox();
    await user.type(box(), '  urea 50 {Enter}');
    expect(location()).toBe('/search?q=urea%2050');
  });

  it('closes with Escape and opens again with the down arrow', async () => {
    answer(async () => results);
    const user = renderBox();
    await typeAndWait(user, 'ord-');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('ord-');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it("is focused by '/' outside a field and by Ctrl+K or Cmd+K anywhere", async () => {
    answer(async () => results);
    const user = renderBox();
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.click(notes);
    await user.keyboard('/');
    // In a field, '/' is text.
    expect(notes).toHaveValue('/');
    await user.keyboard('{Control>}k{/Control}');
    expect(box()).toHaveFocus();
    await user.click(document.body);
    expect(box()).not.toHaveFocus();
    await user.keyboard('/');
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('');
    await user.click(notes);
    await user.keyboard('{Meta>}k{/Meta}');
    expect(box()).toHaveFocus();
  });

  it('says so when nothing matches, when the search fails, and while it runs', async () => {
    let reply: (q: string) => Promise<SearchResults | ApiAnswer<'/api/search', 'get'>> = () => new Promise<never>(() => undefined);
    answer((q) => reply(q));
    const user = renderBox();
    await user.type(box(), 'zz');
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    reply = async (q) => ({ q, orders: none, products: none, retailers: none });
    await user.type(combobox(), 'q');
    await act(async () => jest.advanceTimersByTime(SEARCH_DELAY));
    expect(await screen.findByText('No results for “zzq”')).toBeInTheDocument();
    // The server's own 5xx message is not shown: the real client says the same on every screen.
    reply = async () => errorAnswer(500, 'Internal server error');
    await user.type(combobox(), 'x');
    await act(async () => jest.advanceTimersByTime(SEARCH_DELAY));
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(await screen.findByText('Search failed: Something went wrong on our side, please try again')).toBeInTheDocument();
  });

  it('tells an unverified seller why nothing is found', async () => {
    answer(async (q) => ({ q, orders: none, products: none, retailers: none }));
    const user = renderBox(unverifiedSeller);
    await typeAndWait(user, 'urea');
    expect(screen.getByText('Orders, products and retailers can be searched once your company is verified.')).toBeInTheDocument();
  });
});
