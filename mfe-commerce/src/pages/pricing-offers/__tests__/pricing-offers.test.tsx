import { render, screen } from '@testing-library/react';
import PricingOffersPage from '..';

test('PricingOffers shows its title from the spec', () => {
  render(<PricingOffersPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Pricing & Offers' })).toBeInTheDocument();
});
