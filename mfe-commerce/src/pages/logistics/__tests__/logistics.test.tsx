import { render, screen } from '@testing-library/react';
import LogisticsPage from '..';

test('Logistics shows its title from the spec', () => {
  render(<LogisticsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Logistics & Fulfillment' })).toBeInTheDocument();
});
