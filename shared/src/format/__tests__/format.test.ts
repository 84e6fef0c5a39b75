import { formatDate, formatDateTime, formatIsoDate, formatNumber, formatPKR, formatRelativeTime } from '../format';

describe('formatPKR', () => {
  it('writes rupees with thousands separators', () => {
    expect(formatPKR(1234567)).toBe('PKR 1,234,567');
    expect(formatPKR(0)).toBe('PKR 0');
    expect(formatPKR(2500.5)).toBe('PKR 2,500.50');
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

describe('formats written by hand', () => {
  // They must read exactly as the Intl formats they replaced (en-US amounts, en-GB dates).
  const intlAmount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  const intlDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Karachi' });
  const intlDateTime = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Karachi',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

  it('write amounts as en-US does, rounding the decimal digits', () => {
    for (const value of [0, 7, 999, 1000, 12450, 1234567.891, 2500.5, 0.1 + 0.2, 1.005, 2.675, 99.995, 0.004, 1e15, -5.5]) {
      expect(formatNumber(value)).toBe(intlAmount.format(value));
    }
    expect(formatPKR(-1234.5)).toBe('-PKR 1,234.50');
    // Intl writes '-0' here; a minus sign on nothing is noise.
    expect(formatNumber(-0.001)).toBe('0');
  });

  it('write every month as en-GB does, in Pakistan time', () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2025, month, month + 1, month, month * 5));
      expect(formatDate(date)).toBe(intlDate.format(date));
      expect(formatDateTime(date)).toBe(intlDateTime.format(date));
      expect(formatIsoDate(date)).toBe(`2025-${String(month + 1).padStart(2, '0')}-${String(month + 1).padStart(2, '0')}`);
    }
    expect(formatDate('not a date')).toBe('');
  });

  it("show Pakistan's day and time whatever the device's zone, as the server's CSV export does", () => {
    // 20:30 UTC on 10 March is 01:30 on 11 March in Pakistan: the list, the order page and the export agree.
    expect(formatDate('2025-03-10T20:30:00Z')).toBe('11 Mar 2025');
    expect(formatDateTime('2025-03-10T20:30:00Z')).toBe('11 Mar 2025, 01:30');
    expect(formatIsoDate('2025-03-10T20:30:00Z')).toBe('2025-03-11');
    expect(formatDate('2025-12-31T18:59:59Z')).toBe('31 Dec 2025');
    expect(formatDate('2025-12-31T19:00:00Z')).toBe('1 Jan 2026');
  });
});
