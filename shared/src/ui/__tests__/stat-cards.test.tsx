import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { StatCards } from '../stat-card';

const cards = ['Total', 'Pending', 'Paid', 'Overdue'].map((title, i) => ({ testId: `card-${i}`, title, value: `PKR ${i},000` }));

describe('StatCards', () => {
  it('stands two to a row on a phone on every page, whatever the wider widths ask for', () => {
    for (const columns of [{ lg: 4 }, { md: 5 }, { sm: 3, lg: 5 }]) {
      const { unmount } = renderWithProviders(<StatCards label="Figures" cards={cards} columns={columns} />);
      // The phone layout is the base style (no media query), which jsdom computes.
      expect(getComputedStyle(screen.getByRole('region', { name: 'Figures' })).gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
      unmount();
    }
  });

  it('shows every card with its title and value, in reading order', () => {
    renderWithProviders(<StatCards cards={cards} columns={{ lg: 4 }} />);
    expect(screen.getAllByText(/^PKR \d,000$/).map((e) => e.textContent)).toEqual(['PKR 0,000', 'PKR 1,000', 'PKR 2,000', 'PKR 3,000']);
    expect(screen.getByTestId('card-3-value')).toHaveTextContent('PKR 3,000');
  });
});
