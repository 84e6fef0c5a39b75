import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterSelect } from '../filter-select';

const CATEGORIES = [
  { value: 'seeds', label: 'Seeds' },
  { value: 'fertilizers', label: 'Fertilizers' },
];

test('shows the "all" choice for no filter and sends "" for it, or the chosen value', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  const { rerender } = render(<FilterSelect label="Category" value="" allLabel="All Categories" options={CATEGORIES} onChange={onChange} />);
  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('All Categories');

  await user.click(screen.getByRole('combobox', { name: 'Category' }));
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All Categories', 'Seeds', 'Fertilizers']);
  await user.click(screen.getByRole('option', { name: 'Fertilizers' }));
  expect(onChange).toHaveBeenLastCalledWith('fertilizers');

  rerender(<FilterSelect label="Category" value="fertilizers" allLabel="All Categories" options={CATEGORIES} onChange={onChange} />);
  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Fertilizers');
  await user.click(screen.getByRole('combobox', { name: 'Category' }));
  await user.click(await screen.findByRole('option', { name: 'All Categories' }));
  expect(onChange).toHaveBeenLastCalledWith('');
});

test('plain strings are their own labels', async () => {
  const user = userEvent.setup();
  render(<FilterSelect label="Status" value="Seasonal" allLabel="All Status" options={['In Stock', 'Seasonal']} onChange={jest.fn()} />);
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Seasonal');
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All Status', 'In Stock', 'Seasonal']);
});
