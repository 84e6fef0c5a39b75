import { formatPKR, formatRelativeTime } from '../format';

describe('formatPKR', () => {
  it('writes rupees with thousands separators', () => {
    expect(formatPKR(1234567)).toBe('PKR 1,234,567');
    expect(formatPKR(0)).toBe('PKR 0');
    expect(formatPKR(2500.5)).toBe('PKR 2,500.5');
    expect(formatPKR('98000')).toBe('PKR 98,000');
    expect(formatPKR(undefined)).toBe('PKR 0');
  });
});

describe('formatRelativeTime', () => {
  it('says how long ago', () => {
    const now = new Date('2025-03-12T12:00:00Z');
    expect(formatRelativeTime('2025-03-12T11:55:00Z', now)).toBe('5 min ago');
    expect(formatRelativeTime('2025-03-12T09:00:00Z', now)).toBe('3 h ago');
    expect(formatRelativeTime('2025-03-10T12:00:00Z', now)).toBe('2 days ago');
  });
});
