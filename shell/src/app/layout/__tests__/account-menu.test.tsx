import { screen } from '@testing-library/react';
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
