import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { RemotePage, REMOTE_UNAVAILABLE_TEXT } from '../remote-page';
import type { loadRemoteModule } from '../remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

type Loader = typeof loadRemoteModule;

function loaderFrom(...outcomes: Array<ComponentType | Error>): jest.MockedFunction<Loader> {
  const fn = jest.fn();
  for (const outcome of outcomes) {
    if (outcome instanceof Error) fn.mockImplementationOnce(() => Promise.reject(outcome));
    else fn.mockImplementationOnce(() => Promise.resolve({ default: outcome }));
  }
  return fn as unknown as jest.MockedFunction<Loader>;
}

const Orders = () => <h1>Order Management</h1>;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('shows a loading state, then the remote page', async () => {
  const load = loaderFrom(Orders);
  render(<RemotePage remote="orders" module="OrderManagement" load={load} />);
  expect(screen.getByText('Loading module...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Order Management' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('orders', 'OrderManagement', { fresh: false });
});

test('a remote that cannot load shows the fallback, and Retry loads it afresh once it is back', async () => {
  const load = loaderFrom(new Error('manifest 404'), Orders);
  render(<RemotePage remote="orders" module="OrderManagement" load={load} />);
  expect(await screen.findByText(REMOTE_UNAVAILABLE_TEXT)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('heading', { name: 'Order Management' })).toBeInTheDocument();
  expect(screen.queryByText(REMOTE_UNAVAILABLE_TEXT)).not.toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith('orders', 'OrderManagement', { fresh: true });
});

test('a remote that throws while rendering is contained in its own fallback', async () => {
  const Broken = () => {
    throw new Error('render failure');
  };
  const load = loaderFrom(Broken, Orders);
  render(
    <div>
      <nav>Sidebar still here</nav>
      <RemotePage remote="orders" module="OrderManagement" load={load} />
    </div>,
  );
  expect(await screen.findByText(REMOTE_UNAVAILABLE_TEXT)).toBeInTheDocument();
  expect(screen.getByText('Sidebar still here')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Order Management' })).toBeInTheDocument();
});
