// Exposed names are public API: one PascalCase module per page (see README.md).
export default {
  name: 'commerce',
  exposes: {
    './PricingOffers': './src/pages/pricing-offers/index.tsx',
    './Logistics': './src/pages/logistics/index.tsx',
    './Payments': './src/pages/payments/index.tsx',
  },
};
