import { render, screen } from '@testing-library/react';
import PaymentsPage from '..';

test('Payments shows its title from the spec', () => {
  render(<PaymentsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Payments & Financing' })).toBeInTheDocument();
});
