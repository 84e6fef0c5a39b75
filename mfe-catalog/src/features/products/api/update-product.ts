import { api, useRefreshingMutation } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { CATALOG_CHANGES } from './keys';

export type UpdatedProduct = ApiData<'/api/seller/products/{id}', 'patch'>['product'];

/** multipart: changed fields, `removeImageIds` (comma-separated) and new `images`. */
export async function updateProduct({ id, form }: { id: string; form: FormData }): Promise<UpdatedProduct> {
  return (await api.patchForm('/api/seller/products/{id}', form, { params: { id } })).product;
}

export const useUpdateProduct = () => useRefreshingMutation(updateProduct, CATALOG_CHANGES);
