import { renderStandalone } from '@agrihub/shared';
import DocumentCenterPage from './pages/document-center';

// Opened on its own (QA, standalone dev): the shared harness stands in for the shell.
renderStandalone({
  name: 'documents',
  pages: [{ path: '/document-center', label: 'Document Center', Component: DocumentCenterPage }],
});
