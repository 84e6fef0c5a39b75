import { formatPKR, formatPKRWhole } from '../format';

describe('formatPKR: exact amounts', () => {
  it('writes both paisa digits when there are paisa, none on whole rupees', () => {
    expect(formatPKR(2500.5)).toBe('PKR 2,500.50');
    expect(formatPKR(721012645.86)).toBe('PKR 721,012,645.86');
    expect(formatPKR(12500)).toBe('PKR 12,500');
    expect(formatPKR(0.05)).toBe('PKR 0.05');
  });

  it('puts the minus before PKR and never writes a minus on nothing', () => {
    expect(formatPKR(-1234.5)).toBe('-PKR 1,234.50');
    expect(formatPKR(-0.001)).toBe('PKR 0');
  });

  it('writes PKR 0 for no amount', () => {
    expect(formatPKR(null)).toBe('PKR 0');
    expect(formatPKR(undefined)).toBe('PKR 0');
    expect(formatPKR('not a number')).toBe('PKR 0');
  });
});

describe('formatPKRWhole: cards and summaries', () => {
  it('rounds to whole rupees with thousands separators', () => {
    expect(formatPKRWhole(721012645.86)).toBe('PKR 721,012,646');
    expect(formatPKRWhole(24691.34)).toBe('PKR 24,691');
    expect(formatPKRWhole(1234567)).toBe('PKR 1,234,567');
    expect(formatPKRWhole('98000.4')).toBe('PKR 98,000');
  });

  it('rounds half a rupee away from zero', () => {
    expect(formatPKRWhole(0.5)).toBe('PKR 1');
    expect(formatPKRWhole(2.5)).toBe('PKR 3');
    expect(formatPKRWhole(1234.49)).toBe('PKR 1,234');
    expect(formatPKRWhole(-0.5)).toBe('-PKR 1');
    expect(formatPKRWhole(-1234.5)).toBe('-PKR 1,235');
    expect(formatPKRWhole(999.5)).toBe('PKR 1,000');
  });

  it('never writes a minus on nothing, and PKR 0 for no amount', () => {
    expect(formatPKRWhole(-0.4)).toBe('PKR 0');
    expect(formatPKRWhole(0)).toBe('PKR 0');
    expect(formatPKRWhole(null)).toBe('PKR 0');
    expect(formatPKRWhole(undefined)).toBe('PKR 0');
  });
});
