/** @jest-environment jsdom */
import '../test-support/jsdom-polyfills';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastProvider } from '../feedback/toast-provider';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';
import { installMatchMedia } from '../test-support/match-media';
import { SignupDialog } from './signup-dialog';

const realFetch = globalThis.fetch;
beforeAll(() => installMatchMedia());
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

function renderDialog(onComplete = jest.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter>
          <SignupDialog open onClose={() => undefined} onComplete={onComplete} />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return onComplete;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submitButton = () => screen.getByRole('button', { name: /create account/i });

describe('SignupDialog', () => {
  it('keeps Create Account disabled until all three fields are filled', () => {
    renderDialog();
    expect(screen.getByText('Save your gem!')).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    type('Username', 'ana');
    type('Email address', 'ana@example.com');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    type('Password', 'secret1');
    expect(submitButton().hasAttribute('disabled')).toBe(false);
  });

  it('asks for the missing fields when one is only spaces', async () => {
    renderDialog();
    type('Username', '   ');
    type('Email address', 'ana@example.com');
    type('Password', 'secret1');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Missing fields')).toBeTruthy();
    expect(screen.getByText('Please fill in all required fields.')).toBeTruthy();
  });

  it('explains a registered email under the email field', async () => {
    // jsdom has no fetch or Response: answer with the few members the API client reads.
    const conflict = { message: 'A user with this email already exists' };
    globalThis.fetch = jest.fn<typeof fetch>().mockImplementation(
      async (input) =>
        ({
          ok: false,
          status: String(input).startsWith('/api/auth/register') ? 409 : 401,
          statusText: '',
          headers: new Headers({ 'Content-Type': 'application/json' }),
          text: async () => JSON.stringify(conflict),
        }) as unknown as Response,
    );
    const onComplete = renderDialog();
    type('Username', 'ana');
    type('Email address', 'ana@example.com');
    type('Password', 'secret1');
    fireEvent.click(submitButton());
    expect(await screen.findByText('This email is already registered. Try logging in instead.')).toBeTruthy();
    await waitFor(() => expect(onComplete).not.toHaveBeenCalled());
  });
});
