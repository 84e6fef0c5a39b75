import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { invalidateCatalog } from './invalidate';

export type UpdatedProduct = ApiData<'/api/seller/products/{id}', 'patch'>['product'];

/** multipart: changed fields, `removeImageIds` (comma-separated) and new `images`. */
export async function updateProduct({ id, form }: { id: string; form: FormData }): Promise<UpdatedProduct> {
  const body = await apiClient.patch<{ data: { product: UpdatedProduct } }>(`seller/products/${encodeURIComponent(id)}`, form);
  return body.data.product;
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProduct, onSuccess: () => invalidateCatalog(queryClient) });
}
