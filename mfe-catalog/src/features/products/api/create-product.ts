import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { invalidateCatalog } from './invalidate';

export type CreatedProduct = ApiData<'/api/seller/products', 'post'>['product'];

/** multipart: the product's fields plus repeated `images` (spec 7). */
export async function createProduct(form: FormData): Promise<CreatedProduct> {
  const body = await apiClient.post<{ data: { product: CreatedProduct } }>('seller/products', form);
  return body.data.product;
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => invalidateCatalog(queryClient) });
}
