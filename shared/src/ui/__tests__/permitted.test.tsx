import { act, cleanup, createEvent, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { holdSessionUser } from '../../session/session';
import { useCan } from '../../session/use-can';
import { refusalHintOf, testUser, testUserAs } from '../../testing';
import { Permitted } from '../permitted';

const VIEWER_HINT = 'Your role, Viewer, cannot change orders. Ask an admin of your company for a different role.';

function MarkDelivered({ onClick }: { onClick: () => void }) {
  return (
    <Permitted area="orders">
      <Button onClick={onClick}>Mark Delivered</Button>
    </Permitted>
  );
}

function mousePointerOver(element: HTMLElement) {
  const event = createEvent.pointerOver(element);
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  return event;
}

afterEach(() => {
  cleanup();
  holdSessionUser(null);
});

describe('useCan', () => {
  it('answers from the areas the server sent with the user, and no when signed out', () => {
    holdSessionUser(testUserAs('editor', ['catalog', 'pricing', 'documents']));
    expect(renderHook(() => useCan('catalog')).result.current).toBe(true);
    expect(renderHook(() => useCan('orders')).result.current).toBe(false);
    act(() => holdSessionUser(null));
    expect(renderHook(() => useCan('catalog')).result.current).toBe(false);
  });

  it('follows a change of user without a remount', () => {
    holdSessionUser(testUserAs('viewer', []));
    const { result, rerender } = renderHook(() => useCan('orders'));
    expect(result.current).toBe(false);
    act(() => holdSessionUser(testUser));
    rerender();
    expect(result.current).toBe(true);
  });
});

describe('Permitted', () => {
  it('renders the control as it is, unwrapped, for a role that may', async () => {
    holdSessionUser(testUserAs('manager', ['orders']));
    const onClick = jest.fn();
    const { container } = render(<MarkDelivered onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Mark Delivered' });
    expect(button.parentElement).toBe(container);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("disables the control for a role that may not, naming the user's role on hover and to screen readers", async () => {
    holdSessionUser(testUserAs('viewer', []));
    const onClick = jest.fn();
    render(<MarkDelivered onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Mark Delivered' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(VIEWER_HINT);
    expect(await refusalHintOf(button)).toBe(VIEWER_HINT);
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows the reason to a keyboard user, whose focus reaches the disabled control', async () => {
    holdSessionUser(testUserAs('editor', ['catalog', 'pricing', 'documents']));
    render(<MarkDelivered onClick={jest.fn()} />);
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Your role, Editor, cannot change orders.');
  });

  it("shows the control's own hint to a role that may, and the reason instead to one that may not", async () => {
    const deleteButton = (
      <Permitted area="documents" hint="Delete">
        <IconButton aria-label="Delete NTN Certificate">x</IconButton>
      </Permitted>
    );
    holdSessionUser(testUser);
    const { unmount } = render(deleteButton);
    fireEvent(screen.getByRole('button'), mousePointerOver(screen.getByRole('button')));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Delete$/);
    unmount();
    holdSessionUser(testUserAs('viewer', []));
    render(deleteButton);
    expect(await refusalHintOf(screen.getByRole('button', { name: 'Delete NTN Certificate' }))).toMatch(/^Your role, Viewer, cannot change documents\./);
  });

  it('keeps a control the page disabled for its own reason disabled when the role may', () => {
    holdSessionUser(testUser);
    render(
      <Permitted area="payments">
        <Button disabled>Apply for Financing</Button>
      </Permitted>,
    );
    expect(screen.getByRole('button', { name: 'Apply for Financing' })).toBeDisabled();
  });
});
