import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalHintOf, renderWithProviders } from '@agrihub/shared/testing';
import { OrderCard } from '../components/order-card';
import { manager, orderFixture, viewer } from '../../../testing/fixtures';

describe('order card actions by role', () => {
  it('disables Mark Delivered and Cancel Order for a viewer, saying why on hover, and sends nothing', async () => {
    const onAction = jest.fn();
    renderWithProviders(<OrderCard order={orderFixture()} onAction={onAction} />, { user: viewer });
    expect(await refusalHintOf(screen.getByRole('button', { name: 'Mark Delivered' }))).toBe(
      'Your role, Viewer, cannot change orders. Ask an admin of your company for a different role.',
    );
    for (const name of ['Mark Delivered', 'Cancel Order']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      await userEvent.click(button, { pointerEventsCheck: 0 });
    }
    expect(onAction).not.toHaveBeenCalled();
  });

  it('lets a manager mark an order delivered or cancel it', async () => {
    const onAction = jest.fn();
    renderWithProviders(<OrderCard order={orderFixture()} onAction={onAction} />, { user: manager });
    await userEvent.click(screen.getByRole('button', { name: 'Mark Delivered' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    expect(onAction.mock.calls.map(([, action]) => action)).toEqual(['delivered', 'cancelled']);
  });
});
