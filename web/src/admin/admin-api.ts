import type { CreateFeedback, PublicUser } from '@gems/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../api/client';
import { call } from '../api/operations';
import { useToast } from '../feedback/use-toast';

/** The user list as an admin sees it: with the email address. */
export type AdminUser = PublicUser & { email?: string | null };

const admin = (...parts: unknown[]) => ['admin', ...parts] as const;

export const useUsersSummary = () =>
  useQuery({
    queryKey: admin('users-summary'),
    queryFn: () => call('getAdminUsersSummary'),
  });

export const useContentSummary = () =>
  useQuery({
    queryKey: admin('content-summary'),
    queryFn: () => call('getAdminContentSummary'),
  });

/** The newest users first; `search` filters on email, username and names (the server's search). */
export const useAdminUsers = (search: string, limit = 100) =>
  useQuery({
    queryKey: admin('users', search, limit),
    queryFn: () => call('getUsers', { query: { limit, search } }) as Promise<AdminUser[]>,
  });

export function useDeleteUser() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (id: number) => call('deleteAdminUsersId', { params: { id } }),
    onSuccess: async () => {
      toast.success('User deleted');
      await client.invalidateQueries({ queryKey: admin() });
    },
    onError: (err) => toast.error('Failed to delete user', errorMessage(err)),
  });
}

export const useScraperErrors = (includeResolved: boolean) =>
  useQuery({
    queryKey: admin('scraper-errors', includeResolved),
    queryFn: () =>
      call('getAdminScraperErrors', {
        query: { includeResolved: includeResolved ? 'true' : 'false', limit: 100 },
      }),
  });

export function useResolveError() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes: string }) =>
      call('postAdminScraperErrorsIdResolve', { params: { id }, body: { notes } }),
    onSuccess: async () => {
      toast.success('Error resolved');
      await client.invalidateQueries({ queryKey: admin('scraper-errors') });
    },
    onError: (err) => toast.error('Failed to resolve error', errorMessage(err)),
  });
}

export const useCosts = (from: string, to: string) =>
  useQuery({
    queryKey: admin('costs', from, to),
    queryFn: () => call('getAdminCostsOverview', { query: { from, to } }),
  });

export function useSetPrice() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ key, cents }: { key: string; cents: number }) =>
      call('putAdminCostsPricesKey', { params: { key }, body: { cents } }),
    onSuccess: async () => {
      toast.success('Price saved');
      await client.invalidateQueries({ queryKey: admin('costs') });
    },
    onError: (err) => toast.error('Failed to save the price', errorMessage(err)),
  });
}

/** The latest admin actions of every service (deleting users, rewards changes, prices, …). */
export const useAdminActions = (limit = 10) =>
  useQuery({
    queryKey: admin('actions', limit),
    queryFn: () => call('getAdminActions', { query: { limit } }),
  });

export const useFeedbackList = (includeResolved: boolean) =>
  useQuery({
    queryKey: admin('feedback', includeResolved),
    queryFn: () =>
      call('getAdminFeedback', {
        query: { includeResolved: includeResolved ? 'true' : 'false', limit: 100 },
      }),
  });

export function useResolveFeedback() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, notes }: { id: number; notes: string }) =>
      call('postAdminFeedbackIdResolve', { params: { id }, body: { notes } }),
    onSuccess: async () => {
      toast.success('Feedback resolved');
      await client.invalidateQueries({ queryKey: admin('feedback') });
    },
    onError: (err) => toast.error('Failed to resolve feedback', errorMessage(err)),
  });
}

export const sendFeedback = (input: CreateFeedback) => call('postFeedback', { body: input });
