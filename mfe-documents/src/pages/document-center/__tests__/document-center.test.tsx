import { render, screen } from '@testing-library/react';
import DocumentCenterPage from '..';

test('DocumentCenter shows its title from the spec', () => {
  render(<DocumentCenterPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Document Center' })).toBeInTheDocument();
});
