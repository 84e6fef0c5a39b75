// Exposed names are public API: one PascalCase module per page (see README.md).
export default {
  name: 'documents',
  exposes: {
    './DocumentCenter': './src/pages/document-center/index.tsx',
  },
};
