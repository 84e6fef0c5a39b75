import { screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, setupApiServer } from '@agrihub/shared/testing';
import { acceptImages } from '../components/image-picker';
import { formSent, imageFile, makeProduct, mockObjectUrls, noAnswer, seasonalUrea } from '../../../testing/fixtures';
import { fillRequired, openProductForm as open } from './product-form';

// MUI dialogs typed into character by character are slow on a shared 2-core machine.
// Adding a product with new images is tested on plain jsdom (product-form-dialog-images.test.tsx).

const server = setupApiServer();

// mockObjectUrls spies on URL's object URL functions.
afterEach(() => jest.restoreAllMocks());

/** The requests the server received for `method` (post or patch), as method, path and query. */
const sent = () => server.requests.map(({ method, path, query }) => ({ method, path, query }));

describe('Add New Product dialog', () => {
  it('names every required field when submitted empty, and sends nothing', async () => {
    server.answer('post', '/api/seller/products', () => ({ data: { product: makeProduct() } }));
    const { user, dialog } = open();
    expect(within(dialog).getByRole('heading', { name: 'Add New Product' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    for (const message of [
      'Product name is required',
      'SKU is required',
      'Category is required',
      'Selling price is required',
      'Stock quantity is required',
      'Minimum order quantity is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(server.requests).toEqual([]);
  });

  it('wants prices and counts as numbers', async () => {
    const { user, dialog } = open();
    await user.type(within(dialog).getByLabelText(/Selling Price/), '12,000');
    await user.type(within(dialog).getByLabelText(/Cost Price/), '1.234');
    await user.type(within(dialog).getByLabelText(/Stock Quantity/), 'ten');
    await user.type(within(dialog).getByLabelText(/Minimum Order Quantity/), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(dialog).findByText('Selling price must be a number of rupees with at most 2 decimals')).toBeInTheDocument();
    expect(within(dialog).getByText('Cost price must be a number of rupees with at most 2 decimals')).toBeInTheDocument();
    expect(within(dialog).getByText('Stock quantity must be a whole number of 0 or more')).toBeInTheDocument();
    expect(within(dialog).getByText('Minimum order quantity must be a whole number of 0 or more')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Selling Price/));
    await user.type(within(dialog).getByLabelText(/Selling Price/), '0');
    expect(await within(dialog).findByText('Selling price must be greater than 0')).toBeInTheDocument();
  });

  it('accepts images only, each at most 10MB, at most 5, with previews that are revoked when removed', async () => {
    const urls = mockObjectUrls();
    const { user, dialog } = open();
    const input = within(dialog).getByLabelText('Product images');
    const big = imageFile('field.jpg', 10 * 1024 * 1024 + 1, 'image/jpeg');
    await user.upload(input, [imageFile('a.png'), big, new File(['x'], 'notes.txt', { type: 'text/plain' }), imageFile('logo.svg', 100, 'image/svg+xml')]);
    expect(within(dialog).getByText('Image field.jpg is too large (max 10MB)')).toBeInTheDocument();
    expect(within(dialog).getByText('notes.txt is not an image file (JPEG, PNG, GIF or WebP)')).toBeInTheDocument();
    expect(within(dialog).getByText('logo.svg is not an image file (JPEG, PNG, GIF or WebP)')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Preview of a.png' })).toHaveAttribute('src', 'blob:preview-1');
    await user.upload(
      input,
      ['b', 'c', 'd', 'e', 'f'].map((x) => imageFile(`${x}.png`)),
    );
    expect(within(dialog).getByText('At most 5 images are allowed')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('img', { name: /^Preview of/ })).toHaveLength(5);
    expect(within(dialog).getByText('Product Images (5/5)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Images' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Remove a.png' }));
    expect(urls.revoked).toEqual(['blob:preview-1']);
    expect(within(dialog).queryByRole('img', { name: 'Preview of a.png' })).not.toBeInTheDocument();
  });

  it('revokes every remaining preview URL when the dialog goes away', async () => {
    const urls = mockObjectUrls();
    const { user, dialog, unmount } = open();
    await user.upload(within(dialog).getByLabelText('Product images'), [imageFile('a.png'), imageFile('b.png')]);
    expect(urls.revoked).toEqual([]);
    unmount();
    expect(urls.revoked.sort()).toEqual([...urls.created].sort());
    expect(urls.created).toHaveLength(2);
  });

  it('keeps every value typed when the server refuses, with its message and the field marked', async () => {
    server.answer('post', '/api/seller/products', () => errorAnswer(409, 'A product with this SKU already exists'));
    const { user, dialog, onClose } = open();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(dialog).findByText('A product with this SKU already exists')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText(/Product Name/)).toHaveValue('DAP 50kg');
    expect(within(dialog).getByLabelText(/^SKU/)).toHaveValue('DAP-050');
    expect(within(dialog).getByLabelText(/Selling Price/)).toHaveValue('12500.50');
    expect(within(dialog).getByLabelText(/Stock Quantity/)).toHaveValue('40');
  });

  it("says 'Failed to add product' when the server gave no message, and shows server field errors", async () => {
    // No answer at all (sent once more with the same key, as every write whose answer was lost).
    server.answer('post', '/api/seller/products', noAnswer);
    const { user, dialog } = open();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(dialog).findByText('Failed to add product')).toBeInTheDocument();
    server.answer('post', '/api/seller/products', () => errorAnswer(400, 'SKU may contain only letters', { sku: 'SKU may contain only letters' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(within(dialog).getAllByText('SKU may contain only letters')).toHaveLength(2));
  });

  it('Quick Add asks only for the required fields', async () => {
    server.answer('post', '/api/seller/products', () => ({ data: { product: makeProduct() } }));
    const { user, dialog } = open('quick');
    expect(within(dialog).getByRole('heading', { name: 'Quick Add Product' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Cost Price/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Description')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Product images')).not.toBeInTheDocument();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
    expect(sent()).toEqual([{ method: 'post', path: '/api/seller/products', query: {} }]);
    expect([...(await formSent(server.requests[0])).keys()]).toEqual(['name', 'sku', 'category', 'price', 'stockQuantity', 'minStockLevel']);
  });
});

describe('Edit Product dialog', () => {
  // Seasonal, with no cost price and two current images (i1, i2).
  const product = seasonalUrea({ name: 'Hybrid Maize Seed', sku: 'SEED-MZ-1', category: 'seeds', price: 2400 });

  it('opens prefilled, removes an existing image and saves the new price through PATCH', async () => {
    server.answer('patch', '/api/seller/products/{id}', () => ({ data: { product } }));
    const { user, dialog, onClose } = open('edit', product);
    expect(within(dialog).getByRole('heading', { name: 'Edit Product' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Product Name/)).toHaveValue('Hybrid Maize Seed');
    expect(within(dialog).getByLabelText(/Selling Price/)).toHaveValue('2400');
    expect(within(dialog).getByLabelText(/Cost Price/)).toHaveValue('');
    expect(within(dialog).getByLabelText('Seasonal product')).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: /Category/ })).toHaveTextContent('Seeds');
    expect(within(dialog).getAllByRole('img', { name: /^Current image/ })).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Remove current image 1' }));
    expect(within(dialog).getAllByRole('img', { name: /^Current image/ })).toHaveLength(1);
    await user.clear(within(dialog).getByLabelText(/Selling Price/));
    await user.type(within(dialog).getByLabelText(/Selling Price/), '2550');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(sent()).toEqual([{ method: 'patch', path: `/api/seller/products/${product._id}`, query: {} }]);
    const form = await formSent(server.requests[0]);
    expect(form.get('price')).toBe('2550');
    expect(form.get('removeImageIds')).toBe('i1');
    expect(form.get('seasonal')).toBe('true');
  });

  it('lets only as many new images as fit beside the kept ones', () => {
    expect(acceptImages([imageFile('a.png'), imageFile('b.png'), imageFile('c.png'), imageFile('d.png')], 2).accepted).toHaveLength(3);
    expect(acceptImages([imageFile('a.png')], 5)).toEqual({ accepted: [], errors: ['At most 5 images are allowed'] });
  });

  it("keeps the edits and says 'Failed to update product' when saving fails", async () => {
    // No answer at all (a 5xx would say that something went wrong on our side).
    server.answer('patch', '/api/seller/products/{id}', noAnswer);
    const { user, dialog, onClose } = open('edit', product);
    await user.clear(within(dialog).getByLabelText(/Stock Quantity/));
    await user.type(within(dialog).getByLabelText(/Stock Quantity/), '75');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Failed to update product')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Stock Quantity/)).toHaveValue('75');
    expect(onClose).not.toHaveBeenCalled();
  });
});
