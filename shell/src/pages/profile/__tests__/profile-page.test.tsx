import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorAnswer, setupApiServer } from '@agrihub/shared/testing';
import { renderPortal, resetSession, verifiedSeller } from '../../../testing/render-portal';
import { answerAccountReads, profile, writesTo } from '../../../testing/account-answers';
import { useAuthStore } from '../../../features/auth/auth-store';

const server = setupApiServer();

afterEach(() => {
  resetSession();
});

const form = () => screen.findByRole('form', { name: 'Your profile' });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

// Pasted, as a user may: typing re-validates the whole form at every key (about 70 ms a key under jsdom).
async function retype(label: string, value: string) {
  await userEvent.clear(field(label));
  if (value !== '') await userEvent.paste(value);
}

describe('Profile page', () => {
  it('shows the own name and phone, the e-mail as the sign-in it is, and Change password', async () => {
    answerAccountReads(server);
    await renderPortal('/profile', { status: 'authenticated', user: verifiedSeller });
    await form();
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(field('First Name')).toHaveValue('Ayesha');
    expect(field('Last Name')).toHaveValue('Malik');
    expect(field('Phone')).toHaveValue('03001234567');
    expect(screen.getByText('You sign in as seller@demo.pk; your email is not changed here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it("refuses sign-up's mistakes at their fields; the phone may be left empty", async () => {
    answerAccountReads(server);
    await renderPortal('/profile', { status: 'authenticated', user: verifiedSeller });
    await form();
    await retype('First Name', '');
    await retype('Phone', '0300');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid Pakistani phone number (e.g. 03001234567 or +923001234567)')).toBeInTheDocument();
    expect(writesTo(server)).toEqual([]);
    await retype('Phone', '');
    await waitFor(() => expect(screen.queryByText(/Enter a valid Pakistani phone number/)).not.toBeInTheDocument());
  });

  it('saves with a toast, and the header shows the new first name at once', async () => {
    answerAccountReads(server);
    server.answer('put', '/api/profile', () => ({ data: { profile: { ...profile, firstName: 'Aisha' }, user: { ...verifiedSeller, firstName: 'Aisha' } } }));
    await renderPortal('/profile', { status: 'authenticated', user: verifiedSeller });
    await form();
    await retype('First Name', 'Aisha');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(writesTo(server)).toEqual([
      { method: 'put', path: '/api/profile', query: {}, body: { firstName: 'Aisha', lastName: 'Malik', phone: '03001234567' } },
    ]);
    expect(useAuthStore.getState().user?.firstName).toBe('Aisha');
    expect(screen.getByRole('button', { name: 'Aisha Admin, My Account' })).toBeInTheDocument();
  });

  it("shows the server's refusal at its field and keeps what was typed", async () => {
    answerAccountReads(server);
    const message = 'Last name must be at most 100 characters';
    server.answer('put', '/api/profile', () => errorAnswer(400, message, { lastName: message }));
    await renderPortal('/profile', { status: 'authenticated', user: verifiedSeller });
    await form();
    await retype('Last Name', 'Malik-Qureshi');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile not saved')).toBeInTheDocument();
    expect(field('Last Name')).toHaveAccessibleDescription(message);
    expect(field('Last Name')).toHaveValue('Malik-Qureshi');
    expect(useAuthStore.getState().user?.lastName).toBe('Malik');
  });
});
