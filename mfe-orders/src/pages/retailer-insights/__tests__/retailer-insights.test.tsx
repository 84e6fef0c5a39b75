import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorAnswer, renderModule, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import RetailerInsightsPage from '..';
import type { RetailerInsights } from '../../../features/retailer-insights/api/get-retailer-insights';
import type { RetailerDetails } from '../../../features/retailer-insights/api/get-retailer-details';
import { accountFixture, agingReport, queriesTo } from '../../../testing/fixtures';

const server = setupApiServer();

const figures = (name: string, revenue: number, rating: number | null, id = name) => ({
  _id: id,
  name,
  city: 'Multan',
  province: 'Punjab',
  location: 'Multan, Punjab',
  phone: '03001234567',
  rating,
  orderCount: 1520,
  revenue,
  averageOrderValue: 2499.5,
  firstOrderDate: '2024-02-01T10:00:00.000Z',
  lastOrderDate: '2025-03-01T10:00:00.000Z',
  active: true,
});

const insights: RetailerInsights = {
  summary: { activeRetailers: 38, newThisMonth: 2, averageRating: 4.3, ratedRetailers: 34, topPerformers: 9, totalRetailers: 40 },
  topRetailers: [figures('Kissan Agri Store Multan', 3800000, 4.8, 'r1'), figures('Zarai Markaz Sukkur', 1250000.5, null, 'r2')],
};
const details: RetailerDetails = {
  retailer: figures('Kissan Agri Store Multan', 3800000, 4.8, 'r1'),
  recentOrders: [{ _id: 'o1', orderNumber: 'ORD-100777', orderDate: '2025-03-01T10:00:00.000Z', total: 18500, status: 'shipped' }],
};

test('Retailer Insights shows its title and a loading text first', () => {
  server.answer('get', '/api/seller/retailer-insights', () => new Promise<never>(() => undefined));
  renderWithProviders(<RetailerInsightsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Retailer Insights' })).toBeInTheDocument();
  expect(screen.getByText('Loading retailer insights...')).toBeInTheDocument();
});

test("tiles and the ranking show the server's figures; View Details opens the retailer's figures and recent orders", async () => {
  const user = userEvent.setup();
  server.answer('get', '/api/seller/retailer-insights', () => ({ data: insights }));
  server.answer('get', '/api/seller/retailers/{id}', ({ params }) => (params.id === 'r1' ? { data: details } : errorAnswer(404, 'Retailer not found')));
  renderWithProviders(<RetailerInsightsPage />);
  expect(await screen.findByTestId('insight-active')).toHaveTextContent('Active Retailers38');
  expect(screen.getByTestId('insight-new')).toHaveTextContent('New This Month2');
  expect(screen.getByTestId('insight-rating')).toHaveTextContent('Avg. Rating4.3');
  expect(screen.getByTestId('insight-top')).toHaveTextContent('Top Performers9');
  expect(screen.getByRole('heading', { name: 'Top Performing Retailers' })).toBeInTheDocument();
  const rows = screen.getAllByTestId('top-retailer');
  expect(rows[0]).toHaveTextContent('Kissan Agri Store Multan');
  expect(rows[0]).toHaveTextContent('Multan, Punjab');
  expect(rows[0]).toHaveTextContent('1,520 orders');
  expect(rows[0]).toHaveTextContent('PKR 3,800,000');
  expect(rows[0]).toHaveTextContent('4.8');
  expect(rows[1]).toHaveTextContent('Not rated');
  // A sum of many orders reads in whole rupees, half a rupee up.
  expect(within(rows[1]!).getByText('PKR 1,250,001')).toBeInTheDocument();

  await user.click(within(rows[0]!).getByRole('button', { name: 'View Details of Kissan Agri Store Multan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Kissan Agri Store Multan' });
  expect(await within(dialog).findByText('ORD-100777')).toBeInTheDocument();
  expect(within(dialog).getByText('Shipped')).toBeInTheDocument();
  expect(dialog).toHaveTextContent('RevenuePKR 3,800,000');
  expect(dialog).toHaveTextContent('Average OrderPKR 2,500');
  expect(dialog).not.toHaveTextContent('2,499.5');
  expect(server.requestsTo('get', '/api/seller/retailers/{id}').map(({ path, query }) => ({ path, query }))).toContainEqual({
    path: '/api/seller/retailers/r1',
    query: { recent: '10' },
  });
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a failed load says so', async () => {
  server.answer('get', '/api/seller/retailer-insights', () => errorAnswer(500, 'Internal error'));
  renderWithProviders(<RetailerInsightsPage />);
  expect(await screen.findByText('Failed to load retailer insights')).toBeInTheDocument();
});

test('a seller without retailer orders sees an empty ranking', async () => {
  server.answer('get', '/api/seller/retailer-insights', () => ({
    data: { summary: { ...insights.summary, averageRating: null, ratedRetailers: 0 }, topRetailers: [] },
  }));
  renderWithProviders(<RetailerInsightsPage />);
  expect(await screen.findByText('No retailer orders yet.')).toBeInTheDocument();
  expect(screen.getByTestId('insight-rating')).toHaveTextContent('Avg. Rating–');
});

test.each([
  ['every field', {}, 'Sheikhupura, Punjab · 03091305838'],
  ['no phone', { phone: '' }, 'Sheikhupura, Punjab'],
  ['no province', { province: '' }, 'Sheikhupura · 03091305838'],
  ['no city', { city: ' ' }, 'Punjab · 03091305838'],
  ['no location', { city: '', province: '' }, '03091305838'],
  ['nothing', { city: '', province: '', phone: '' }, ''],
])('the details line with %s has no stray separator', async (_, missing, line) => {
  const user = userEvent.setup();
  const retailer = {
    ...figures('Kissan Agri Store Multan', 3800000, 4.8, 'r1'),
    city: 'Sheikhupura',
    province: 'Punjab',
    location: 'Sheikhupura, Punjab',
    phone: '03091305838',
    ...missing,
  };
  server.answer('get', '/api/seller/retailer-insights', () => ({ data: { ...insights, topRetailers: [retailer] } }));
  server.answer('get', '/api/seller/retailers/{id}', () => ({ data: { ...details, retailer } }));
  renderWithProviders(<RetailerInsightsPage />);
  await user.click(await screen.findByRole('button', { name: 'View Details of Kissan Agri Store Multan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Kissan Agri Store Multan' });
  await within(dialog).findByText('ORD-100777');
  const contact = within(dialog).getByText('Active').closest('.MuiTypography-root')!;
  const text = (contact.textContent ?? '').replace('Active', '').trim();
  expect(text).toBe(line);
  expect(text).not.toMatch(/^[·,]|[·,]$|[·,]\s*[·,]/);
});

test('View all retailers opens the retailer directory', async () => {
  const user = userEvent.setup();
  server.answer('get', '/api/seller/retailer-insights', () => ({ data: insights }));
  server.answer('get', '/api/seller/retailer-accounts', () => ({ data: { accounts: [accountFixture()], pagination: { page: 1, pageSize: 20, total: 1 } } }));
  renderModule('/retailer-insights', <RetailerInsightsPage />);
  await screen.findAllByTestId('top-retailer');
  await user.click(screen.getByRole('button', { name: 'View all retailers' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Retailers' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Ali Traders' })).toHaveAttribute('href', '/retailer-insights/retailers/ra-1');
  expect(queriesTo(server, '/api/seller/retailer-accounts')).toContainEqual({ page: '1', pageSize: '20' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('Receivables aging opens what each retailer owes by days past due', async () => {
  const user = userEvent.setup();
  server.answer('get', '/api/seller/retailer-insights', () => ({ data: insights }));
  server.answer('get', '/api/seller/receivables/aging', () => ({ data: agingReport }));
  renderModule('/retailer-insights', <RetailerInsightsPage />);
  await screen.findAllByTestId('top-retailer');
  await user.click(screen.getByRole('button', { name: 'Receivables aging' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Receivables aging' })).toBeInTheDocument();
  expect(await screen.findAllByTestId('aging-row')).toHaveLength(2);
  expect(queriesTo(server, '/api/seller/receivables/aging')).toContainEqual({ page: '1', pageSize: '10' });
});
