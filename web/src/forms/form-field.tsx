import { Form } from 'antd';
import type { ReactNode } from 'react';

/** A labelled field that shows its validation message (or the server's) under the input. */
export function FormField({
  label,
  htmlFor,
  error,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Form.Item label={label} htmlFor={htmlFor} validateStatus={error ? 'error' : ''} help={error}>
      {children}
    </Form.Item>
  );
}
