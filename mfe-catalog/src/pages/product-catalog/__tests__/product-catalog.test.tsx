import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorAnswer, refusalHintOf, renderModule, setupApiServer } from '@agrihub/shared/testing';
import type { ErrorAnswer } from '@agrihub/shared/testing';
import ProductCatalogPage from '..';
import { answerProducts, makePage, makeProduct, viewer } from '../../../testing/fixtures';
import type { ProductsPage } from '../../../features/products/api/get-products';
import type { SessionUser } from '@agrihub/shared';

const server = setupApiServer();

/** GET /api/seller/products answered with `page()` (the page, or an error answer), asked anew for each read. */
function answer(page: () => ProductsPage | ErrorAnswer | Promise<ProductsPage | ErrorAnswer>) {
  answerProducts(server, async () => {
    const answered = await page();
    return 'products' in answered ? { data: answered } : answered;
  });
}

function renderPage(route = '/product-catalog', signedIn?: SessionUser) {
  const user = userEvent.setup({ delay: null });
  const view = renderModule('/product-catalog', <ProductCatalogPage />, { route, user: signedIn, probe: 'search' });
  return { user, ...view };
}

/** The query of the latest read of the list the server received. */
const queryOf = () => server.requestsTo('get', '/api/seller/products').at(-1)?.query;

describe('Product Catalog page', () => {
  it("shows 'Loading products...' under the title first", () => {
    answer(() => new Promise<never>(() => undefined));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Product Catalog Management' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Product' })).toBeInTheDocument();
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
  });

  it('shows a viewer the products with Add New Product disabled, saying why on hover', async () => {
    answer(async () => makePage([makeProduct({ name: 'DAP 50kg' })]));
    renderPage('/product-catalog', viewer);
    expect(await screen.findByRole('article', { name: 'DAP 50kg' })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add New Product' });
    expect(await refusalHintOf(add)).toMatch(/^Your role, Viewer, cannot change the product catalog\./);
    await userEvent.click(add, { pointerEventsCheck: 0 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps what was typed in a dialog opened while the list was still loading', async () => {
    let arrive: (page: ProductsPage) => void = () => undefined;
    answer(() => new Promise((resolve) => (arrive = resolve)));
    const { user } = renderPage();
    await waitFor(() => expect(server.requests).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Add New Product' }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText(/Product Name/), 'Urea');
    arrive(makePage([makeProduct()]));
    expect(await screen.findByRole('article', { hidden: true })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: 'Add New Product' })).getByLabelText(/Product Name/)).toHaveValue('Urea');
  });

  it('replaces the screen with the error text when loading fails, and Try again loads the products', async () => {
    let down = true;
    answer(async () => {
      if (down) return errorAnswer(503, 'Database unavailable');
      return makePage([makeProduct({ name: 'Urea 50kg' })]);
    });
    const { user } = renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    // A 5xx reads the same on every screen, whatever the server's message (the client maps it).
    expect(alert).toHaveTextContent('Failed to load productsSomething went wrong on our side, please try again');
    expect(screen.queryByRole('heading', { name: 'Product Catalog Management' })).not.toBeInTheDocument();
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Urea 50kg')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load products')).not.toBeInTheDocument();
  });

  it('shows the five tiles from the server summary and a card per product with its thumbnail', async () => {
    answer(async () =>
      makePage(
        [
          makeProduct({
            name: 'Hybrid Maize Seed',
            sku: 'SEED-MZ-1',
            category: 'seeds',
            price: 123456.5,
            stockQuantity: 8,
            stockStatus: 'Low Stock',
            images: [
              { _id: 'i1', url: '/api/files/images/i1?sig=1', contentType: 'image/png' },
              { _id: 'i2', url: '/api/files/images/i2?sig=2', contentType: 'image/png' },
            ],
          }),
          makeProduct({ name: 'Knapsack Sprayer', category: 'tools', stockQuantity: 0, stockStatus: 'Out of Stock' }),
        ],
        { pagination: { page: 1, pageSize: 12, total: 2 } },
      ),
    );
    renderPage();
    expect(await screen.findByTestId('tile-total-value')).toHaveTextContent('60');
    expect(screen.getByTestId('tile-active')).toHaveTextContent('Active Products58');
    expect(screen.getByTestId('tile-pending')).toHaveTextContent('Pending Review2');
    expect(screen.getByTestId('tile-low')).toHaveTextContent('Low Stock7');
    expect(screen.getByTestId('tile-out')).toHaveTextContent('Out of Stock3');
    const card = screen.getByRole('article', { name: 'Hybrid Maize Seed' });
    expect(within(card).getByText('SKU: SEED-MZ-1')).toBeInTheDocument();
    expect(within(card).getByTestId('category-badge')).toHaveTextContent('Seeds');
    expect(within(card).getByTestId('stock-badge')).toHaveTextContent('Low Stock');
    expect(within(card).getByText('PKR 123,456.50')).toBeInTheDocument();
    expect(within(card).getByText('Stock: 8 units')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Hybrid Maize Seed thumbnail' })).toHaveAttribute('src', '/api/files/images/i1?sig=1');
    const sprayer = screen.getByRole('article', { name: 'Knapsack Sprayer' });
    expect(within(sprayer).getByTestId('stock-badge')).toHaveTextContent('Out of Stock');
    expect(within(sprayer).getByRole('img', { name: 'No image' })).toBeInTheDocument();
    expect(screen.getByTestId('products-range')).toHaveTextContent('Showing 1–2 of 2 products');
  });

  it("says 'No products found' when nothing matches", async () => {
    answer(async () => makePage([], { pagination: { page: 1, pageSize: 12, total: 0 } }));
    renderPage('/product-catalog?q=zzz');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('reads its filters from the URL query and writes changes back, starting again at page 1', async () => {
    answer(async () => makePage([makeProduct()], { pagination: { page: 2, pageSize: 12, total: 30 } }));
    const { user } = renderPage('/product-catalog?q=maize&category=seeds&status=seasonal&page=2');
    await screen.findByRole('article');
    expect(queryOf()).toEqual({ q: 'maize', category: 'seeds', status: 'Seasonal', page: '2', pageSize: '12' });
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('maize');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute('placeholder', 'Search products, SKU, or category...');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Seeds');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Seasonal');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All Status', 'In Stock', 'Low Stock', 'Out of Stock', 'Seasonal']);
    await user.click(screen.getByRole('option', { name: 'Low Stock' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?q=maize&category=seeds&status=low_stock'));
    await waitFor(() => expect(queryOf()).toEqual({ q: 'maize', category: 'seeds', status: 'Low Stock', page: '1', pageSize: '12' }));

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All Categories', 'Fertilizers', 'Pesticides', 'Seeds', 'Tools', 'Equipment']);
    await user.click(screen.getByRole('option', { name: 'All Categories' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\?q=maize&status=low_stock$/));

    await user.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'DAP');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\?q=DAP&status=low_stock$/));
    await waitFor(() => expect(queryOf()).toEqual({ q: 'DAP', status: 'Low Stock', page: '1', pageSize: '12' }));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('page=2'));
  });

  it.each([
    ['status=low_stock', 'Low Stock'],
    ['status=out_of_stock', 'Out of Stock'],
    ['status=Low+Stock', 'Low Stock'],
    ['status=out%20of%20stock', 'Out of Stock'],
  ])('filters by %s and keeps the stable value in the URL', async (query, label) => {
    answer(async () => makePage([makeProduct()]));
    renderPage(`/product-catalog?q=urea&${query}&page=2`);
    await screen.findByRole('article');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent(label);
    expect(queryOf()).toEqual({ q: 'urea', status: label, page: '2', pageSize: '12' });
    const value = label.toLowerCase().replace(/ /g, '_');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`?q=urea&status=${value}&page=2`));
  });

  it('reads an unknown status as All Status and leaves the URL alone', async () => {
    answer(async () => makePage([makeProduct()]));
    renderPage('/product-catalog?status=nope');
    await screen.findByRole('article');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All Status');
    expect(queryOf()).toEqual({ page: '1', pageSize: '12' });
    expect(screen.getByTestId('location')).toHaveTextContent('?status=nope');
  });

  it("deletes after confirmation: the card leaves the list and 'Product deleted' shows", async () => {
    const urea = makeProduct({ name: 'Urea Gold' });
    let products = [urea, makeProduct({ name: 'DAP' })];
    answer(async () => makePage(products));
    server.answer('delete', '/api/seller/products/{id}', ({ params }) => {
      products = products.filter((p) => p._id !== params.id);
      return { data: { success: true } };
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for Urea Gold' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete product?' });
    expect(confirm).toHaveTextContent('"Urea Gold"');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted')).toBeInTheDocument();
    expect(server.requestsTo('delete', '/api/seller/products/{id}').map(({ path, query, body }) => ({ path, query, body }))).toEqual([
      { path: `/api/seller/products/${urea._id}`, query: {}, body: undefined },
    ]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Urea Gold' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('article', { name: 'DAP' })).toBeInTheDocument());
  });

  it("says 'Failed to delete product' and keeps the card when the delete fails", async () => {
    answer(async () => makePage([makeProduct({ name: 'Urea Gold' })]));
    server.answer('delete', '/api/seller/products/{id}', () => errorAnswer(404, 'Product not found'));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for Urea Gold' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete product?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete product')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('article', { name: 'Urea Gold' })).toBeInTheDocument());
  });

  it('Edit opens the dialog prefilled; Quick Add and Bulk Import open theirs', async () => {
    answer(async () => makePage([makeProduct({ name: 'Urea Gold', price: 4700 })]));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for Urea Gold' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Product' });
    expect(within(edit).getByLabelText(/Selling Price/)).toHaveValue('4700');
    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Quick Add' }));
    expect(screen.getByRole('dialog', { name: 'Quick Add Product' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Bulk Import' }));
    expect(screen.getByRole('dialog', { name: 'Bulk Import Products' })).toBeInTheDocument();
  });
});
