import { Button, Flex, List, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { describeEvent, signedPoints } from './describe-event';
import { useHistory } from './rewards-api';

/** Spec 02 §2 History: description, date and time, "View →" to the gem, signed points badge. */
export function HistoryTab() {
  const history = useHistory(true);
  return (
    <Flex vertical gap={12}>
      <List
        loading={history.isLoading}
        dataSource={history.items}
        locale={{ emptyText: 'No activity yet. Start earning points!' }}
        renderItem={(event) => (
          <List.Item
            data-testid="reward-event"
            extra={
              <Tag color={event.points > 0 ? 'green' : 'red'} style={{ marginInlineEnd: 0 }}>
                {signedPoints(event.points)}
              </Tag>
            }
          >
            <List.Item.Meta
              title={describeEvent(event)}
              description={
                <Flex gap={12} wrap>
                  <span>{new Date(event.createdAt).toLocaleString()}</span>
                  {typeof event.metadata?.reason === 'string' ? <span>{event.metadata.reason}</span> : null}
                  {event.entityType === 'gem' && event.entityId ? (
                    <Link to={`/gem/${event.entityId}`}>View →</Link>
                  ) : null}
                </Flex>
              }
            />
          </List.Item>
        )}
      />
      {history.hasNextPage ? (
        <Button onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
          Load more
        </Button>
      ) : null}
      {history.isError ? (
        <Typography.Text type="secondary">Could not load your history.</Typography.Text>
      ) : null}
    </Flex>
  );
}
