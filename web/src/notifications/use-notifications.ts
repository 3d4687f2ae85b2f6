import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../api/client';
import { useToast } from '../feedback/use-toast';
import { applyNotificationChange, unreadIn } from './notification-text';
import {
  deleteNotificationRequest,
  markAllReadRequest,
  markReadRequest,
  notificationKeys,
  notificationsRequest,
  type ListedNotification,
} from './notifications-api';

export function useNotifications(enabled: boolean) {
  return useQuery({ queryKey: notificationKeys.list, queryFn: notificationsRequest, enabled });
}

type Change = { kind: 'read'; id: number } | { kind: 'all-read' } | { kind: 'delete'; id: number };

const FAILURES: Record<Change['kind'], string> = {
  read: 'Failed to mark the notification as read',
  'all-read': 'Failed to mark all notifications as read',
  delete: 'Failed to delete the notification',
};

/**
 * Mark one read, mark all read, delete: shown at once, put back if the server refuses, and the
 * menu's unread dot is refreshed from the server afterwards.
 */
export function useNotificationChange() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (change: Change) =>
      change.kind === 'read'
        ? markReadRequest(change.id)
        : change.kind === 'all-read'
          ? markAllReadRequest()
          : deleteNotificationRequest(change.id),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list });
      const before = queryClient.getQueryData<ListedNotification[]>(notificationKeys.list);
      if (before) {
        const after = applyNotificationChange(before, change);
        queryClient.setQueryData(notificationKeys.list, after);
        queryClient.setQueryData(notificationKeys.count, { count: unreadIn(after) });
      }
      return { before };
    },
    onError: (err, change, context) => {
      if (context?.before) queryClient.setQueryData(notificationKeys.list, context.before);
      toast.error(FAILURES[change.kind], errorMessage(err));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.count }),
  });
}
