import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient } from '@agrihub/shared';
import type { SessionUser } from '@agrihub/shared';
import { renderModule } from '@agrihub/shared/testing';
import ProductCatalogPage from '..';
import { makePage, seasonalUrea, viewer } from '../../../testing/fixtures';
import type { Product } from '../../../features/products/api/get-products';

const location = () => screen.getByTestId('location').textContent;

function renderAt(route: string, signedIn?: SessionUser) {
  const user = userEvent.setup({ delay: null });
  renderModule('/product-catalog', <ProductCatalogPage />, { route, user: signedIn, probe: 'pathname' });
  return user;
}

/** Answers the product's read (and the list's, once back on it) with `product`, or with `fail`'s error. */
function answer(product: Product, fail?: () => Error | undefined) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
    const error = fail?.();
    if (error) throw error;
    if (path === `seller/products/${product._id}`) return { data: { product } };
    if (path === 'seller/products') return { data: makePage([]) };
    throw new Error(`unexpected GET ${path}`);
  });
}

afterEach(() => jest.restoreAllMocks());

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
    answer(product, () => new ApiError('Product not found', 404));
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
    answer(product, () => (failing ? new ApiError('Service unavailable', 503) : undefined));
    const user = renderAt(`/product-catalog/${product._id}`);
    expect(await screen.findByText('Failed to load the product', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Urea 50kg Bag' })).toBeInTheDocument();
  });

  it('deletes after asking, then goes back to the catalog with a toast', async () => {
    const product = seasonalUrea();
    const get = answer(product);
    const del = jest.spyOn(apiClient, 'delete').mockResolvedValue({ data: { success: true } });
    const user = renderAt(`/product-catalog/${product._id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete product?' });
    expect(dialog).toHaveTextContent('"Urea 50kg Bag" (SKU UREA-50) and its images will be removed from your catalog. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted')).toBeInTheDocument();
    expect(del).toHaveBeenCalledWith(`seller/products/${product._id}`);
    await waitFor(() => expect(location()).toBe('/product-catalog'));
    // The deleted product is not asked for again (its page would flash "not found" on the way out).
    expect(get.mock.calls.filter(([path]) => path === `seller/products/${product._id}`)).toHaveLength(1);
    expect(screen.queryByText('Product not found')).not.toBeInTheDocument();
  });

  it('stays on the product and says why when the delete fails', async () => {
    const product = seasonalUrea();
    answer(product);
    jest.spyOn(apiClient, 'delete').mockRejectedValue(new ApiError('Product has open orders', 409));
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
    jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      if (path === 'seller/products') return { data: makePage([product]) };
      if (path === `seller/products/${product._id}`) return { data: { product } };
      throw new Error(`unexpected GET ${path}`);
    });
    const user = renderAt('/product-catalog');
    await user.click(await screen.findByRole('link', { name: 'Urea 50kg Bag' }));
    expect(location()).toBe(`/product-catalog/${product._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Urea 50kg Bag' })).toBeInTheDocument();
  });
});
