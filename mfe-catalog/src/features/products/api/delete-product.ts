import { api, useRefreshingMutation } from '@agrihub/shared';
import type { ProductsPage } from './get-products';
import { CATALOG_CHANGES, productKeys } from './keys';

export async function deleteProduct(id: string): Promise<void> {
  await api.delete('/api/seller/products/{id}', { params: { id } });
}

export const useDeleteProduct = () =>
  useRefreshingMutation(deleteProduct, CATALOG_CHANGES, {
    // Spec 4: the product leaves the displayed list at once; the refetch then brings the figures.
    applyLocally: (queryClient, _data, id) =>
      queryClient.setQueriesData<ProductsPage>({ queryKey: productKeys.lists() }, (page) =>
        page ? { ...page, products: page.products.filter((p) => p._id !== id) } : page,
      ),
  });
