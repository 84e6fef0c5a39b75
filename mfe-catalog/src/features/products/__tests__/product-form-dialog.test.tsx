import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient, dashboardKeys } from '@agrihub/shared';
import { renderWithProviders } from '@agrihub/shared/testing';
import { ProductFormDialog, type ProductFormMode } from '../components/product-form-dialog';
import { acceptImages } from '../components/image-picker';
import { imageFile, makeProduct, mockObjectUrls, seasonalUrea } from '../../../testing/fixtures';
import type { Product } from '../api/get-products';

// MUI dialogs typed into character by character are slow on a shared 2-core machine.

afterEach(() => jest.restoreAllMocks());

function open(mode: ProductFormMode = 'add', product?: Product) {
  const onClose = jest.fn();
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const view = renderWithProviders(<ProductFormDialog mode={mode} product={product} onClose={onClose} />);
  const dialog = screen.getByRole('dialog');
  return { onClose, user, dialog, ...view };
}

async function chooseCategory(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string) {
  await user.click(within(dialog).getByRole('combobox', { name: /Category/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const fill = async (label: RegExp, text: string) => {
    await user.click(within(dialog).getByLabelText(label));
    await user.paste(text);
  };
  await fill(/Product Name/, 'DAP 50kg');
  await fill(/^SKU/, 'DAP-050');
  await chooseCategory(user, dialog, 'Fertilizers');
  await fill(/Selling Price/, '12500.50');
  await fill(/Stock Quantity/, '40');
  await fill(/Minimum Order Quantity/, '2');
}

const formOf = (spy: jest.SpyInstance) => spy.mock.calls[0]?.[1] as FormData;

describe('Add New Product dialog', () => {
  it('names every required field when submitted empty, and sends nothing', async () => {
    const post = jest.spyOn(apiClient, 'post');
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
    expect(post).not.toHaveBeenCalled();
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

  it("adds the product as multipart with its images, says 'Product added successfully!' and closes", async () => {
    mockObjectUrls();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { product: makeProduct() } });
    const { user, dialog, onClose, queryClient } = open();
    queryClient.setQueryData(dashboardKeys.overview(), { products: { active: 1 } });
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText(/Cost Price/), '11000');
    await user.type(within(dialog).getByLabelText('Description'), 'Di-ammonium phosphate');
    await user.click(within(dialog).getByLabelText('Seasonal product'));
    await user.upload(within(dialog).getByLabelText('Product images'), [imageFile('bag.png'), imageFile('label.jpg', 2048, 'image/jpeg')]);
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(post.mock.calls[0]?.[0]).toBe('seller/products');
    const form = formOf(post);
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'images'))).toEqual({
      name: 'DAP 50kg',
      sku: 'DAP-050',
      category: 'fertilizers',
      price: '12500.50',
      costPrice: '11000',
      stockQuantity: '40',
      minStockLevel: '2',
      description: 'Di-ammonium phosphate',
      seasonal: 'true',
    });
    expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['bag.png', 'label.jpg']);
    // The dashboard's product figures are refetched when next shown.
    expect(queryClient.getQueryState(dashboardKeys.overview())?.isInvalidated).toBe(true);
  });

  it('keeps every value typed when the server refuses, with its message and the field marked', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(new ApiError('A product with this SKU already exists', 409));
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
    const post = jest.spyOn(apiClient, 'post').mockRejectedValue(new ApiError('Network error', 0));
    const { user, dialog } = open();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(dialog).findByText('Failed to add product')).toBeInTheDocument();
    post.mockRejectedValue(new ApiError('SKU may contain only letters', 400, { sku: 'SKU may contain only letters' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(within(dialog).getAllByText('SKU may contain only letters')).toHaveLength(2));
  });

  it('Quick Add asks only for the required fields', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { product: makeProduct() } });
    const { user, dialog } = open('quick');
    expect(within(dialog).getByRole('heading', { name: 'Quick Add Product' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Cost Price/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Description')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Product images')).not.toBeInTheDocument();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
    expect([...formOf(post).keys()]).toEqual(['name', 'sku', 'category', 'price', 'stockQuantity', 'minStockLevel']);
  });
});

describe('Edit Product dialog', () => {
  // Seasonal, with no cost price and two current images (i1, i2).
  const product = seasonalUrea({ name: 'Hybrid Maize Seed', sku: 'SEED-MZ-1', category: 'seeds', price: 2400 });

  it('opens prefilled, removes an existing image and saves the new price through PATCH', async () => {
    const patch = jest.spyOn(apiClient, 'patch').mockResolvedValue({ data: { product } });
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
    expect(patch.mock.calls[0]?.[0]).toBe(`seller/products/${product._id}`);
    const form = formOf(patch);
    expect(form.get('price')).toBe('2550');
    expect(form.get('removeImageIds')).toBe('i1');
    expect(form.get('seasonal')).toBe('true');
  });

  it('lets only as many new images as fit beside the kept ones', () => {
    expect(acceptImages([imageFile('a.png'), imageFile('b.png'), imageFile('c.png'), imageFile('d.png')], 2).accepted).toHaveLength(3);
    expect(acceptImages([imageFile('a.png')], 5)).toEqual({ accepted: [], errors: ['At most 5 images are allowed'] });
  });

  it("keeps the edits and says 'Failed to update product' when saving fails", async () => {
    jest.spyOn(apiClient, 'patch').mockRejectedValue(new ApiError('Request failed with status 500', 500));
    const { user, dialog, onClose } = open('edit', product);
    await user.clear(within(dialog).getByLabelText(/Stock Quantity/));
    await user.type(within(dialog).getByLabelText(/Stock Quantity/), '75');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Failed to update product')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Stock Quantity/)).toHaveValue('75');
    expect(onClose).not.toHaveBeenCalled();
  });
});
