import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalHintOf, renderWithProviders } from '@agrihub/shared/testing';
import { ProductCard } from '../components/product-card';
import { QuickAddPanel } from '../components/quick-add-panel';
import { editor, makeProduct, viewer } from '../../../testing/fixtures';

const VIEWER_HINT = 'Your role, Viewer, cannot change the product catalog. Ask an admin of your company for a different role.';

describe('catalog actions by role', () => {
  it('disables Bulk Import and Quick Add for a viewer, saying why on hover, and opens nothing', async () => {
    const onBulkImport = jest.fn();
    const onQuickAdd = jest.fn();
    renderWithProviders(<QuickAddPanel onBulkImport={onBulkImport} onQuickAdd={onQuickAdd} />, { user: viewer });
    expect(await refusalHintOf(screen.getByRole('button', { name: 'Bulk Import' }))).toBe(VIEWER_HINT);
    for (const name of ['Bulk Import', 'Quick Add']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      await userEvent.click(button, { pointerEventsCheck: 0 });
    }
    expect(onBulkImport).not.toHaveBeenCalled();
    expect(onQuickAdd).not.toHaveBeenCalled();
  });

  it('lets an editor use Bulk Import and Quick Add', async () => {
    const onBulkImport = jest.fn();
    const onQuickAdd = jest.fn();
    renderWithProviders(<QuickAddPanel onBulkImport={onBulkImport} onQuickAdd={onQuickAdd} />, { user: editor });
    await userEvent.click(screen.getByRole('button', { name: 'Bulk Import' }));
    await userEvent.click(screen.getByRole('button', { name: 'Quick Add' }));
    expect(onBulkImport).toHaveBeenCalledTimes(1);
    expect(onQuickAdd).toHaveBeenCalledTimes(1);
  });

  it('shows a viewer a product without its Edit and Delete menu', () => {
    const product = makeProduct();
    renderWithProviders(<ProductCard product={product} onEdit={jest.fn()} onDelete={jest.fn()} />, { user: viewer });
    expect(screen.getByRole('heading', { name: product.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Actions for ${product.name}` })).not.toBeInTheDocument();
  });

  it("gives an editor a product's Edit and Delete", async () => {
    const product = makeProduct();
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    renderWithProviders(<ProductCard product={product} onEdit={onEdit} onDelete={onDelete} />, { user: editor });
    await userEvent.click(screen.getByRole('button', { name: `Actions for ${product.name}` }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(product);
  });
});
