/**
 * @jest-environment node
 */
import { MONEY_RE, NTN_RE, SKU_RE, WHOLE_NUMBER_RE, ZIP_RE, isPakistaniPhone, isStrongEnoughPassword, passwordRuleError, tooLongMessage } from '../rules';

describe('validation rules shared by the forms and the server', () => {
  it('takes Pakistani mobiles and landlines as people write them, and nothing else', () => {
    for (const ok of ['03001234567', '+923001234567', '0300-1234567', '0092 300 1234567', '042 35761234', '+92 21 34567890'])
      expect(isPakistaniPhone(ok)).toBe(true);
    for (const bad of ['', '3001234567', '+9230012345678', '1234567', '042 123', 'phone']) expect(isPakistaniPhone(bad)).toBe(false);
  });

  it('NTN, ZIP, SKU, rupees and whole numbers', () => {
    expect(NTN_RE.test('1234567-8')).toBe(true);
    expect(NTN_RE.test('12345678')).toBe(false);
    expect(ZIP_RE.test('54000')).toBe(true);
    expect(ZIP_RE.test('5400')).toBe(false);
    expect(SKU_RE.test('URE-50/KG_1.2')).toBe(true);
    expect(SKU_RE.test('-URE')).toBe(false);
    expect(SKU_RE.test('A'.repeat(65))).toBe(false);
    expect(MONEY_RE.exec('4650.5')?.slice(1)).toEqual(['4650', '5']);
    expect(MONEY_RE.test('4650.505')).toBe(false);
    expect(MONEY_RE.test('-1')).toBe(false);
    expect(WHOLE_NUMBER_RE.test('0')).toBe(true);
    expect(WHOLE_NUMBER_RE.test('1.5')).toBe(false);
  });

  it('names the first password rule broken, in the order the server checks them', () => {
    expect(passwordRuleError('')).toBe('Password is required');
    expect(passwordRuleError('ab1')).toBe('Password must be at least 8 characters');
    expect(passwordRuleError(`a1${'x'.repeat(127)}`)).toBe('Password must be at most 128 characters');
    expect(passwordRuleError('abcdefgh')).toBe('Password must contain at least one letter and one digit');
    expect(passwordRuleError('kissan2026')).toBeUndefined();
    expect(isStrongEnoughPassword('kissan2026')).toBe(true);
    expect(tooLongMessage('Company name', 200)).toBe('Company name must be at most 200 characters');
  });
});
