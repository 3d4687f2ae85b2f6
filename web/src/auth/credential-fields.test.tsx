/** @jest-environment jsdom */
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { installMatchMedia } from '../test-support/match-media';
import { EmailField, PasswordField, PasswordFields } from './credential-fields';

beforeAll(() => installMatchMedia());
afterEach(cleanup);

describe('credential fields', () => {
  it('an e-mail field is labelled, autofills as e-mail and reports what is typed', () => {
    const onChange = jest.fn<(value: string) => void>();
    render(
      <Form>
        <EmailField id="x-email" label="Email address" value="" onChange={onChange} />
      </Form>,
    );
    const input = screen.getByLabelText('Email address');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('inputmode')).toBe('email');
    fireEvent.change(input, { target: { value: 'ana@example.com' } });
    expect(onChange).toHaveBeenCalledWith('ana@example.com');
  });

  it('a sign-in password asks for the saved one, a new password for a new one', () => {
    render(
      <Form>
        <PasswordField
          id="x-current"
          label="Current password"
          purpose="current"
          value=""
          onChange={() => {}}
        />
        <PasswordField id="x-new" purpose="new" value="" onChange={() => {}} />
      </Form>,
    );
    const current = screen.getByLabelText('Current password');
    expect(current.getAttribute('type')).toBe('password');
    expect(current.getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
  });

  it('shows its error under the field', () => {
    render(
      <Form>
        <PasswordField
          id="x-pw"
          purpose="new"
          value="short"
          error="Password must be at least 8 characters"
          onChange={() => {}}
        />
      </Form>,
    );
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
  });

  it('a new password comes with its confirmation, named for the form it is in', () => {
    const onChange = jest.fn<(field: string, value: string) => void>();
    const empty = { password: '', confirmPassword: '' };
    render(
      <Form>
        <PasswordFields idPrefix="reset" values={empty} errors={{}} onChange={onChange} />
        <PasswordFields idPrefix="register" label="Password" values={empty} errors={{}} onChange={onChange} />
      </Form>,
    );
    expect(screen.getByLabelText('Confirm new password').id).toBe('reset-confirm-password');
    expect(screen.getByLabelText('Confirm password').id).toBe('register-confirm-password');
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'hunter22' } });
    expect(onChange).toHaveBeenCalledWith('confirmPassword', 'hunter22');
  });
});
