// Exposed names are public API: one PascalCase module per page (see README.md).
export default {
  name: 'orders',
  exposes: {
    './OrderManagement': './src/pages/order-management/index.tsx',
    './RetailerInsights': './src/pages/retailer-insights/index.tsx',
  },
};
