import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient } from '@agrihub/shared';
import { renderPortal, resetSession, verifiedSeller } from '../../../testing/render-portal';

afterEach(() => {
  jest.restoreAllMocks();
  resetSession();
});

const invitation = (over: Record<string, unknown> = {}) => ({
  data: {
    state: 'valid',
    message: null,
    companyName: 'Punjab Agro Industries',
    email: 'kamran@punjabagro.pk',
    name: 'Kamran Yousaf',
    role: 'viewer',
    invitedBy: 'Ahmed Raza',
    ...over,
  },
});

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
}

describe('accept invitation page', () => {
  it('shows the company, inviter and role; the name comes filled in; a weak or mismatched password is stopped before the server', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(invitation());
    const post = jest.spyOn(apiClient, 'post');
    await renderPortal('/accept-invite?token=tok123', { status: 'unauthenticated' });
    expect(await screen.findByRole('heading', { name: 'Join Punjab Agro Industries' })).toBeInTheDocument();
    expect(screen.getByText(/Ahmed Raza invited kamran@punjabagro\.pk as a Viewer/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Kamran');
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue('Yousaf');
    await fill({ Password: 'short', 'Confirm password': 'other' });
    await userEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/8/);
    expect(post).not.toHaveBeenCalled();
  });

  it('accepting signs the member in and opens the portal', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation(async (url: string) => (url.startsWith('invitations/') ? invitation() : { data: { user: verifiedSeller } }));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { accessToken: 'at', user: { ...verifiedSeller, role: 'viewer', permissions: [] } } });
    await renderPortal('/accept-invite?token=tok123', { status: 'unauthenticated' });
    await screen.findByRole('heading', { name: 'Join Punjab Agro Industries' });
    await fill({ Password: 'Harvest#Season2026', 'Confirm password': 'Harvest#Season2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('invitations/tok123/accept', { firstName: 'Kamran', lastName: 'Yousaf', password: 'Harvest#Season2026' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it("the server's password message shows under the field and what was typed stays", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(invitation());
    const message = 'This password is too easy to guess. Add another word or two.';
    jest.spyOn(apiClient, 'post').mockRejectedValue(new ApiError(message, 400, { password: message }));
    await renderPortal('/accept-invite?token=tok123', { status: 'unauthenticated' });
    await screen.findByRole('heading', { name: 'Join Punjab Agro Industries' });
    await fill({ Password: 'Kamran2026', 'Confirm password': 'Kamran2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Kamran2026');
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Kamran');
  });

  it('an expired link says so and asks the admins for a new one', async () => {
    const message = 'This invitation to Punjab Agro Industries has expired. Ask for a new one below.';
    jest.spyOn(apiClient, 'get').mockResolvedValue(invitation({ state: 'expired', message }));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: true } });
    await renderPortal('/accept-invite?token=tok123', { status: 'unauthenticated' });
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a New Invitation' }));
    expect(post).toHaveBeenCalledWith('invitations/tok123/request-new', undefined);
    expect(await screen.findByText('We asked the admins of Punjab Agro Industries to send you a new invitation.')).toBeInTheDocument();
  });

  it('a used link leads to sign-in', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue(invitation({ state: 'used', message: 'This invitation has already been accepted. Sign in with your email and password.' }));
    await renderPortal('/accept-invite?token=tok123', { status: 'unauthenticated' });
    expect(await screen.findByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
  });
});
