import { renderStandalone } from '@agrihub/shared';
import SupportPage from './pages/support';
import TeamAccessPage from './pages/team-access';

// Opened on its own (QA, standalone dev): the shared harness stands in for the shell.
renderStandalone({
  name: 'support',
  pages: [
    { path: '/support', label: 'Support & Notifications', Component: SupportPage },
    { path: '/team-access', label: 'Team Access & Roles', Component: TeamAccessPage },
  ],
});
