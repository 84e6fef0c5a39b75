import { render, screen } from '@testing-library/react';
import OrderManagementPage from '..';

test('OrderManagement shows its title from the spec', () => {
  render(<OrderManagementPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Order Management' })).toBeInTheDocument();
});
