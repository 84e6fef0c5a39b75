import type { Product } from './api/get-products';

/** The catalog's list; a product's page is below it (`/product-catalog/<id>`). */
export const CATALOG_PATH = '/product-catalog';
export const productPath = (id: string) => `${CATALOG_PATH}/${encodeURIComponent(id)}`;

export const DELETED = 'Product deleted';
export const DELETE_FAILED = 'Failed to delete product';

/** What deleting a product does, asked before it is done (the list's menu and the product's page). */
export const deleteMessage = (product: Pick<Product, 'name' | 'sku'>) =>
  `"${product.name}" (SKU ${product.sku}) and its images will be removed from your catalog. This cannot be undone.`;
