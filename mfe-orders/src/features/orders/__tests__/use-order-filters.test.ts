import { readFilters } from '../hooks/use-order-filters';
import { pakistanToday } from '@agrihub/shared';

test('unknown or malformed URL values read as the defaults', () => {
  expect(readFilters(new URLSearchParams('status=lost&from=yesterday&to=2025-13&page=-2'), '2026-11-22')).toEqual({
    q: '',
    status: '',
    from: '2024-01-01',
    to: '2026-11-22',
    page: 1,
  });
  expect(readFilters(new URLSearchParams('q=a%26b&status=Delivered&from=2025-02-01&page=4'), '2026-11-22')).toEqual({
    q: 'a&b',
    status: 'delivered',
    from: '2025-02-01',
    to: '2026-11-22',
    page: 4,
  });
});

test("today is Pakistan's calendar day, as the server reads from/to", () => {
  expect(pakistanToday(new Date('2025-03-20T18:59:00Z'))).toBe('2025-03-20');
  expect(pakistanToday(new Date('2025-03-20T19:00:00Z'))).toBe('2025-03-21');
});
