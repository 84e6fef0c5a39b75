import { renderStandalone } from '@agrihub/shared';
import SupportPage from './pages/support';

// Opened on its own (QA, standalone dev): the shared harness stands in for the shell.
renderStandalone({
  name: 'support',
  pages: [{ path: '/support', label: 'Support & Notifications', Component: SupportPage }],
});
