import { render, screen } from '@testing-library/react';
import TeamAccessPage from '..';

test('TeamAccess shows its title from the spec', () => {
  render(<TeamAccessPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Team Access & Roles' })).toBeInTheDocument();
});
