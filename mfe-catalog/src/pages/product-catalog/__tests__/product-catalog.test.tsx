import { render, screen } from '@testing-library/react';
import ProductCatalogPage from '..';

test('ProductCatalog shows its title from the spec', () => {
  render(<ProductCatalogPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Product Catalog Management' })).toBeInTheDocument();
});
