import { ltr } from '@agrihub/shared';
import type { Product } from './api/get-products';
import type { CatalogT } from '../../locales/i18n';

/** What deleting a product does, asked before it is done (the list's menu and the product's page). */
export const deleteMessage = (product: Pick<Product, 'name' | 'sku'>, t: CatalogT) => t('deleteProduct.message', { name: product.name, sku: ltr(product.sku) });
