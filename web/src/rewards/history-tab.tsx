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
            {/* An entry is a line of the history, not a section: text, not antd's h4 item title
                (a heading under the page's h2 that skipped a level). */}
            <Flex vertical gap={4} style={{ minWidth: 0 }}>
              <Typography.Text strong>{describeEvent(event)}</Typography.Text>
              <Flex gap={12} wrap>
                <Typography.Text type="secondary">
                  {new Date(event.createdAt).toLocaleString()}
                </Typography.Text>
                {typeof event.metadata?.reason === 'string' ? (
                  <Typography.Text type="secondary">{event.metadata.reason}</Typography.Text>
                ) : null}
                {event.entityType === 'gem' && event.entityId ? (
                  <Link to={`/gem/${event.entityId}`}>View →</Link>
                ) : null}
              </Flex>
            </Flex>
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
