import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { errorMessage } from '../api/client';
import { useToast } from '../feedback/use-toast';
import { applyNotificationChange, unreadAfter, type NotificationChange } from './notification-text';
import {
  deleteNotificationRequest,
  markAllReadRequest,
  markReadRequest,
  notificationKeys,
  notificationsPageRequest,
  type NotificationPage,
} from './notifications-api';

type Pages = InfiniteData<NotificationPage, string | null>;

/** The signed-in user's notifications, page after page. */
export function useNotifications() {
  const query = useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) => notificationsPageRequest(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { ...query, items };
}

const FAILURES: Record<NotificationChange['kind'], string> = {
  read: 'Failed to mark the notification as read',
  'all-read': 'Failed to mark all notifications as read',
  delete: 'Failed to delete the notification',
};

/**
 * Mark one read, mark all read, delete: shown at once (list and unread count), put back if the
 * server refuses, and the count is refreshed from the server afterwards.
 */
export function useNotificationChange() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (change: NotificationChange) =>
      change.kind === 'read'
        ? markReadRequest(change.id)
        : change.kind === 'all-read'
          ? markAllReadRequest()
          : deleteNotificationRequest(change.id),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list });
      const before = queryClient.getQueryData<Pages>(notificationKeys.list);
      const count = queryClient.getQueryData<{ count: number }>(notificationKeys.count);
      if (before) {
        const loaded = before.pages.flatMap((page) => page.items);
        if (count)
          queryClient.setQueryData(notificationKeys.count, {
            count: unreadAfter(count.count, loaded, change),
          });
        queryClient.setQueryData<Pages>(notificationKeys.list, {
          ...before,
          pages: before.pages.map((page) => ({
            ...page,
            items: applyNotificationChange(page.items, change),
          })),
        });
      }
      return { before, count };
    },
    onError: (err, change, context) => {
      if (context?.before) queryClient.setQueryData(notificationKeys.list, context.before);
      if (context?.count) queryClient.setQueryData(notificationKeys.count, context.count);
      toast.error(FAILURES[change.kind], errorMessage(err));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.count }),
  });
}
