import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@agrihub/shared/router';
import { renderWithProviders } from '@agrihub/shared/testing';
import { AccountMenu } from '../account-menu';
import { useAuthStore } from '../../../features/auth/auth-store';
import { resetSession, verifiedSeller } from '../../../testing/render-portal';
import type { SessionUser } from '@agrihub/shared/core';

afterEach(() => resetSession());

describe('account menu', () => {
  it.each<[SessionUser['role'], string]>([
    ['admin', 'Admin'],
    ['manager', 'Manager'],
    ['editor', 'Editor'],
    ['viewer', 'Viewer'],
  ])("shows the signed-in user's own first name and role %s as %s", (role, label) => {
    useAuthStore.setState({ status: 'authenticated', user: { ...verifiedSeller, firstName: 'Bilal', role } });
    renderWithProviders(<AccountMenu />);
    // Named by what it shows, then what it is (the words a voice user would say are in its name).
    const button = screen.getByRole('button', { name: `Bilal ${label}, My Account` });
    expect(button).toHaveTextContent(`Bilal ${label}`);
  });
});

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

describe('account menu items', () => {
  it.each([
    ['Profile', '/profile'],
    ['Settings', '/settings'],
  ])('%s opens %s and closes the menu', async (item, path) => {
    useAuthStore.setState({ status: 'authenticated', user: verifiedSeller });
    renderWithProviders(
      <>
        <AccountMenu />
        <LocationProbe />
      </>,
      { route: '/' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ayesha Admin, My Account' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: item }));
    expect(screen.getByTestId('location')).toHaveTextContent(path);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
