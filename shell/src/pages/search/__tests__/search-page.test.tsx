import { screen, within } from '@testing-library/react';
import { setupApiServer } from '@agrihub/shared/testing';
import { answerNoRefreshCookie, bellAnswer, renderPortal, resetSession, unverifiedSeller, verifiedSeller } from '../../../testing/render-portal';
import type { SearchResults } from '../../../features/search/api/get-search';

const server = setupApiServer();

const none = { items: [], total: 0, atLeast: false };
const results: SearchResults = {
  q: 'kisan',
  orders: {
    items: [{ _id: 'o1', orderNumber: 'ORD-1041', customerName: 'Kisan Ghar Multan', orderDate: '2026-11-19T10:00:00Z', total: 42500, status: 'delivered' }],
    total: 100,
    atLeast: true,
  },
  products: none,
  retailers: { items: [{ _id: 'r1', name: 'Kisan Ghar Multan', city: 'Multan', province: 'Punjab' }], total: 1, atLeast: false },
};

/** The queries of the searches the server received. */
const asked = () => server.requestsTo('get', '/api/search').map(({ query }) => query);
function answer(search: () => SearchResults) {
  answerNoRefreshCookie(server);
  server.answer('get', '/api/search', () => ({ data: search() }));
  server.answer('get', '/api/notifications', () => bellAnswer());
}

afterEach(() => {
  resetSession();
});

describe('search results page', () => {
  it('lists each group with results, 20 at most, each linking to its item, and where to see every match', async () => {
    answer(() => results);
    await renderPortal('/search?q=kisan', { status: 'authenticated', user: verifiedSeller });
    expect(screen.getByRole('heading', { name: 'Search results' })).toBeInTheDocument();
    expect(screen.getByText('For “kisan”')).toBeInTheDocument();
    const orders = await screen.findByRole('region', { name: 'Orders · 100+ results' });
    expect(within(orders).getByRole('link', { name: 'ORD-1041' })).toHaveAttribute('href', '/order-management/ORD-1041');
    expect(within(orders).getByRole('link', { name: 'See every match in Order Management' })).toHaveAttribute('href', '/order-management?q=kisan');
    const retailers = screen.getByRole('region', { name: 'Retailers · 1 result' });
    expect(within(retailers).getByRole('link', { name: 'Kisan Ghar Multan' })).toHaveAttribute('href', '/retailer-insights/retailers/r1');
    expect(within(retailers).queryByText(/See every match/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Products/ })).not.toBeInTheDocument();
    expect(asked()).toEqual([{ q: 'kisan', limit: '20' }]);
  });

  it('says when nothing matches', async () => {
    answer(() => ({ q: 'zz', orders: none, products: none, retailers: none }));
    await renderPortal('/search?q=zz', { status: 'authenticated', user: verifiedSeller });
    expect(await screen.findByText('No results for “zz”')).toBeInTheDocument();
  });

  it('is open to an unverified seller, and says why it finds nothing', async () => {
    answer(() => ({ q: 'urea', orders: none, products: none, retailers: none }));
    await renderPortal('/search?q=urea', { status: 'authenticated', user: unverifiedSeller });
    expect(screen.getByRole('heading', { name: 'Search results' })).toBeInTheDocument();
    expect(screen.getByText('Orders, products and retailers can be searched once your company is verified.')).toBeInTheDocument();
  });

  it('asks for a search when the address has none', async () => {
    answer(() => results);
    await renderPortal('/search', { status: 'authenticated', user: verifiedSeller });
    expect(screen.getByText('Type in the search box at the top to find orders, products and retailers.')).toBeInTheDocument();
    expect(asked()).toEqual([]);
  });
});
