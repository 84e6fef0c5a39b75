import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@agrihub/shared';
import { errorAnswer, renderModule, setupApiServer } from '@agrihub/shared/testing';
import type { ErrorAnswer } from '@agrihub/shared/testing';
import ProductCatalogPage from '..';
import { answerProducts, makePage, makeProduct } from '../../../testing/fixtures';
import type { ProductsPage } from '../../../features/products/api/get-products';
import ur from '../../../locales/ur.json';

const server = setupApiServer();

/** Unicode's left-to-right isolate around `text`, as ltr() writes it in Urdu. */
const isolated = (text: string) => `\u2066${text}\u2069`;

/** GET /api/seller/products answered with `page()` (the page, or an error answer). */
function answer(page: () => Promise<ProductsPage | ErrorAnswer>) {
  answerProducts(server, async () => {
    const answered = await page();
    return 'products' in answered ? { data: answered } : answered;
  });
}

function renderPage() {
  return renderModule('/product-catalog', <ProductCatalogPage />);
}

afterEach(async () => {
  await setLanguage('en');
});

describe('Product Catalog in Urdu', () => {
  it('switches the page, its tiles, filters and cards to Urdu, and back to English exactly', async () => {
    answer(async () =>
      makePage([makeProduct({ name: 'Hybrid Maize Seed', sku: 'SEED-MZ-1', category: 'seeds', stockQuantity: 8, stockStatus: 'Low Stock' })], {
        pagination: { page: 1, pageSize: 12, total: 1 },
      }),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Hybrid Maize Seed' });
    expect(screen.getByRole('heading', { level: 1, name: 'Product Catalog Management' })).toBeInTheDocument();

    await act(() => setLanguage('ur'));
    expect(screen.getByRole('heading', { level: 1, name: ur.list.title })).toBeInTheDocument();
    expect(screen.getByText(ur.list.subtitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ur.list.addProduct })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ur.quickAdd.bulkImport })).toBeInTheDocument();
    expect(screen.getByTestId('tile-low')).toHaveTextContent(`${ur.summary.lowStock}7`);
    expect(screen.getByRole('searchbox', { name: ur.filters.search })).toHaveAttribute('placeholder', ur.filters.searchPlaceholder);
    expect(screen.getByRole('combobox', { name: ur.filters.status })).toHaveTextContent(ur.filters.allStatus);
    // The SKU keeps its left-to-right order inside the Urdu text.
    expect(within(card).getByText(`SKU: ${isolated('SEED-MZ-1')}`)).toBeInTheDocument();
    expect(within(card).getByTestId('category-badge')).toHaveTextContent(ur.categories.seeds);
    expect(within(card).getByTestId('stock-badge')).toHaveTextContent(ur.stockStatus.lowStock);
    expect(within(card).getByText('اسٹاک: 8 یونٹ')).toBeInTheDocument();
    expect(screen.getByTestId('products-range')).toHaveTextContent('کل 1 پروڈکٹس میں سے 1 سے 1 تک');
    for (const english of ['Product Catalog Management', 'Add New Product', 'Bulk Import', 'Low Stock', 'Seeds', 'Stock: 8 units']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }

    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Product Catalog Management' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Product' })).toBeInTheDocument();
    expect(within(card).getByText('SKU: SEED-MZ-1')).toBeInTheDocument();
    expect(within(card).getByTestId('stock-badge')).toHaveTextContent(/^Low Stock$/);
    expect(screen.getByTestId('products-range')).toHaveTextContent(/^Showing 1–1 of 1 products$/);
    expect(screen.queryByText(ur.list.title)).not.toBeInTheDocument();
  });

  it('says in Urdu that no product matches', async () => {
    answer(async () => makePage([], { pagination: { page: 1, pageSize: 12, total: 0 } }));
    await act(() => setLanguage('ur'));
    renderPage();
    expect(await screen.findByText(ur.list.empty)).toBeInTheDocument();
    expect(screen.getByText(ur.list.emptyHint)).toBeInTheDocument();
    expect(screen.queryByText('No products found')).not.toBeInTheDocument();
  });

  it('says in Urdu that the products failed to load', async () => {
    answer(async () => errorAnswer(503, 'Database unavailable'));
    await act(() => setLanguage('ur'));
    renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(ur.list.loadFailed);
    expect(alert).not.toHaveTextContent('Failed to load products');
  });

  it("names the Add New Product dialog's missing fields in Urdu", async () => {
    answer(async () => makePage([makeProduct()]));
    const user = userEvent.setup({ delay: null });
    await act(() => setLanguage('ur'));
    renderPage();
    await user.click(await screen.findByRole('button', { name: ur.list.addProduct }));
    const dialog = screen.getByRole('dialog', { name: ur.productForm.addTitle });
    await user.click(within(dialog).getByRole('button', { name: ur.productForm.add }));
    expect(await within(dialog).findByText('پروڈکٹ کا نام لازمی ہے')).toBeInTheDocument();
    expect(within(dialog).getByText('SKU لازمی ہے')).toBeInTheDocument();
    expect(within(dialog).getByText('قیمتِ فروخت لازمی ہے')).toBeInTheDocument();
    expect(within(dialog).queryByText('Product name is required')).not.toBeInTheDocument();
    // Switched back with the dialog open, its messages follow.
    await act(() => setLanguage('en'));
    expect(await within(dialog).findByText('Product name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('SKU is required')).toBeInTheDocument();
    expect(within(dialog).queryByText('پروڈکٹ کا نام لازمی ہے')).not.toBeInTheDocument();
  });
});
