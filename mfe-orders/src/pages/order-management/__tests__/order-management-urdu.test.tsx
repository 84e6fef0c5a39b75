import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@agrihub/shared';
import { errorAnswer, renderModule, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import OrderManagementPage from '..';
import RetailerInsightsPage from '../../retailer-insights';
import en from '../../../locales/en.json';
import ur from '../../../locales/ur.json';
import { orderFixture, ordersPage } from '../../../testing/fixtures';

const server = setupApiServer();

function renderOrders() {
  return renderModule('/order-management', <OrderManagementPage />);
}

/** An order number inside Urdu text keeps its left-to-right order: it is isolated (U+2066 ... U+2069). */
const isolated = (text: string) => `\u2066${text}\u2069`;

afterEach(async () => {
  await act(() => setLanguage('en'));
});

test('Order Management switches to Urdu in one step and back to its English texts exactly', async () => {
  server.answer('get', '/api/seller/orders', () => ({ data: ordersPage([orderFixture()]) }));
  renderOrders();
  const card = await screen.findByRole('article', { name: 'Order ORD-100001' });
  expect(within(card).getByRole('button', { name: en.moves.label.confirmed })).toBeInTheDocument();

  await act(() => setLanguage('ur'));

  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByRole('heading', { level: 1, name: ur.orderList.title })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: ur.exportOrders.button })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: ur.orderList.newOrder })).toBeInTheDocument();
  expect(screen.getByLabelText(ur.filters.searchLabel)).toBeInTheDocument();
  expect(screen.getByTestId('orders-total')).toHaveTextContent(ur.summary.total);
  const urduCard = screen.getByRole('article', { name: `آرڈر ${isolated('ORD-100001')}` });
  expect(within(urduCard).getByRole('button', { name: ur.moves.label.confirmed })).toBeInTheDocument();
  expect(within(urduCard).getByText(ur.status.pending)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: en.orderList.title })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: en.exportOrders.button })).not.toBeInTheDocument();
  expect(screen.queryByText(en.summary.scope)).not.toBeInTheDocument();

  await act(() => setLanguage('en'));

  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  expect(screen.getByRole('heading', { level: 1, name: 'Order Management' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export Orders' })).toBeInTheDocument();
  expect(screen.getByText('Counts cover all orders, whatever the filters. Choose a card to list its orders.')).toBeInTheDocument();
  const back = screen.getByRole('article', { name: 'Order ORD-100001' });
  expect(within(back).getByRole('button', { name: 'Confirm Order' })).toBeInTheDocument();
  expect(within(back).getByText('Pending')).toBeInTheDocument();
  expect(screen.queryByText(ur.summary.scope)).not.toBeInTheDocument();
});

test('the empty list says so in Urdu', async () => {
  server.answer('get', '/api/seller/orders', () => ({ data: ordersPage([]) }));
  renderOrders();
  expect(await screen.findByText('No orders found.')).toBeInTheDocument();

  await act(() => setLanguage('ur'));

  expect(screen.getByText(ur.orderList.empty)).toBeInTheDocument();
  expect(screen.queryByText(en.orderList.empty)).not.toBeInTheDocument();

  await act(() => setLanguage('en'));
  expect(screen.getByText('No orders found.')).toBeInTheDocument();
});

test('Retailer Insights shows its title, button and load failure in Urdu', async () => {
  server.answer('get', '/api/seller/retailer-insights', () => errorAnswer(500, 'Internal error'));
  renderWithProviders(<RetailerInsightsPage />);
  expect(await screen.findByText('Failed to load retailer insights')).toBeInTheDocument();

  await act(() => setLanguage('ur'));

  expect(screen.getByRole('heading', { level: 1, name: ur.insights.title })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: ur.insights.viewAll })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(ur.insights.loadFailed);
  expect(screen.queryByText(en.insights.loadFailed)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: en.insights.viewAll })).not.toBeInTheDocument();

  await act(() => setLanguage('en'));

  expect(screen.getByRole('heading', { level: 1, name: 'Retailer Insights' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'View all retailers' })).toBeInTheDocument();
  expect(screen.getByText('Failed to load retailer insights')).toBeInTheDocument();
});
