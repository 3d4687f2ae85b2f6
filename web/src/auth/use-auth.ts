import type { Account, Login } from '@gems/contracts';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../api/client';
import { useToast } from '../feedback/use-toast';
import {
  ME_QUERY_KEY,
  fetchMe,
  loginRequest,
  logoutRequest,
  registerRequest,
  type RegisterInput,
} from './auth-api';

const AUTH_MUTATION = ['auth'] as const;

export interface AuthState {
  /** The signed-in account with its sign-in facts (issue 32), or null. */
  user: Account | null;
  isAuthenticated: boolean;
  /** Spec 01 §4: true during the first session check and while login, register or logout run. */
  isLoading: boolean;
  /** True only until the first session check has answered (route guards wait on this). */
  isCheckingSession: boolean;
}

export function useAuth(): AuthState {
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe });
  const running = useIsMutating({ mutationKey: AUTH_MUTATION });
  const user = me.data ?? null;
  return {
    user,
    isAuthenticated: user !== null,
    isLoading: me.isPending || running > 0,
    isCheckingSession: me.isPending,
  };
}

export function useLogin() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationKey: [...AUTH_MUTATION, 'login'],
    mutationFn: (input: Login) => loginRequest(input),
    onSuccess: (user) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      toast.success('Login successful', `Welcome back, ${user.username}!`);
      // The sign-in answer is the user; "me" adds the account's facts (e-mail verified, password …).
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
    onError: (err) => toast.error('Login failed', errorMessage(err, 'Please check your credentials')),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationKey: [...AUTH_MUTATION, 'register'],
    mutationFn: ({ input, referralCode }: { input: RegisterInput; referralCode?: string | null }) =>
      registerRequest(input, referralCode),
    onSuccess: async (user) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      toast.success('Registration successful', `Welcome to Gems, ${user.username}!`);
      // Spec 01 §7: the me query is refreshed after registering.
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
    onError: (err) =>
      toast.error('Registration failed', errorMessage(err, 'Please try again with different credentials')),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationKey: [...AUTH_MUTATION, 'logout'],
    mutationFn: logoutRequest,
    onSuccess: () => {
      // Discard every cached answer; "me" is kept as a known "signed out" so nothing refetches it.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
      queryClient.setQueryData(ME_QUERY_KEY, null);
      toast.success('Logged out', 'You have been successfully logged out');
    },
    onError: () => toast.error('Logout failed', 'Something went wrong'),
  });
}
