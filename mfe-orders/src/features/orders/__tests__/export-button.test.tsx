import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorAnswer, fileAnswer, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import { ExportButton } from '../components/export-button';
import type { OrderFilters } from '../hooks/use-order-filters';

const filters: OrderFilters = { q: ' kissan ', status: 'delivered', from: '2025-01-01', to: '2025-01-31', page: 3 };
const CSV = '\uFEFFOrder Number,Customer,Date,Total,Status\r\nORD-1,"Comma, ""Q""",2025-01-02,10.50,Delivered\r\n';

const server = setupApiServer();
let saved: { name: string; href: string }[];
beforeEach(() => {
  saved = [];
  jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:orders');
  jest.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => jest.restoreAllMocks());

test('Export Orders fetches the CSV of the current filters through the API client and saves orders_export.csv', async () => {
  const user = userEvent.setup();
  server.answer('get', '/api/seller/orders/export', () => fileAnswer(CSV, 'text/csv; charset=utf-8'));
  renderWithProviders(<ExportButton filters={filters} />);
  await user.click(screen.getByRole('button', { name: 'Export Orders' }));
  expect(await screen.findByText('Orders exported')).toBeInTheDocument();
  // Every page of the filtered list: the filters go to the server, the page does not.
  expect(server.requestsTo('get', '/api/seller/orders/export').map((r) => r.query)).toEqual([
    { q: 'kissan', status: 'delivered', from: '2025-01-01', to: '2025-01-31', sort: 'date_desc' },
  ]);
  expect(saved).toEqual([{ name: 'orders_export.csv', href: 'blob:orders' }]);
  // The server's file is saved as it came (BOM, quoting and all), not rebuilt in the browser.
  const blob = jest.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
  expect(Buffer.from(await blob.arrayBuffer())).toEqual(Buffer.from(CSV));
  await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:orders'));
});

test('a failed export says so with the server message and saves nothing', async () => {
  const user = userEvent.setup();
  server.answer('get', '/api/seller/orders/export', () => errorAnswer(403, 'Your role cannot export orders.'));
  renderWithProviders(<ExportButton filters={filters} />);
  await user.click(screen.getByRole('button', { name: 'Export Orders' }));
  expect(await screen.findByText('Export failed')).toBeInTheDocument();
  expect(screen.getByText('Your role cannot export orders.')).toBeInTheDocument();
  expect(saved).toEqual([]);
  expect(screen.getByRole('button', { name: 'Export Orders' })).toBeEnabled();
});
