import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ProductsPage } from './get-products';
import { invalidateCatalog } from './invalidate';
import { productKeys } from './product-keys';

export async function deleteProduct(id: string): Promise<void> {
  await api.delete('/api/seller/products/{id}', { params: { id } });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_data, id) => {
      // Spec 4: the product leaves the displayed list at once; the refetch then brings the figures.
      queryClient.setQueriesData<ProductsPage>({ queryKey: productKeys.lists() }, (page) =>
        page ? { ...page, products: page.products.filter((p) => p._id !== id) } : page,
      );
      return invalidateCatalog(queryClient);
    },
  });
}
