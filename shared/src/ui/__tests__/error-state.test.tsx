import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState } from '../states';

describe('ErrorState', () => {
  it('says what failed and why, and Try again asks once more', async () => {
    const retry = jest.fn();
    render(<ErrorState message="Failed to load orders" detail="Something went wrong on our side, please try again" onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load orders');
    expect(alert).toHaveTextContent('Something went wrong on our side, please try again');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('does not repeat the reason when it is the message itself', () => {
    render(<ErrorState message="Failed to load orders" detail="Failed to load orders" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to load orders$/);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
