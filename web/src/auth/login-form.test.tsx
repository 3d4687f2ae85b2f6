/** @jest-environment jsdom */
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Login } from '@gems/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../api/client';
import { installMatchMedia } from '../test-support/match-media';
import { LoginForm } from './login-form';

beforeAll(() => installMatchMedia());
afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /sign in/i }));

describe('LoginForm', () => {
  it("shows the spec's messages and does not call the server for invalid input", async () => {
    const onSubmit = jest.fn<(v: Login) => Promise<unknown>>();
    render(<LoginForm onSubmit={onSubmit} submitting={false} />);
    type('Email', 'not-an-email');
    submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field message once that field is edited', async () => {
    render(<LoginForm onSubmit={jest.fn<(v: Login) => Promise<unknown>>()} submitting={false} />);
    submit();
    await screen.findByText('Password is required');
    type('Password', 'secret');
    await waitFor(() => expect(screen.queryByText('Password is required')).toBeNull());
  });

  it('submits the normalised values', async () => {
    const onSubmit = jest.fn<(v: Login) => Promise<unknown>>().mockResolvedValue(undefined);
    render(<LoginForm onSubmit={onSubmit} submitting={false} />);
    type('Email', '  Ana@Example.COM ');
    type('Password', 'secret');
    submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secret' }),
    );
  });

  it("shows the server's message in the inline box", async () => {
    const onSubmit = jest
      .fn<(v: Login) => Promise<unknown>>()
      .mockRejectedValue(new ApiError(401, 'Invalid email or password'));
    render(<LoginForm onSubmit={onSubmit} submitting={false} />);
    type('Email', 'ana@example.com');
    type('Password', 'wrong');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
  });

  it('falls back to "An unknown error occurred"', async () => {
    const onSubmit = jest.fn<(v: Login) => Promise<unknown>>().mockRejectedValue(undefined);
    render(<LoginForm onSubmit={onSubmit} submitting={false} />);
    type('Email', 'ana@example.com');
    type('Password', 'wrong');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('An unknown error occurred');
  });

  it('reads "Signing in..." while the request runs', () => {
    render(<LoginForm onSubmit={jest.fn<(v: Login) => Promise<unknown>>()} submitting />);
    expect(screen.getByRole('button', { name: /signing in/i })).toBeTruthy();
  });
});
