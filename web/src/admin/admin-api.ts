import type {
  AdminAction,
  ContentSummary,
  CostsOverview,
  CreateFeedback,
  Feedback,
  PublicUser,
  ScraperError,
  UsersSummary,
} from '@gems/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../api/client';
import { useToast } from '../feedback/use-toast';

/** The user list as an admin sees it: with the email address. */
export type AdminUser = PublicUser & { email?: string | null };

const admin = (...parts: unknown[]) => ['admin', ...parts] as const;

export const useUsersSummary = () =>
  useQuery({
    queryKey: admin('users-summary'),
    queryFn: () => api.get<UsersSummary>('/api/admin/users/summary'),
  });

export const useContentSummary = () =>
  useQuery({
    queryKey: admin('content-summary'),
    queryFn: () => api.get<ContentSummary>('/api/admin/content/summary'),
  });

/** The newest users first; `search` filters on email, username and names (the server's search). */
export const useAdminUsers = (search: string, limit = 100) =>
  useQuery({
    queryKey: admin('users', search, limit),
    queryFn: () =>
      api.get<AdminUser[]>(
        `/api/users?limit=${limit}${search ? `&search=${encodeURIComponent(search)}` : ''}`,
      ),
  });

export function useDeleteUser() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/admin/users/${String(id)}`),
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
      api.get<ScraperError[]>(`/api/admin/scraper-errors?includeResolved=${includeResolved}&limit=100`),
  });

export function useResolveError() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes: string }) =>
      api.post(`/api/admin/scraper-errors/${id}/resolve`, { notes }),
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
    queryFn: () => api.get<CostsOverview>(`/api/admin/costs/overview?from=${from}&to=${to}`),
  });

export function useSetPrice() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ key, cents }: { key: string; cents: number }) =>
      api.put(`/api/admin/costs/prices/${key}`, { cents }),
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
    queryFn: () => api.get<AdminAction[]>(`/api/admin/actions?limit=${limit}`),
  });

export const useFeedbackList = (includeResolved: boolean) =>
  useQuery({
    queryKey: admin('feedback', includeResolved),
    queryFn: () => api.get<Feedback[]>(`/api/admin/feedback?includeResolved=${includeResolved}&limit=100`),
  });

export function useResolveFeedback() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, notes }: { id: number; notes: string }) =>
      api.post(`/api/admin/feedback/${id}/resolve`, { notes }),
    onSuccess: async () => {
      toast.success('Feedback resolved');
      await client.invalidateQueries({ queryKey: admin('feedback') });
    },
    onError: (err) => toast.error('Failed to resolve feedback', errorMessage(err)),
  });
}

export const sendFeedback = (input: CreateFeedback) => api.post<Feedback>('/api/feedback', input);
