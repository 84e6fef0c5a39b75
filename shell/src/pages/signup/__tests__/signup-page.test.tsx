import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorAnswer, setupApiServer } from '@agrihub/shared/testing';
import { renderPortal, resetSession, unverifiedSeller } from '../../../testing/render-portal';

const server = setupApiServer();

afterEach(() => {
  resetSession();
});

const valid: Record<string, string> = {
  'First Name': 'Bilal',
  'Last Name': 'Ahmed',
  Email: 'bilal@indus-agro.pk',
  Password: 'Harvest2025',
  'Company Name': 'Indus Agro Chemicals',
  'Company City': 'Multan',
  'Company State': 'Punjab',
  'Company ZIP Code': '60000',
  Phone: '03001234567',
  'NTN Number': '1234567-8',
};

// Pasted, as a user may: typing re-validates the whole form at every key (about 70 ms a key under jsdom).
async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    await userEvent.clear(input);
    await userEvent.paste(value);
  }
}

const submitButton = () => screen.getByRole('button', { name: /create account|submitting/i });

describe('sign up page', () => {
  it('shows the heading, subtitle and the sign-in link', async () => {
    await renderPortal('/signup', { status: 'unauthenticated' });
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByText('Create your Manufacturer Account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute('href', '/login');
  });

  it('keeps Submit disabled until the terms box is ticked', async () => {
    await renderPortal('/signup', { status: 'unauthenticated' });
    expect(submitButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }));
    expect(submitButton()).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(submitButton()).toBeDisabled();
  });

  it('requires every field', async () => {
    await renderPortal('/signup', { status: 'unauthenticated' });
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(submitButton());
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Company name is required',
      'Company city is required',
      'Company state is required',
      'Company ZIP code is required',
      'Phone is required',
      'NTN number is required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(server.requests).toEqual([]);
  });

  it("explains the server's format rules before sending anything", async () => {
    await renderPortal('/signup', { status: 'unauthenticated' });
    await fill({ ...valid, Email: 'bilal@', Password: 'short1', 'Company ZIP Code': '6000', Phone: '12345', 'NTN Number': '12345678' });
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(submitButton());
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('ZIP code must be 5 digits (e.g. 54000)')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid Pakistani phone number (e.g. 03001234567 or +923001234567)')).toBeInTheDocument();
    expect(screen.getByText('NTN must be 7 digits, a dash and a check digit (e.g. 1234567-8)')).toBeInTheDocument();
    await fill({ Password: 'longenough' });
    expect(await screen.findByText('Password must contain at least one letter and one digit')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it("shows a failure inline and as a 'Signup Failed' toast, keeping every value typed", async () => {
    server.answer('post', '/api/auth/register', () => errorAnswer(409, 'An account with this email already exists'));
    await renderPortal('/signup', { status: 'unauthenticated' });
    await fill(valid);
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(submitButton());
    expect(await screen.findByTestId('signup-error')).toHaveTextContent('An account with this email already exists');
    expect(await screen.findByText('Signup Failed')).toBeInTheDocument();
    for (const [label, value] of Object.entries(valid)) expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveValue(value);
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  });

  it('sends companyAddress as an object, toasts success and lands on the dashboard after 1200 ms', async () => {
    server.answer('post', '/api/auth/register', () => ({ data: { accessToken: 'tok', user: unverifiedSeller } }));
    // The dashboard's reads, the bell's and the live updates' stream: never answered, the page is what counts here.
    const never = () => new Promise<never>(() => undefined);
    server.answer('get', '/api/documents/checklist', never);
    server.answer('get', '/api/notifications', never);
    server.answer('get', '/api/events', never);
    await renderPortal('/signup', { status: 'unauthenticated' });
    await fill(valid);
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(submitButton());

    await waitFor(() =>
      expect(server.requestsTo('post', '/api/auth/register').map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
        {
          method: 'post',
          path: '/api/auth/register',
          query: {},
          body: {
            firstName: 'Bilal',
            lastName: 'Ahmed',
            email: 'bilal@indus-agro.pk',
            password: 'Harvest2025',
            companyName: 'Indus Agro Chemicals',
            companyAddress: { city: 'Multan', state: 'Punjab', zipCode: '60000' },
            phone: '03001234567',
            taxId: '1234567-8',
          },
        },
      ]),
    );
    expect(await screen.findByText('Signup Successful')).toBeInTheDocument();
    expect(screen.getByText('Your account has been created successfully! Redirecting...')).toBeInTheDocument();
    // Still on the form right after success, then the dashboard.
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument(), { timeout: 2500 });
  });

  it("reads 'Submitting...' while the account is created", async () => {
    server.answer('post', '/api/auth/register', () => new Promise<never>(() => undefined));
    await renderPortal('/signup', { status: 'unauthenticated' });
    await fill(valid);
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });
});
