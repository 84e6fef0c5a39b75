import { QueryClient } from '@tanstack/react-query';
import { COALESCE_MS, startLiveUpdates } from '../live-updates';
import type { EventStreamOptions } from '../event-stream';

function setUp() {
  const queryClient = new QueryClient();
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const onAccountChange = jest.fn();
  let options: EventStreamOptions | undefined;
  const stopStream = jest.fn();
  const stop = startLiveUpdates({ queryClient, onAccountChange }, (o) => {
    options = o;
    return stopStream;
  });
  const emit = (type: string) => options!.onEvent({ type, data: '{}' });
  const stale = () => invalidate.mock.calls.map(([filters]) => (filters?.queryKey as string[])[0]);
  return { emit, stale, stop, stopStream, onAccountChange, options: () => options! };
}

describe('live updates', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('listens to /api/events and refetches what an order change made stale, once for a burst', () => {
    const { emit, stale, options } = setUp();
    expect(options().url).toBe('/api/events');
    emit('orders');
    emit('orders');
    emit('ready');
    expect(stale()).toEqual([]);
    jest.advanceTimersByTime(COALESCE_MS);
    expect(stale()).toEqual(['orders', 'dashboard', 'retailer-insights', 'retailer-accounts', 'payments', 'logistics']);
  });

  it('refetches notifications for the bell (and documents: a review comes with one), products for stock, and the user when the company changed', () => {
    const { emit, stale, onAccountChange } = setUp();
    emit('notifications');
    emit('products');
    jest.advanceTimersByTime(COALESCE_MS);
    expect(new Set(stale())).toEqual(new Set(['notifications', 'dashboard', 'documents', 'products', 'new-order']));
    expect(onAccountChange).not.toHaveBeenCalled();
    emit('account');
    jest.advanceTimersByTime(COALESCE_MS);
    expect(onAccountChange).toHaveBeenCalledTimes(1);
  });

  it('refetches everything after missed events (resync), and nothing once stopped', () => {
    const { emit, stale, stop, stopStream, onAccountChange } = setUp();
    emit('resync');
    jest.advanceTimersByTime(COALESCE_MS);
    expect(new Set(stale())).toEqual(
      new Set([
        'orders',
        'dashboard',
        'retailer-insights',
        'retailer-accounts',
        'payments',
        'logistics',
        'products',
        'new-order',
        'notifications',
        'session',
        'documents',
      ]),
    );
    expect(onAccountChange).toHaveBeenCalledTimes(1);
    const before = stale().length;
    emit('orders');
    stop();
    jest.advanceTimersByTime(COALESCE_MS);
    expect(stopStream).toHaveBeenCalled();
    expect(stale().length).toBe(before);
  });
});
