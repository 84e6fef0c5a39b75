import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiData } from '@agrihub/shared/core';
import { errorAnswer, setupApiServer } from '@agrihub/shared/testing';
import { renderPortal, resetSession, verifiedSeller } from '../../../testing/render-portal';

const server = setupApiServer();

afterEach(() => {
  resetSession();
});

type Invitation = ApiData<'/api/invitations/{token}'>;

/** GET /api/invitations/{token}'s answer, for every token. */
function answerInvitation(over: Partial<Invitation> = {}) {
  server.answer('get', '/api/invitations/{token}', () => invitation(over));
}

/** What the server was sent, but the invitation's read. */
const writes = () => server.requests.filter(({ method }) => method !== 'get').map(({ method, path, query, body }) => ({ method, path, query, body }));

const invitation = (over: Partial<Invitation> = {}): { data: Invitation } => ({
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

// Pasted, as a user may: typing re-validates the whole form at every key (about 70 ms a key under jsdom).
async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    await userEvent.clear(input);
    await userEvent.paste(value);
  }
}

describe('accept invitation page', () => {
  it('shows the company, inviter and role; the name comes filled in; a weak or mismatched password is stopped before the server', async () => {
    answerInvitation();
    await renderPortal('/accept-invite?token=tok123', { status: 'unauthenticated' });
    expect(await screen.findByRole('heading', { name: 'Join Punjab Agro Industries' })).toBeInTheDocument();
    expect(screen.getByText(/Ahmed Raza invited kamran@punjabagro\.pk as a Viewer/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Kamran');
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue('Yousaf');
    await fill({ Password: 'short', 'Confirm password': 'other' });
    await userEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/8/);
    expect(writes()).toEqual([]);
  });

  it('accepting signs the member in and opens the portal', async () => {
    answerInvitation();
    server.answer('post', '/api/invitations/{token}/accept', () => ({
      data: { accessToken: 'at', user: { ...verifiedSeller, role: 'viewer' as const, permissions: [] } },
    }));
    // The dashboard's reads, the bell's and the live updates' stream: never answered, the page is what counts here.
    const never = () => new Promise<never>(() => undefined);
    server.answer('get', '/api/dashboard/overview', never);
    server.answer('get', '/api/notifications', never);
    server.answer('get', '/api/events', never);
    await renderPortal('/accept-invite?token=tok123', { status: 'unauthenticated' });
    await screen.findByRole('heading', { name: 'Join Punjab Agro Industries' });
    await fill({ Password: 'Harvest#Season2026', 'Confirm password': 'Harvest#Season2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'post',
          path: '/api/invitations/tok123/accept',
          query: {},
          body: { firstName: 'Kamran', lastName: 'Yousaf', password: 'Harvest#Season2026' },
        },
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it("the server's password message shows under the field and what was typed stays", async () => {
    answerInvitation();
    const message = 'This password is too easy to guess. Add another word or two.';
    server.answer('post', '/api/invitations/{token}/accept', () => errorAnswer(400, message, { password: message }));
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
    answerInvitation({ state: 'expired', message });
    server.answer('post', '/api/invitations/{token}/request-new', () => ({ data: { success: true } }));
    await renderPortal('/accept-invite?token=tok123', { status: 'unauthenticated' });
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a New Invitation' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'post', path: '/api/invitations/tok123/request-new', query: {}, body: undefined }]));
    expect(await screen.findByText('We asked the admins of Punjab Agro Industries to send you a new invitation.')).toBeInTheDocument();
  });

  it('a used link leads to sign-in', async () => {
    answerInvitation({ state: 'used', message: 'This invitation has already been accepted. Sign in with your email and password.' });
    await renderPortal('/accept-invite?token=tok123', { status: 'unauthenticated' });
    expect(await screen.findByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
  });
});
