import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';

const orderKeys = queryKeys('orders', {
  lists: () => ['list'] as const,
  list: (filters: { status: string }) => ['list', filters] as const,
  detail: (ref: string) => ['detail', ref] as const,
});

test('a family puts its root in front of every key it makes', () => {
  expect(orderKeys.all).toEqual(['orders']);
  expect(orderKeys.lists()).toEqual(['orders', 'list']);
  expect(orderKeys.list({ status: 'pending' })).toEqual(['orders', 'list', { status: 'pending' }]);
  expect(orderKeys.detail('ORD-1')).toEqual(['orders', 'detail', 'ORD-1']);
});

test("refreshing a family's root, or a key above others, makes exactly the keys below it stale", async () => {
  const client = new QueryClient();
  const keys = [orderKeys.list({ status: 'pending' }), orderKeys.detail('ORD-1'), queryKeys('products', {}).all];
  for (const key of keys) client.setQueryData(key, 1);
  const stale = () => keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.join('/'));

  await client.invalidateQueries({ queryKey: orderKeys.lists() });
  expect(stale()).toEqual(['orders/list/[object Object]']);
  await client.invalidateQueries({ queryKey: orderKeys.all });
  expect(stale()).toEqual(['orders/list/[object Object]', 'orders/detail/ORD-1']);
});
