import { Avatar, Button, Flex, List, Tag, Typography } from 'antd';
import { useLeaderboard } from './rewards-api';

const MEDALS = ['#d4a017', '#9ea7b3', '#b87333'];

/** Spec 02 §2 Leaderboard "Top Users": rank (top three styled), name or "User {id}", "You", lifetime points. */
export function LeaderboardTab({ currentUserId }: { currentUserId: number }) {
  const board = useLeaderboard();
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        Top Users
      </Typography.Title>
      <List
        loading={board.isLoading}
        dataSource={board.items}
        locale={{ emptyText: 'No one has earned points yet.' }}
        renderItem={(entry) => (
          <List.Item
            data-testid="leaderboard-entry"
            extra={<Typography.Text strong>{entry.lifetimePoints} pts</Typography.Text>}
          >
            <Flex gap={12} align="center">
              <Avatar
                size="small"
                style={
                  entry.rank <= 3
                    ? { background: MEDALS[entry.rank - 1], color: '#fff', fontWeight: 700 }
                    : { background: 'transparent', color: 'inherit' }
                }
              >
                {entry.rank}
              </Avatar>
              <span>{entry.username ?? `User ${entry.userId}`}</span>
              {entry.userId === currentUserId ? <Tag color="blue">You</Tag> : null}
            </Flex>
          </List.Item>
        )}
      />
      {board.hasNextPage ? (
        <Button onClick={() => void board.fetchNextPage()} loading={board.isFetchingNextPage}>
          Load more
        </Button>
      ) : null}
    </Flex>
  );
}
