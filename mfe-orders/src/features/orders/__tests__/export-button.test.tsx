import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient } from '@agrihub/shared';
import { renderWithProviders } from '@agrihub/shared/testing';
import { ExportButton } from '../components/export-button';
import type { OrderFilters } from '../hooks/use-order-filters';

const filters: OrderFilters = { q: ' kissan ', status: 'delivered', from: '2025-01-01', to: '2025-01-31', page: 3 };
const CSV = '\uFEFFOrder Number,Customer,Date,Total,Status\r\nORD-1,"Comma, ""Q""",2025-01-02,10.50,Delivered\r\n';

let saved: { name: string; href: string }[];
beforeEach(() => {
  saved = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:orders'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => jest.restoreAllMocks());

test('Export Orders fetches the CSV of the current filters through the API client and saves orders_export.csv', async () => {
  const user = userEvent.setup();
  let blob: Blob | undefined;
  const get = jest.spyOn(apiClient.ky, 'get').mockImplementation(() => {
    blob = new Blob([CSV], { type: 'text/csv' });
    return Promise.resolve({ blob: () => Promise.resolve(blob) }) as unknown as ReturnType<typeof apiClient.ky.get>;
  });
  renderWithProviders(<ExportButton filters={filters} />);
  await user.click(screen.getByRole('button', { name: 'Export Orders' }));
  expect(await screen.findByText('Orders exported')).toBeInTheDocument();
  // Every page of the filtered list: the filters go to the server, the page does not.
  expect(get).toHaveBeenCalledWith('seller/orders/export', {
    searchParams: { q: 'kissan', status: 'delivered', from: '2025-01-01', to: '2025-01-31', sort: 'date_desc' },
  });
  expect(saved).toEqual([{ name: 'orders_export.csv', href: 'blob:orders' }]);
  // The server's file is saved as it came (BOM, quoting and all), not rebuilt in the browser.
  expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
  await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:orders'));
});

test('a failed export says so with the server message and saves nothing', async () => {
  const user = userEvent.setup();
  jest.spyOn(apiClient.ky, 'get').mockImplementation(() => {
    throw new ApiError('Your session has expired. Please sign in again.', 401);
  });
  renderWithProviders(<ExportButton filters={filters} />);
  await user.click(screen.getByRole('button', { name: 'Export Orders' }));
  expect(await screen.findByText('Export failed')).toBeInTheDocument();
  expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
  expect(saved).toEqual([]);
  expect(screen.getByRole('button', { name: 'Export Orders' })).toBeEnabled();
});
