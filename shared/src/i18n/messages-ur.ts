/**
 * Urdu for the messages made as English text (message-catalog.ts): the validation rules' messages
 * (validation/rules.ts), the labels they name, and the messages the browser itself makes. The server
 * translates its answers with the same catalog (server/src/platform/i18n/index.ts), so a rule's message reads
 * the same whether the form or the server caught the mistake. Plain TypeScript with a type import only.
 */
import type { MessageCatalog } from './message-catalog';

export const URDU_MESSAGES: MessageCatalog = {
  // Templates of validation/rules.ts
  '{label} is required': '{label} لازمی ہے',
  '{label} must be at most {max} characters': '{label} زیادہ سے زیادہ {max} حروف کا ہو سکتا ہے',
  '{label} must be a number of rupees with at most 2 decimals': '{label} روپوں میں لکھیں، اعشاریہ کے بعد زیادہ سے زیادہ 2 ہندسے',
  '{label} must be a whole number of 0 or more': '{label} 0 یا اس سے بڑا پورا عدد ہونا چاہیے',
  'Sales tax ({rate}%)': 'سیلز ٹیکس ({rate}%)',
  // MESSAGES of validation/rules.ts
  'Enter a valid email address': 'درست ای میل ایڈریس لکھیں',
  'Invalid email address': 'ای میل ایڈریس درست نہیں',
  'Enter a valid Pakistani phone number (e.g. 03001234567 or +923001234567)': 'درست پاکستانی فون نمبر لکھیں (مثلاً 03001234567 یا +923001234567)',
  'Enter a valid Pakistani phone number (e.g. 03001234567)': 'درست پاکستانی فون نمبر لکھیں (مثلاً 03001234567)',
  'ZIP code must be 5 digits (e.g. 54000)': 'زپ کوڈ 5 ہندسوں کا ہونا چاہیے (مثلاً 54000)',
  'NTN must be 7 digits, a dash and a check digit (e.g. 1234567-8)': 'این ٹی این میں 7 ہندسے، ایک ڈیش اور ایک چیک ہندسہ ہوتا ہے (مثلاً 1234567-8)',
  'Password must be at least 8 characters': 'پاس ورڈ کم از کم 8 حروف کا ہونا چاہیے',
  'Password must be at most 128 characters': 'پاس ورڈ زیادہ سے زیادہ 128 حروف کا ہو سکتا ہے',
  'Password must contain at least one letter and one digit': 'پاس ورڈ میں کم از کم ایک حرف اور ایک ہندسہ ہونا چاہیے',
  'SKU may contain only letters, digits, dot, dash, underscore or slash (max 64)':
    'SKU میں صرف حروف، ہندسے، نقطہ، ڈیش، انڈر اسکور یا سلیش ہو سکتے ہیں (زیادہ سے زیادہ 64)',
  'Selling price must be greater than 0': 'قیمتِ فروخت 0 سے زیادہ ہونی چاہیے',
  'Sales tax rate must be a percentage from 0 to 100 with at most 2 decimals (e.g. 17)':
    'سیلز ٹیکس کی شرح 0 سے 100 تک فیصد میں لکھیں، اعشاریہ کے بعد زیادہ سے زیادہ 2 ہندسے (مثلاً 17)',
  // Messages the browser makes (api/api-error.ts, api/api-client.ts, session/session.ts)
  'Something went wrong on our side, please try again': 'ہماری طرف کوئی خرابی ہو گئی، براہ کرم دوبارہ کوشش کریں',
  'Session expired': 'سیشن ختم ہو گیا، دوبارہ سائن اِن کریں',
  'Login failed: No token received': 'سائن اِن نہیں ہو سکا: سرور سے ٹوکن نہیں ملا',
  'Request failed with status {status}': 'درخواست پوری نہیں ہو سکی (اسٹیٹس {status})',
  // PERMISSION_AREA_WORDS of validation/rules.ts
  'the product catalog': 'پروڈکٹ کیٹلاگ',
  'pricing and offers': 'قیمتوں اور آفرز',
  documents: 'ڈاکیومنٹس',
  orders: 'آرڈرز',
  logistics: 'لاجسٹکس',
  'payments and financing': 'ادائیگیوں اور فنانسنگ',
  'support tickets': 'سپورٹ ٹکٹس',
  'the team': 'ٹیم',
  'company settings': 'کمپنی سیٹنگز',
  // Labels the rules' templates name
  Password: 'پاس ورڈ',
  Email: 'ای میل',
  'First name': 'پہلا نام',
  'Last name': 'آخری نام',
  'Company name': 'کمپنی کا نام',
  Phone: 'فون',
  City: 'شہر',
  Province: 'صوبہ',
  'ZIP code': 'زپ کوڈ',
  NTN: 'این ٹی این',
  'Company city': 'کمپنی کا شہر',
  'Company state': 'کمپنی کا صوبہ',
  'Company ZIP code': 'کمپنی کا زپ کوڈ',
  'NTN number': 'این ٹی این نمبر',
  'Street address': 'گلی / سڑک کا پتہ',
  'Current password': 'موجودہ پاس ورڈ',
  'New password': 'نیا پاس ورڈ',
  'Confirm password': 'پاس ورڈ دوبارہ لکھنا',
  'Product name': 'پروڈکٹ کا نام',
  SKU: 'SKU',
  Category: 'کیٹیگری',
  'Selling price': 'قیمتِ فروخت',
  'Cost price': 'قیمتِ لاگت',
  'Stock quantity': 'اسٹاک کی مقدار',
  'Minimum order quantity': 'کم از کم آرڈر مقدار',
  Description: 'تفصیل',
  'Document type': 'ڈاکیومنٹ کی قسم',
  // Sign-up, reset and invitation forms (shell)
  'Passwords do not match': 'دونوں پاس ورڈ ایک جیسے نہیں',
  'You must agree to the terms to continue': 'آگے بڑھنے کے لیے شرائط سے اتفاق ضروری ہے',
};
