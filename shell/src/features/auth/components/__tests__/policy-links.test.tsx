import { screen } from '@testing-library/react';
import { setupApiServer } from '@agrihub/shared/testing';
import { renderPortal, resetSession } from '../../../../testing/render-portal';
import { PRIVACY_POLICY_URL, TERMS_URL } from '../auth-layout';

const server = setupApiServer();

afterEach(() => {
  resetSession();
});

/** The names of the links to each policy page on the screen. */
function policyLinkNames() {
  const links = screen.getAllByRole('link');
  const named = (href: string) => links.filter((link) => link.getAttribute('href') === href).map((link) => link.textContent);
  return { privacy: named(PRIVACY_POLICY_URL), terms: named(TERMS_URL) };
}

// Issue 41, item 7: the forgot-password page said "Privacy and Policy" and "Terms and Condition" where
// the other auth pages say "Privacy Policy" and "Terms of Service"; one wording on every auth page.
describe('policy links on the auth pages', () => {
  it.each(['/login', '/signup', '/forgot-password', '/reset-password?token=good-token'])('%s names them as every auth page does', async (path) => {
    // The reset page checks its link first.
    server.answer('post', '/api/auth/reset-password/check', () => ({ data: { success: true } }));
    await renderPortal(path, { status: 'unauthenticated' });
    await screen.findAllByRole('link', { name: 'Privacy Policy' });
    expect(policyLinkNames()).toEqual({ privacy: ['Privacy Policy'], terms: ['Terms of Service'] });
  });
});
