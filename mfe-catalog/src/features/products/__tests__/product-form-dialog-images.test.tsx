/**
 * @jest-environment jsdom
 */
// Plain jsdom and a spy on apiClient, not the MSW server (docs/decisions/0268): the images user-event
// uploads are jsdom's File, which is not a Blob to Node's FormData, and under the preset's `fetch: true`
// (jest-fixed-jsdom) FormData and Blob are Node's while File stays jsdom's, so the dialog's
// form.append('images', file, file.name) throws "parameter 2 is not of type 'Blob'" and nothing is sent.
import { screen, within } from '@testing-library/react';
import { apiClient, dashboardKeys } from '@agrihub/shared';
import { imageFile, makeProduct, mockObjectUrls } from '../../../testing/fixtures';
import { fillRequired, openProductForm } from './product-form';

afterEach(() => jest.restoreAllMocks());

describe('Add New Product dialog, with images', () => {
  it("adds the product as multipart with its images, says 'Product added successfully!' and closes", async () => {
    mockObjectUrls();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { product: makeProduct() } });
    const { user, dialog, onClose, queryClient } = openProductForm();
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
    const form = post.mock.calls[0]?.[1] as FormData;
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
});
