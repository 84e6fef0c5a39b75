import { ApiError } from '../api-error';
import { fieldErrorsOf } from '../field-errors';

test('keeps the messages of the given fields only', () => {
  const error = new ApiError('Invalid', 400, { name: 'Name is required', other: 'x', email: '' });
  expect(fieldErrorsOf(error, ['name', 'email'] as const)).toEqual({ name: 'Name is required' });
});

test('is empty for an error that is not an ApiError', () => {
  expect(fieldErrorsOf(new Error('boom'), ['name'])).toEqual({});
});
