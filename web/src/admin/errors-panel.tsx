import { Button, Empty, Flex, Switch, Table, Tag, Typography } from 'antd';
import type { ScraperError } from '@gems/contracts';
import { useState } from 'react';
import { useResolveError, useScraperErrors } from './admin-api';
import { ResolveDialog } from './resolve-dialog';

const TYPE_COLORS: Record<string, string> = {
  network: 'blue',
  parsing: 'purple',
  timeout: 'orange',
  blocked: 'red',
  other: 'default',
};

/** Errors: the scraper error log, newest first; repeated failures of a URL are one row. */
export function ErrorsPanel() {
  const [includeResolved, setIncludeResolved] = useState(false);
  const [resolving, setResolving] = useState<ScraperError | null>(null);
  const errors = useScraperErrors(includeResolved);
  const resolve = useResolveError();
  return (
    <Flex vertical gap={12}>
      <Flex align="center" gap={8}>
        <Switch id="include-resolved" checked={includeResolved} onChange={setIncludeResolved} />
        <label htmlFor="include-resolved">Include resolved</label>
      </Flex>
      <Table<ScraperError>
        rowKey="id"
        size="small"
        loading={errors.isLoading}
        dataSource={errors.data ?? []}
        locale={{ emptyText: <Empty description="No scraper errors" /> }}
        scroll={{ x: 800 }}
        expandable={{
          expandedRowRender: (row) => (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              <Typography.Text code>{row.errorStack ?? 'No stack recorded'}</Typography.Text>
              {row.notes && <div>Notes: {row.notes}</div>}
              {row.traceUrl && (
                <div>
                  <Typography.Link href={row.traceUrl} target="_blank" rel="noopener">
                    Open the trace of the last failure
                  </Typography.Link>
                </div>
              )}
            </Typography.Paragraph>
          ),
        }}
        columns={[
          {
            title: 'URL',
            dataIndex: 'url',
            render: (url: string) => (
              <Typography.Text ellipsis style={{ maxWidth: 260 }}>
                {url}
              </Typography.Text>
            ),
          },
          { title: 'Domain', dataIndex: 'domain' },
          {
            title: 'Type',
            dataIndex: 'errorType',
            render: (t: string) => <Tag color={TYPE_COLORS[t]}>{t}</Tag>,
          },
          { title: 'Message', dataIndex: 'errorMessage' },
          { title: 'Count', dataIndex: 'count', align: 'right' },
          {
            title: 'Last seen',
            dataIndex: 'timestamp',
            render: (at: string) => new Date(at).toLocaleString(),
          },
          {
            title: 'Status',
            render: (_, row) =>
              row.resolved ? (
                <Tag color="green">Resolved</Tag>
              ) : (
                <Button size="small" onClick={() => setResolving(row)}>
                  Resolve
                </Button>
              ),
          },
        ]}
      />
      <ResolveDialog
        open={resolving !== null}
        title="Resolve the errors of this URL"
        subject={resolving ? <ResolveSubject error={resolving} /> : null}
        pending={resolve.isPending}
        onCancel={() => setResolving(null)}
        onResolve={(notes) =>
          resolve.mutate({ id: resolving!.id, notes }, { onSuccess: () => setResolving(null) })
        }
      />
    </Flex>
  );
}

/** The group is one URL's failures: the dialog names that URL (not its whole domain). */
function ResolveSubject({ error }: { error: ScraperError }) {
  return (
    <Typography.Paragraph>
      {error.count === 1 ? 'The failure' : `All ${error.count} failures`} of{' '}
      <Typography.Text code style={{ overflowWrap: 'anywhere' }} data-testid="resolve-url">
        {error.url}
      </Typography.Text>{' '}
      {error.count === 1 ? 'is' : 'are'} marked resolved; other pages of {error.domain} stay as they are.
    </Typography.Paragraph>
  );
}
