import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { SelectField, optionLabel } from '../select-field';

const PRIORITIES = [
  { value: 'low', label: 'Low' },
  { value: 'high', label: 'High' },
];

function TicketForm({ onSubmit = jest.fn() }: { onSubmit?: (values: { category: string; priority: string; purpose: string }) => void }) {
  const formik = useFormik({
    initialValues: { category: '', priority: 'low', purpose: '' },
    validationSchema: yup.object({
      category: yup.string().required('Category is required'),
      purpose: yup.string().required('Purpose is required'),
    }),
    onSubmit,
  });
  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <SelectField formik={formik} name="category" label="Category" required native placeholder="Select a category" options={['Technical', 'Billing']} />
      <SelectField formik={formik} name="priority" label="Priority" native options={PRIORITIES} helper="How urgent it is" />
      <SelectField formik={formik} name="purpose" label="Purpose" required options={['Working capital', 'Inventory purchase']} />
      <button type="submit">Save</button>
    </form>
  );
}

test('a native select lists its placeholder first, then the options, and shows its hint', () => {
  render(<TicketForm />);
  const category = screen.getByRole('combobox', { name: 'Category' });
  expect(category.tagName).toBe('SELECT');
  expect(category).toBeRequired();
  expect(
    within(category)
      .getAllByRole('option')
      .map((o) => [o.getAttribute('value'), o.textContent]),
  ).toEqual([
    ['', 'Select a category'],
    ['Technical', 'Technical'],
    ['Billing', 'Billing'],
  ]);
  expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('low');
  expect(
    within(screen.getByRole('combobox', { name: 'Priority' }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Low', 'High']);
  expect(screen.getByText('How urgent it is')).toBeInTheDocument();
});

test('errors show once submitted, and clear when a choice is made in either kind of select', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  render(<TicketForm onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Category is required')).toBeInTheDocument();
  expect(screen.getByText('Purpose is required')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAttribute('aria-invalid', 'true');
  expect(onSubmit).not.toHaveBeenCalled();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Billing');
  const purpose = screen.getByRole('combobox', { name: /Purpose/ });
  expect(purpose.tagName).not.toBe('SELECT');
  await user.click(purpose);
  await user.click(await screen.findByRole('option', { name: 'Inventory purchase' }));
  expect(screen.queryByText('Category is required')).not.toBeInTheDocument();
  expect(screen.queryByText('Purpose is required')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByRole('button', { name: 'Save' });
  expect(onSubmit).toHaveBeenCalledWith({ category: 'Billing', priority: 'low', purpose: 'Inventory purchase' }, expect.anything());
});

test('optionLabel reads the label of a value, and falls back to the value', () => {
  expect(optionLabel(PRIORITIES, 'high')).toBe('High');
  expect(optionLabel(PRIORITIES, 'unknown')).toBe('unknown');
  expect(optionLabel(PRIORITIES, null)).toBe('');
});
