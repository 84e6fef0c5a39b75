import { api, useRefreshingMutation } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { CATALOG_CHANGES } from './keys';

export type CreatedProduct = ApiData<'/api/seller/products', 'post'>['product'];

/** multipart: the product's fields plus repeated `images` (spec 7). */
export async function createProduct(form: FormData): Promise<CreatedProduct> {
  return (await api.postForm('/api/seller/products', form)).product;
}

export const useCreateProduct = () => useRefreshingMutation(createProduct, CATALOG_CHANGES);
