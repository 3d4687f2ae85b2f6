import type { FollowRequest } from '@gems/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage } from '../api/client';
import { useToast } from '../feedback/use-toast';
import { timeAgo } from '../social/relative-time';
import { decideRequest, incomingRequestsRequest, socialKeys } from '../social/social-api';

/**
 * The profile owner's pending follow requests with Accept / Decline (the spec shows the list
 * call only; accept and decline are social's POST /api/follow-requests/{userId}/accept|decline).
 * Shows nothing when no one is waiting.
 */
export function FollowRequestsCard({ ownerId }: { ownerId: number }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const requests = useQuery({ queryKey: socialKeys.requests, queryFn: incomingRequestsRequest });
  const decide = useMutation({
    mutationFn: ({ from, decision }: { from: number; decision: 'accept' | 'decline' }) =>
      decideRequest(from, decision),
    onSuccess: async (_answer, { decision, from }) => {
      const who = requests.data?.find((r) => r.fromUserId === from)?.fromUser?.username ?? 'They';
      toast.success(decision === 'accept' ? `${who} now follows you` : 'Request declined');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: socialKeys.requests }),
        queryClient.invalidateQueries({ queryKey: socialKeys.follow(ownerId) }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]);
    },
    onError: (err) => toast.error('Failed to update follow status', errorMessage(err)),
  });

  if (requests.isError) return null; // The owner's page still works; the Connections dialog shows the error.
  if (!requests.data || requests.data.length === 0) return null;
  return (
    <Card title={`Follow requests (${requests.data.length})`}>
      <Flex
        vertical
        gap={12}
        component="ul"
        aria-label="Follow requests"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {requests.data.map((request) => (
          <RequestRow
            key={request.id}
            request={request}
            busy={decide.isPending && decide.variables?.from === request.fromUserId}
            onDecide={(decision) => decide.mutate({ from: request.fromUserId, decision })}
          />
        ))}
      </Flex>
    </Card>
  );
}

function RequestRow({
  request,
  busy,
  onDecide,
}: {
  request: FollowRequest;
  busy: boolean;
  onDecide: (d: 'accept' | 'decline') => void;
}) {
  const name = request.fromUser?.username ?? `User ${request.fromUserId}`;
  return (
    <Flex component="li" gap={12} align="center" wrap aria-label={`Follow request from ${name}`}>
      <Avatar src={request.fromUser?.profileImageUrl ?? undefined} alt="">
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Flex vertical style={{ flex: 1, minWidth: 120 }}>
        {request.fromUser ? (
          <Link to={`/profile/${encodeURIComponent(name)}`}>{name}</Link>
        ) : (
          <Typography.Text>{name}</Typography.Text>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          asked to follow you {timeAgo(request.createdAt)}
        </Typography.Text>
      </Flex>
      <Flex gap={8}>
        <Button type="primary" size="small" loading={busy} onClick={() => onDecide('accept')}>
          Accept
        </Button>
        <Button size="small" disabled={busy} onClick={() => onDecide('decline')}>
          Decline
        </Button>
      </Flex>
    </Flex>
  );
}
