import { render, screen } from '@testing-library/react';
import RetailerInsightsPage from '..';

test('RetailerInsights shows its title from the spec', () => {
  render(<RetailerInsightsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Retailer Insights' })).toBeInTheDocument();
});
