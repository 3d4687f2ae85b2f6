import {
  zAdminAction,
  zCostsOverview,
  zFeedback,
  zPublicUser,
  zScraperError,
  type CreateFeedback,
} from '@gems/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, errorMessage } from '../api/client';
import { useToast } from '../feedback/use-toast';

const zUsersSummary = z.object({
  totalUsers: z.number(),
  newToday: z.number(),
  newThisWeek: z.number(),
  newThisMonth: z.number(),
  newLastMonth: z.number(),
});
const zContentSummary = z.object({
  totalGems: z.number(),
  gemsToday: z.number(),
  gemsThisWeek: z.number(),
  gemsThisMonth: z.number(),
  gemsLastMonth: z.number(),
  categories: z.number(),
  curators: z.number(),
  recent: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      domain: z.string(),
      categories: z.array(z.string()),
      userId: z.number(),
      createdAt: z.string(),
    }),
  ),
});
const zAdminUser = zPublicUser.extend({ email: z.string().nullable().optional() });
export type AdminUser = z.infer<typeof zAdminUser>;

const admin = (...parts: unknown[]) => ['admin', ...parts] as const;

export const useUsersSummary = () =>
  useQuery({
    queryKey: admin('users-summary'),
    queryFn: () => api.get('/api/admin/users/summary', { schema: zUsersSummary }),
  });

export const useContentSummary = () =>
  useQuery({
    queryKey: admin('content-summary'),
    queryFn: () => api.get('/api/admin/content/summary', { schema: zContentSummary }),
  });

/** The newest users first; `search` filters on email, username and names (the server's search). */
export const useAdminUsers = (search: string, limit = 100) =>
  useQuery({
    queryKey: admin('users', search, limit),
    queryFn: () =>
      api.get(`/api/users?limit=${limit}${search ? `&search=${encodeURIComponent(search)}` : ''}`, {
        schema: z.array(zAdminUser),
      }),
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
      api.get(`/api/admin/scraper-errors?includeResolved=${includeResolved}&limit=100`, {
        schema: z.array(zScraperError),
      }),
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
    queryFn: () => api.get(`/api/admin/costs/overview?from=${from}&to=${to}`, { schema: zCostsOverview }),
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
    queryFn: () => api.get(`/api/admin/actions?limit=${limit}`, { schema: z.array(zAdminAction) }),
  });

export const useFeedbackList = (includeResolved: boolean) =>
  useQuery({
    queryKey: admin('feedback', includeResolved),
    queryFn: () =>
      api.get(`/api/admin/feedback?includeResolved=${includeResolved}&limit=100`, {
        schema: z.array(zFeedback),
      }),
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

export const sendFeedback = (input: CreateFeedback) =>
  api.post('/api/feedback', input, { schema: zFeedback });
