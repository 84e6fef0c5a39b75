/**
 * @jest-environment jsdom
 */
// Plain jsdom and spies on apiClient, not the MSW server (docs/decisions/0268): each test uploads a CSV
// File made here, which is jsdom's File, and under the preset's `fetch: true` (jest-fixed-jsdom)
// FormData and Blob are Node's while File stays jsdom's: the dialog's form.append('file', file) then
// stores the text "[object File]" instead of the file, so the server would receive no file.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient } from '@agrihub/shared';
import { renderWithProviders } from '@agrihub/shared/testing';
import { BulkImportDialog } from '../components/bulk-import-dialog';
import type { ImportPreview } from '../api/import-products';

afterEach(() => jest.restoreAllMocks());

const csv = () => new File(['Product Name,SKU\n'], 'products.csv', { type: 'text/csv' });
const withErrors: ImportPreview = {
  totalRows: 200,
  validRows: 197,
  invalidRows: 3,
  errors: [
    { row: 12, field: 'price', column: 'Selling Price (PKR)', message: 'Selling price must be a number of rupees with at most 2 decimals' },
    { row: 57, field: 'category', column: 'Category', message: 'Category must be one of: fertilizers, pesticides, seeds, tools, equipment' },
    { row: 140, field: 'sku', column: 'SKU', message: 'SKU is required' },
  ],
};

function open() {
  const onClose = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<BulkImportDialog onClose={onClose} />);
  return { user, onClose, dialog: screen.getByRole('dialog', { name: 'Bulk Import Products' }) };
}

describe('Bulk Import dialog', () => {
  it("says the Seasonal column takes yes or no, the words of the server's row error", async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: { totalRows: 1, validRows: 0, invalidRows: 1, errors: [{ row: 2, field: 'seasonal', column: 'Seasonal', message: 'Seasonal must be yes or no' }] },
    });
    const { user, dialog } = open();
    expect(dialog).toHaveTextContent('Seasonal (yes or no)');
    expect(dialog).not.toHaveTextContent(/true or false/i);
    await user.upload(within(dialog).getByLabelText('CSV file'), csv());
    const table = await within(dialog).findByRole('table', { name: 'Row errors' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2SeasonalSeasonal must be yes or no');
  });

  it('lists the row errors from the check, saves nothing, then imports the valid rows when confirmed', async () => {
    const post = jest.spyOn(apiClient, 'post').mockImplementation(async (path: string) => {
      if (path === 'seller/products/import/preview') return { data: withErrors };
      if (path === 'seller/products/import') return { data: { added: 197, skipped: 3 } };
      throw new Error(path);
    });
    const { user, dialog, onClose } = open();
    expect(within(dialog).getByRole('button', { name: 'Import 0 Products' })).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('CSV file'), csv());
    expect(await within(dialog).findByText('3 of 200 rows have errors. Nothing has been saved.')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Row errors' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      '12Selling Price (PKR)Selling price must be a number of rupees with at most 2 decimals',
      '57CategoryCategory must be one of: fertilizers, pesticides, seeds, tools, equipment',
      '140SKUSKU is required',
    ]);
    expect(post).toHaveBeenCalledTimes(1);
    expect((post.mock.calls[0]?.[1] as FormData).get('file')).toBeInstanceOf(File);

    await user.click(within(dialog).getByRole('button', { name: 'Import 197 Valid Rows' }));
    expect(await screen.findByText('197 products added')).toBeInTheDocument();
    expect(screen.getByText('3 rows with errors were left out.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const form = post.mock.calls[1]?.[1] as FormData;
    expect(post.mock.calls[1]?.[0]).toBe('seller/products/import');
    expect(form.get('skipInvalidRows')).toBe('true');
  });

  it('imports a clean file without skipping anything', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockImplementation(async (path: string) =>
        path.endsWith('preview') ? { data: { totalRows: 3, validRows: 3, invalidRows: 0, errors: [] } } : { data: { added: 3, skipped: 0 } },
      );
    const { user, dialog } = open();
    await user.upload(within(dialog).getByLabelText('CSV file'), csv());
    expect(await within(dialog).findByText('All 3 rows are valid and ready to import.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 Products' }));
    expect(await screen.findByText('3 products added')).toBeInTheDocument();
    expect((post.mock.calls[1]?.[1] as FormData).get('skipInvalidRows')).toBe('false');
  });

  it('shows why a file cannot be read, and the import stays off', async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(new ApiError('The header row is missing the column SKU. Download the template for the expected columns.', 400));
    const { user, dialog } = open();
    await user.upload(within(dialog).getByLabelText('CSV file'), csv());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The header row is missing the column SKU.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^Import/ })).toBeDisabled());
  });
});
