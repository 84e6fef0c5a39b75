import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { fieldProps } from '../field-props';

function NtnForm() {
  const formik = useFormik({
    initialValues: { ntn: '' },
    validationSchema: yup.object({ ntn: yup.string().matches(/^\d{7}-\d$/, 'NTN must look like 1234567-8') }),
    onSubmit: () => undefined,
  });
  return (
    <form>
      <TextField label="NTN Number" {...fieldProps(formik, 'ntn', 'As printed on your certificate')} />
      <button type="button">Next</button>
    </form>
  );
}

test('shows the hint until the field is touched, then its error, on a line that is always there', async () => {
  const { container } = render(<NtnForm />);
  expect(screen.getByText('As printed on your certificate')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('NTN Number'), '1234567');
  expect(screen.queryByText('NTN must look like 1234567-8')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));

  expect(await screen.findByText('NTN must look like 1234567-8')).toBeInTheDocument();
  expect(screen.getByLabelText('NTN Number')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('NTN Number')).toHaveValue('1234567');
  expect(container.querySelectorAll('.MuiFormHelperText-root')).toHaveLength(1);
});

test('an untouched field without a hint still reserves its helper line', () => {
  function Plain() {
    const formik = useFormik({ initialValues: { email: '' }, onSubmit: () => undefined });
    return <TextField label="Email" {...fieldProps(formik, 'email')} />;
  }
  const { container } = render(<Plain />);
  expect(container.querySelectorAll('.MuiFormHelperText-root')).toHaveLength(1);
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
});
