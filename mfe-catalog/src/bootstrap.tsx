import { renderStandalone } from '@agrihub/shared';
import ProductCatalogPage from './pages/product-catalog';

// Opened on its own (QA, standalone dev): the shared harness stands in for the shell.
renderStandalone({
  name: 'catalog',
  pages: [{ path: '/product-catalog', label: 'Product Catalog', Component: ProductCatalogPage }],
});
