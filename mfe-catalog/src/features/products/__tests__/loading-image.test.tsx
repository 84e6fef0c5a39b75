import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@agrihub/shared/testing';
import { LoadingImage } from '../components/loading-image';

const renderImage = () => renderWithProviders(<LoadingImage src="/api/files/products/p1.png" alt="Urea 50kg" fit="cover" />);

test('a placeholder shows while the picture loads, and the picture takes its place once loaded', () => {
  renderImage();
  const img = screen.getByRole('img', { name: 'Urea 50kg' });
  expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
  expect(img).toHaveAttribute('data-loaded', 'false');
  fireEvent.load(img);
  expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
  expect(img).toHaveAttribute('data-loaded', 'true');
});

test('a picture that fails to load leaves the "No image" mark, not a broken icon', () => {
  renderImage();
  fireEvent.error(screen.getByRole('img', { name: 'Urea 50kg' }));
  expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Urea 50kg' })).not.toBeInTheDocument();
  expect(screen.getByTitle('No image')).toBeInTheDocument();
});
