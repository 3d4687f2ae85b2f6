import { pluralize } from '../components/pluralize';
import { Alert, Button, Flex, Input, Modal, Progress, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  BATCH_FAILED,
  BATCH_FAILED_TITLE,
  BATCH_MAX_URLS,
  BATCH_NO_URLS,
  BATCH_NO_URLS_TITLE,
  extractBatchUrls,
} from '@gems/contracts';
import { errorMessage } from '../api/client';
import { fetchMe } from '../auth/auth-api';
import { useAuth } from '../auth/use-auth';
import { useToast } from '../feedback/use-toast';
import { batchImport } from './imports-api';

type RowStatus = 'ready' | 'pending' | 'success' | 'failed';
interface Row {
  url: string;
  status: RowStatus;
  message?: string;
}

const BADGE: Record<RowStatus, { text: string; color: string }> = {
  ready: { text: 'Ready', color: 'default' },
  pending: { text: 'Importing…', color: 'processing' },
  success: { text: 'Success', color: 'success' },
  failed: { text: 'Failed', color: 'error' },
};
/** URLs per request: rows turn from pending to their result a handful at a time. */
const CHUNK = 5;
const RESET_MS = 300;

const importLabel = (n: number) => (n === 0 ? 'Import' : n === 1 ? 'Import 1 gem' : `Import ${n} gems`);

/**
 * Spec 01's Batch Import Gems dialog: a text area of URLs (the first http(s) address of each
 * non-empty line), a preview with a Ready / Success / Failed badge per URL and an overall
 * progress bar. URLs go to POST /api/gems/batch a few at a time; each saved one stays saved
 * whatever happens to the rest.
 */
export function BatchImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const [rows, setRows] = useState<Row[] | null>(null);
  const [running, setRunning] = useState(false);
  const { isAuthenticated } = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();

  const urls = useMemo(() => extractBatchUrls(text), [text]);
  const shown: Row[] = rows ?? urls.map((url) => ({ url, status: 'ready' }));
  const settled = shown.filter((r) => r.status === 'success' || r.status === 'failed').length;
  const finished = rows !== null && !running;

  useEffect(() => {
    if (open) return;
    // Spec 01 §4 resets the add dialog 300 ms after closing; the batch dialog does the same.
    const timer = setTimeout(() => {
      setText('');
      setRows(null);
    }, RESET_MS);
    return () => clearTimeout(timer);
  }, [open]);

  async function run() {
    if (!urls.length) return toast.error(BATCH_NO_URLS_TITLE, BATCH_NO_URLS);
    if (!isAuthenticated) return toast.error('Please log in');
    // Spec 01 §5: a live session check before importing.
    if (!(await fetchMe())) return toast.error('Authentication expired', 'Please log in again.');
    const all: Row[] = urls.map((url) => ({ url, status: 'ready' }));
    setRows(all);
    setRunning(true);
    let failures = 0;
    try {
      for (let at = 0; at < all.length; at += CHUNK) {
        const slice = all.slice(at, at + CHUNK);
        const mark = (update: (row: Row, i: number) => Row) =>
          setRows((current) =>
            (current ?? all).map((row, i) => (i >= at && i < at + slice.length ? update(row, i - at) : row)),
          );
        mark((row) => ({ ...row, status: 'pending' }));
        try {
          const answer = await batchImport(slice.map((r) => r.url));
          failures += answer.results.filter((r) => r.status !== 'created').length;
          mark((row, i) => {
            const result = answer.results[i];
            return result?.status === 'created'
              ? { ...row, status: 'success' }
              : { ...row, status: 'failed', message: result?.message ?? BATCH_FAILED };
          });
        } catch (error) {
          failures += slice.length;
          const message = errorMessage(error, BATCH_FAILED);
          mark((row) => ({ ...row, status: 'failed', message }));
          if (at === 0) toast.error(BATCH_FAILED_TITLE, message);
        }
      }
    } finally {
      setRunning(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['gems'] }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]);
    }
    const saved = all.length - failures;
    if (saved > 0) toast.success('Import complete', `${saved} of ${pluralize(all.length, 'gem')} imported`);
  }

  return (
    <Modal
      open={open}
      onCancel={running ? undefined : onClose}
      closable={!running}
      maskClosable={!running}
      title="Batch Import Gems"
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose} disabled={running}>
            {finished ? 'Close' : 'Cancel'}
          </Button>
          {finished ? (
            <Button onClick={() => setRows(null)}>Import more</Button>
          ) : (
            <Button type="primary" onClick={run} loading={running}>
              {running ? 'Importing…' : importLabel(urls.length)}
            </Button>
          )}
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Paste links, one per line. Only the first web address on each line is used.
        </Typography.Text>
        <Input.TextArea
          aria-label="URLs to import"
          placeholder={'https://example.com/article\nhttps://example.org/recipe'}
          autoSize={{ minRows: 4, maxRows: 10 }}
          value={text}
          onChange={(e) => setText(e.target.value)}
          disabled={rows !== null}
        />
        {urls.length > BATCH_MAX_URLS * 4 ? (
          <Alert
            type="info"
            showIcon
            title="That is a long list. For a whole browser's bookmarks, use Import bookmarks file on the Import page."
          />
        ) : null}
        {shown.length ? (
          <>
            <Progress
              percent={shown.length ? Math.round((settled / shown.length) * 100) : 0}
              aria-label="Batch import progress"
              status={finished && shown.every((r) => r.status === 'failed') ? 'exception' : undefined}
            />
            <ul
              aria-label="Import preview"
              style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 300, overflowY: 'auto' }}
            >
              {shown.map((row, i) => (
                <li
                  key={`${i}-${row.url}`}
                  style={{
                    display: 'flex',
                    gap: 8,
                    alignItems: 'center',
                    padding: '6px 0',
                    borderBottom: '1px solid rgba(128,128,128,0.15)',
                  }}
                >
                  <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                    <Typography.Text ellipsis={{ tooltip: row.url }}>{row.url}</Typography.Text>
                    {row.status === 'failed' && row.message ? (
                      <Typography.Text type="danger" style={{ fontSize: 12 }}>
                        {row.message}
                      </Typography.Text>
                    ) : null}
                  </Flex>
                  <Tag
                    color={BADGE[row.status].color}
                    data-status={row.status}
                    style={{ marginInlineEnd: 0 }}
                  >
                    {BADGE[row.status].text}
                  </Tag>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Flex>
    </Modal>
  );
}
