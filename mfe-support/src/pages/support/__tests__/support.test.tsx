import { render, screen } from '@testing-library/react';
import SupportPage from '..';

test('Support shows its title from the spec', () => {
  render(<SupportPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Support & Notifications' })).toBeInTheDocument();
});
