/** @jest-environment jsdom */
import '../test-support/jsdom-polyfills';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Account } from '@gems/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';
import { ToastProvider } from '../feedback/toast-provider';
import { installMatchMedia } from '../test-support/match-media';
import { ConnectedSignInCard } from './connected-sign-in-card';
import { DeleteAccountCard } from './delete-account-card';
import { PasswordCard } from './password-card';

const realFetch = globalThis.fetch;
beforeAll(() => {
  installMatchMedia();
  // antd's Flex/Card watch their size; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

const answer = (status: number, body: unknown) =>
  ({
    ok: status < 400,
    status,
    statusText: '',
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  }) as unknown as Response;

/** Answers every call with `reply` and keeps what was sent. */
function serve(reply: (method: string, path: string) => Response) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn<typeof fetch>().mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path: String(input), body });
    return reply(method, String(input));
  });
  return sent;
}

function show(children: ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter>{children}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const account = (over: Partial<Account>): Account =>
  ({
    id: 7,
    username: 'ana_curates',
    email: 'ana@example.com',
    walletAddress: null,
    emailVerified: true,
    hasPassword: true,
    socialConnected: false,
    pendingEmail: null,
    ...over,
  }) as Account;

describe('Connected sign-in', () => {
  it('will not disconnect the only way in, and says why', () => {
    show(<ConnectedSignInCard user={account({ hasPassword: false, socialConnected: true })} />);
    const button = screen.getByRole('button', { name: 'Disconnect provider' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('Add a password or a wallet before disconnecting your only way to sign in.'),
    ).toBeTruthy();
  });

  it('disconnects when a password remains', () => {
    show(<ConnectedSignInCard user={account({ socialConnected: true })} />);
    expect((screen.getByRole('button', { name: 'Disconnect provider' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('connects through the provider round trip', () => {
    show(<ConnectedSignInCard user={account({})} />);
    expect(screen.getByRole('link', { name: 'Connect a sign-in provider' }).getAttribute('href')).toBe(
      '/api/login?connect=1',
    );
  });
});

describe('Delete my account', () => {
  it('asks an account without a password for its username, exactly, then deletes it', async () => {
    const sent = serve(() => answer(204, undefined));
    show(<DeleteAccountCard user={account({ hasPassword: false })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByRole('link', { name: 'Download my gems (JSON)' }).getAttribute('href')).toBe(
      '/api/exports/gems.json',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;
    const field = within(dialog).getByLabelText('Type your username (ana_curates) to confirm');
    fireEvent.change(field, { target: { value: 'ana_curate' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'ana_curates' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'DELETE',
      path: '/api/auth/me',
      body: { confirmUsername: 'ana_curates' },
    });
  });

  it("shows the server's refusal in the dialog", async () => {
    serve(() => answer(400, { message: 'Password is incorrect' }));
    show(<DeleteAccountCard user={account({})} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Password is incorrect')).toBeTruthy();
  });
});

describe('Change password', () => {
  it('puts a wrong current password under its field, and asks for it before calling', async () => {
    const sent = serve(() => answer(400, { message: 'Current password is incorrect' }));
    show(<PasswordCard user={account({})} />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'secret-2' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'secret-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/auth/password',
      body: { currentPassword: 'wrong', password: 'secret-2', confirmPassword: 'secret-2' },
    });
  });

  it('lets an account without a password set one only when it has an e-mail address', () => {
    show(<PasswordCard user={account({ hasPassword: false, email: null })} />);
    expect(screen.getByText(/Add an e-mail address before setting a password/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set a password' })).toBeNull();
  });
});
