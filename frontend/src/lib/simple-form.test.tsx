import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSimpleForm } from './simple-form';

/** A two-field form as the sign-in page builds it, showing each field's error under it. */
function TwoFields({ onValid }: { onValid: (values: { email: string; password: string }) => void }) {
  const form = useSimpleForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (value.includes('@') ? null : 'Enter an email'),
      password: (value, values) => (value ? (value === values.email ? 'Not your email' : null) : 'Enter a password'),
    },
  });
  return (
    <form onSubmit={form.onSubmit(onValid)} noValidate>
      <input aria-label="Email" {...form.getInputProps('email')} />
      {form.errors.email && <p>{form.errors.email}</p>}
      <input aria-label="Password" {...form.getInputProps('password')} />
      {form.errors.password && <p>{form.errors.password}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useSimpleForm', () => {
  it('runs every rule on submit and sends nothing while one fails', () => {
    const onValid = vi.fn();
    render(<TwoFields onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter an email')).toBeInTheDocument();
    expect(screen.getByText('Enter a password')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('clears a field’s error when that field changes, and only that one', () => {
    render(<TwoFields onValid={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a' } });
    expect(screen.queryByText('Enter an email')).not.toBeInTheDocument();
    expect(screen.getByText('Enter a password')).toBeInTheDocument();
  });

  it('gives a rule all the values, and hands the valid values to the submit handler', () => {
    const onValid = vi.fn();
    render(<TwoFields onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sam@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'sam@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Not your email')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret.2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'sam@example.org', password: 'Secret.2026' });
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.org');
  });
});
