import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalHintOf, renderWithProviders } from '@agrihub/shared/testing';
import type { OrderStatus } from '@agrihub/shared';
import { OrderCard } from '../components/order-card';
import { manager, orderFixture, viewer } from '../../../testing/fixtures';

const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('order card moves', () => {
  it.each<[OrderStatus, string[]]>([
    ['pending', ['Confirm Order', 'Cancel Order']],
    ['confirmed', ['Start Processing', 'Cancel Order']],
    ['processing', ['Ship Order', 'Cancel Order']],
    ['shipped', ['Mark Delivered']],
    ['delivered', []],
    ['cancelled', []],
  ])('a %s order offers %j', (status, moves) => {
    renderWithProviders(<OrderCard order={orderFixture({ status })} onMoveOrder={jest.fn()} />, { user: manager });
    expect(buttonNames()).toEqual(moves);
  });

  it("links the order number to the order's page", () => {
    renderWithProviders(<OrderCard order={orderFixture()} onMoveOrder={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'ORD-100001' })).toHaveAttribute('href', '/order-management/ORD-100001');
  });

  it("disables a viewer's moves, saying why on hover, and sends nothing", async () => {
    const onMoveOrder = jest.fn();
    renderWithProviders(<OrderCard order={orderFixture()} onMoveOrder={onMoveOrder} />, { user: viewer });
    expect(await refusalHintOf(screen.getByRole('button', { name: 'Confirm Order' }))).toBe(
      'Your role, Viewer, cannot change orders. Ask an admin of your company for a different role.',
    );
    for (const name of ['Confirm Order', 'Cancel Order']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      await userEvent.click(button, { pointerEventsCheck: 0 });
    }
    expect(onMoveOrder).not.toHaveBeenCalled();
  });

  it('lets a manager confirm an order or cancel it', async () => {
    const onMoveOrder = jest.fn();
    renderWithProviders(<OrderCard order={orderFixture()} onMoveOrder={onMoveOrder} />, { user: manager });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    expect(onMoveOrder.mock.calls.map(([, action]) => action)).toEqual(['confirmed', 'cancelled']);
  });
});
