import { hasMessage, translateMessage } from '../message-catalog';

const catalog = {
  '{label} is required': '{label} لازمی ہے',
  '{label} must be at most {max} characters': '{label} زیادہ سے زیادہ {max} حروف کا ہو سکتا ہے',
  'Order {number} is required': 'آرڈر {number} ضروری ہے',
  'First name': 'پہلا نام',
  Done: 'ہو گیا',
};

test('an exact entry wins', () => {
  expect(translateMessage('Done', catalog)).toBe('ہو گیا');
});

test('a template fills its placeholders, translating each value the catalog knows', () => {
  expect(translateMessage('First name is required', catalog)).toBe('پہلا نام لازمی ہے');
  expect(translateMessage('Street is required', catalog)).toBe('Street لازمی ہے');
  expect(translateMessage('First name must be at most 100 characters', catalog)).toBe('پہلا نام زیادہ سے زیادہ 100 حروف کا ہو سکتا ہے');
});

test('the template with more fixed text is tried first', () => {
  expect(translateMessage('Order ORD-1 is required', catalog)).toBe('آرڈر ORD-1 ضروری ہے');
});

test('a message without an entry comes back unchanged', () => {
  expect(translateMessage('Nothing matches this', catalog)).toBe('Nothing matches this');
  expect(hasMessage('Nothing matches this', catalog)).toBe(false);
  expect(hasMessage('Done', catalog)).toBe(true);
});
