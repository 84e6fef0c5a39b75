// Exposed names are public API: one PascalCase module per page (see README.md).
export default {
  name: 'catalog',
  exposes: {
    './ProductCatalog': './src/pages/product-catalog/index.tsx',
  },
};
