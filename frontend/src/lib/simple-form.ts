import { type FormEvent, useState } from 'react';

type Rule<V> = (value: string, values: V) => string | null;

/**
 * Form state for a small form of text fields, with the part of Mantine's `useForm` the sign-in page
 * uses: rules run on submit, an error clears when its field changes. The sign-in page is the first
 * page of nearly every visit, and the full form library would add a third to what it loads.
 */
export function useSimpleForm<V extends Record<string, string>>(options: { initialValues: V; validate: { [K in keyof V]?: Rule<V> } }) {
  const [values, setValues] = useState<V>(options.initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  const validate = (): boolean => {
    const found: Partial<Record<keyof V, string>> = {};
    for (const name of Object.keys(options.validate) as Array<keyof V>) {
      const message = options.validate[name]?.(values[name], values);
      if (message) found[name] = message;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  return {
    values,
    errors,
    validate,
    getInputProps: (name: keyof V) => ({
      value: values[name],
      onChange: (event: { currentTarget: { value: string } }) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      },
    }),
    onSubmit: (handler: (values: V) => unknown) => (event?: FormEvent) => {
      event?.preventDefault();
      if (validate()) void handler(values);
    },
  };
}
