import { createEvent, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import IconButton from '@mui/material/IconButton';
import { HintTooltip } from '../hint-tooltip';

function Bell({ title = 'Notifications', onClick }: { title?: string; onClick?: () => void }) {
  return (
    <HintTooltip title={title}>
      <IconButton aria-label="Notifications (2 unread)" onClick={onClick}>
        !
      </IconButton>
    </HintTooltip>
  );
}

/** jsdom has no PointerEvent: a pointer event of the given kind, as a browser sends it. */
function pointer(type: 'pointerEnter' | 'pointerLeave', element: HTMLElement, pointerType: 'mouse' | 'touch') {
  // React sees a pointer entering or leaving through pointerover and pointerout.
  const event = createEvent[type === 'pointerEnter' ? 'pointerOver' : 'pointerOut'](element);
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  fireEvent(element, event);
}

describe('HintTooltip', () => {
  it('shows its hint when a mouse pointer reaches the control, and hides it when it leaves', async () => {
    render(<Bell />);
    const button = screen.getByRole('button', { name: 'Notifications (2 unread)' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    pointer('pointerEnter', button, 'mouse');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Notifications');
    // The control keeps its own name; the hint does not replace it.
    expect(button).toHaveAccessibleName('Notifications (2 unread)');
    // The control is the same element: showing the hint did not replace it under the pointer.
    expect(screen.getByRole('button', { name: 'Notifications (2 unread)' })).toBe(button);
    pointer('pointerLeave', button, 'mouse');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows nothing on touch, and the control works as before', async () => {
    const onClick = jest.fn();
    render(<Bell onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Notifications (2 unread)' });
    pointer('pointerEnter', button, 'touch');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows its hint on keyboard focus, and a mouse click still reaches the control', async () => {
    const onClick = jest.fn();
    render(<Bell onClick={onClick} />);
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Notifications');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Notifications (2 unread)' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders the control alone when there is no hint', () => {
    render(<Bell title="" />);
    pointer('pointerEnter', screen.getByRole('button'), 'mouse');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
