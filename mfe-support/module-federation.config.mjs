// Exposed names are public API: one PascalCase module per page (see README.md).
export default {
  name: 'support',
  exposes: {
    './Support': './src/pages/support/index.tsx',
  },
};
