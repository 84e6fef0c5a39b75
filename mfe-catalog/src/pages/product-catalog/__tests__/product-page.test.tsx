import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@agrihub/shared';
import { errorAnswer, renderModule, setupApiServer } from '@agrihub/shared/testing';
import type { ErrorAnswer } from '@agrihub/shared/testing';
import ProductCatalogPage from '..';
import { answerProducts, makePage, seasonalUrea, viewer } from '../../../testing/fixtures';
import type { Product } from '../../../features/products/api/get-products';

const server = setupApiServer();

const location = () => screen.getByTestId('location').textContent;

function renderAt(route: string, signedIn?: SessionUser) {
  const user = userEvent.setup({ delay: null });
  renderModule('/product-catalog', <ProductCatalogPage />, { route, user: signedIn, probe: 'pathname' });
  return user;
}

/** Answers the product's read (and the list's, once back on it) with `product`, or with `fail`'s error. */
function answer(product: Product, fail?: () => ErrorAnswer | undefined) {
  server.answer('get', '/api/seller/products/{id}', ({ params }) => {
    const error = fail?.();
    if (error) return error;
    return params.id === product._id ? { data: { product } } : errorAnswer(404, 'Product not found');
  });
  answerProducts(server, () => fail?.() ?? { data: makePage([]) });
}

describe("A product's page", () => {
  it('shows the product: name, SKU, badges, price, stock, description and its pictures, one at a time', async () => {
    const product = seasonalUrea();
    answer(product);
    const user = renderAt(`/product-catalog/${product._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Urea 50kg Bag' })).toBeInTheDocument();
    expect(screen.getByText('SKU UREA-50')).toBeInTheDocument();
    expect(screen.getByTestId('category-badge')).toHaveTextContent('Fertilizers');
    expect(screen.getByTestId('stock-badge')).toHaveTextContent('In Stock');
    expect(screen.getByText('Seasonal')).toBeInTheDocument();
    expect(screen.getByTestId('product-price')).toHaveTextContent('PKR 4,650');
    const facts = (term: string) => screen.getByText(term).nextElementSibling;
    expect(facts('Cost price')).toHaveTextContent('Not set');
    expect(facts('Stock')).toHaveTextContent('1,200 units');
    expect(facts('Minimum stock level')).toHaveTextContent('50 units');
    expect(screen.getByText('Granular urea, 46% nitrogen.')).toBeInTheDocument();

    expect(screen.getByRole('img', { name: 'Urea 50kg Bag, image 1 of 2' })).toHaveAttribute('src', '/files/i1');
    await user.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByRole('img', { name: 'Urea 50kg Bag, image 2 of 2' })).toHaveAttribute('src', '/files/i2');
    expect(screen.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('link', { name: 'Back to catalog' }));
    expect(location()).toBe('/product-catalog');
  });

  it('offers Edit and Delete to those who may change the catalog; to others they are disabled', async () => {
    const product = seasonalUrea();
    answer(product);
    renderAt(`/product-catalog/${product._id}`, viewer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Urea 50kg Bag' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('says a product the company does not have is not found, with the way back', async () => {
    const product = seasonalUrea();
    answer(product, () => errorAnswer(404, 'Product not found'));
    renderAt('/product-catalog/someone-elses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to catalog' })).toHaveAttribute('href', '/product-catalog');
  });

  it('says the catalog has no page at a deeper address, with the way back', async () => {
    renderAt('/product-catalog/anything/else');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to catalog' })).toHaveAttribute('href', '/product-catalog');
  });

  it('says why a load failed and loads again on Try again', async () => {
    const product = seasonalUrea();
    let failing = true;
    answer(product, () => (failing ? errorAnswer(503, 'Service unavailable') : undefined));
    const user = renderAt(`/product-catalog/${product._id}`);
    expect(await screen.findByText('Failed to load the product', {}, { timeout: 10_000 })).toBeInTheDocument();
    // A 5xx reads the same on every screen, whatever the server's message (the client maps it).
    expect(screen.getByText('Something went wrong on our side, please try again')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Urea 50kg Bag' })).toBeInTheDocument();
  });

  it('deletes after asking, then goes back to the catalog with a toast', async () => {
    const product = seasonalUrea();
    answer(product);
    server.answer('delete', '/api/seller/products/{id}', () => ({ data: { success: true } }));
    const user = renderAt(`/product-catalog/${product._id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete product?' });
    expect(dialog).toHaveTextContent('"Urea 50kg Bag" (SKU UREA-50) and its images will be removed from your catalog. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted')).toBeInTheDocument();
    expect(server.requestsTo('delete', '/api/seller/products/{id}').map(({ path, query, body }) => ({ path, query, body }))).toEqual([
      { path: `/api/seller/products/${product._id}`, query: {}, body: undefined },
    ]);
    await waitFor(() => expect(location()).toBe('/product-catalog'));
    // The deleted product is not asked for again (its page would flash "not found" on the way out).
    expect(server.requestsTo('get', '/api/seller/products/{id}').filter(({ path }) => path === `/api/seller/products/${product._id}`)).toHaveLength(1);
    expect(screen.queryByText('Product not found')).not.toBeInTheDocument();
  });

  it('stays on the product and says why when the delete fails', async () => {
    const product = seasonalUrea();
    answer(product);
    server.answer('delete', '/api/seller/products/{id}', () => errorAnswer(409, 'Product has open orders'));
    const user = renderAt(`/product-catalog/${product._id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete product?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete product')).toBeInTheDocument();
    expect(screen.getByText('Product has open orders')).toBeInTheDocument();
    expect(location()).toBe(`/product-catalog/${product._id}`);
    // Once the dialog has closed, the product is still shown.
    expect(await screen.findByRole('heading', { level: 1, name: 'Urea 50kg Bag' })).toBeInTheDocument();
  });

  it("opens from the catalog's card by the product's name", async () => {
    const product = seasonalUrea();
    answerProducts(server, () => ({ data: makePage([product]) }));
    server.answer('get', '/api/seller/products/{id}', ({ params }) =>
      params.id === product._id ? { data: { product } } : errorAnswer(404, 'Product not found'),
    );
    const user = renderAt('/product-catalog');
    await user.click(await screen.findByRole('link', { name: 'Urea 50kg Bag' }));
    expect(location()).toBe(`/product-catalog/${product._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Urea 50kg Bag' })).toBeInTheDocument();
  });
});
