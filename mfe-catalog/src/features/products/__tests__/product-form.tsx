import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@agrihub/shared/testing';
import { ProductFormDialog, type ProductFormMode } from '../components/product-form-dialog';
import type { Product } from '../api/get-products';

type User = ReturnType<typeof userEvent.setup>;

/** Opens the product form dialog in `mode` (the product being edited for 'edit'). */
export function openProductForm(mode: ProductFormMode = 'add', product?: Product) {
  const onClose = jest.fn();
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const view = renderWithProviders(<ProductFormDialog mode={mode} product={product} onClose={onClose} />);
  const dialog = screen.getByRole('dialog');
  return { onClose, user, dialog, ...view };
}

export async function chooseCategory(user: User, dialog: HTMLElement, label: string) {
  await user.click(within(dialog).getByRole('combobox', { name: /Category/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

/** Fills the required fields: DAP 50kg, DAP-050, Fertilizers, 12500.50, 40 in stock, 2 at least. */
export async function fillRequired(user: User, dialog: HTMLElement) {
  const fill = async (label: RegExp, text: string) => {
    await user.click(within(dialog).getByLabelText(label));
    await user.paste(text);
  };
  await fill(/Product Name/, 'DAP 50kg');
  await fill(/^SKU/, 'DAP-050');
  await chooseCategory(user, dialog, 'Fertilizers');
  await fill(/Selling Price/, '12500.50');
  await fill(/Stock Quantity/, '40');
  await fill(/Minimum Order Quantity/, '2');
}
