import * as yup from 'yup';
import { lazyYupValidate } from '../lazy-yup-validate';

const schema = yup.object({ email: yup.string().required('Email is required'), age: yup.number().min(18, 'Too young') });

test('loads the schema once, on first use, and answers with formik errors', async () => {
  const load = jest.fn().mockResolvedValue(schema);
  const validate = lazyYupValidate<{ email: string; age: number }>(load);
  expect(load).not.toHaveBeenCalled();
  await expect(validate({ email: '', age: 12 })).resolves.toEqual({ email: 'Email is required', age: 'Too young' });
  await expect(validate({ email: 'a@b.pk', age: 30 })).resolves.toEqual({});
  expect(load).toHaveBeenCalledTimes(1);
});

test('a schema that failed to download is fetched again at the next validation', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(schema);
  const validate = lazyYupValidate<{ email: string; age: number }>(load);
  await expect(validate({ email: '', age: 20 })).rejects.toThrow('offline');
  await expect(validate({ email: '', age: 20 })).resolves.toEqual({ email: 'Email is required' });
  expect(load).toHaveBeenCalledTimes(2);
});
