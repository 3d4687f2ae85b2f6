import { pluralize } from '../components/pluralize';
import { Alert, Button, Flex, Input, Modal, Progress, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  BATCH_CONCURRENCY,
  BATCH_FAILED,
  BATCH_FAILED_TITLE,
  BATCH_MAX_URLS,
  BATCH_NO_URLS,
  BATCH_NO_URLS_TITLE,
  extractBatchUrls,
  type BatchItemResult,
} from '@gems/contracts';
import { errorMessage } from '../api/client';
import { fetchMe } from '../auth/auth-api';
import { useAuth } from '../auth/use-auth';
import { useToast } from '../feedback/use-toast';
import { useAddGem } from '../gems/add-gem-context';
import { BatchImportRow, isSettled, type Row } from './batch-import-row';
import { batchImport } from './imports-api';

/**
 * URLs per request: the server previews this many at once, so each group's rows turn from
 * "Fetching preview…" to their result as soon as the group is done.
 */
const CHUNK = BATCH_CONCURRENCY;
const RESET_MS = 300;
/** Under antd's default 1000: Add a New Gem, opened from a failed row, always shows above this. */
const BELOW_OTHER_DIALOGS = 999;

const importLabel = (n: number) => (n === 0 ? 'Import' : n === 1 ? 'Import 1 gem' : `Import ${n} gems`);

function rowOf(row: Row, result: BatchItemResult | undefined): Row {
  if (result?.status === 'created')
    return { ...row, status: 'success', gemId: result.gemId, title: result.title };
  if (result?.status === 'duplicate')
    return { ...row, status: 'duplicate', gemId: result.gemId, message: result.message };
  return { ...row, status: 'failed', message: result?.message ?? BATCH_FAILED };
}

function summaryOf(rows: Row[]): string {
  const count = (status: Row['status']) => rows.filter((r) => r.status === status).length;
  const parts = [`${count('success')} saved`];
  if (count('duplicate')) parts.push(`${count('duplicate')} already saved`);
  const open = count('failed') + count('handed');
  if (open) parts.push(`${open} failed`);
  if (count('skipped')) parts.push(`${count('skipped')} skipped`);
  return parts.join(' · ');
}

/**
 * Spec 01's Batch Import Gems dialog: a text area of URLs (the first http(s) address of each
 * non-empty line), a preview with a badge per URL and an overall progress bar. URLs go to POST
 * /api/gems/batch a few at a time, where each gets its page's preview from the scraper; each saved
 * one stays saved whatever happens to the rest. A link that could not be previewed is listed with
 * the scraper's message, to add by hand (Add a New Gem, prefilled) or skip.
 */
export function BatchImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const [rows, setRows] = useState<Row[] | null>(null);
  const [running, setRunning] = useState(false);
  const { isAuthenticated } = useAuth();
  const { openAddGem } = useAddGem();
  const toast = useToast();
  const queryClient = useQueryClient();

  const urls = useMemo(() => extractBatchUrls(text), [text]);
  const shown: Row[] = rows ?? urls.map((url) => ({ url, status: 'ready' }));
  const settled = shown.filter((r) => isSettled(r.status)).length;
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

  const update = (index: number, change: Partial<Row>) =>
    setRows((current) => current?.map((row, i) => (i === index ? { ...row, ...change } : row)) ?? null);

  async function run() {
    if (!urls.length) return toast.error(BATCH_NO_URLS_TITLE, BATCH_NO_URLS);
    if (!isAuthenticated) return toast.error('Please log in');
    // Spec 01 §5: a live session check before importing.
    if (!(await fetchMe())) return toast.error('Authentication expired', 'Please log in again.');
    const all: Row[] = urls.map((url) => ({ url, status: 'waiting' }));
    setRows(all);
    setRunning(true);
    let saved = 0;
    try {
      for (let at = 0; at < all.length; at += CHUNK) {
        const slice = all.slice(at, at + CHUNK);
        const mark = (change: (row: Row, i: number) => Row) =>
          setRows((current) =>
            (current ?? all).map((row, i) => (i >= at && i < at + slice.length ? change(row, i - at) : row)),
          );
        mark((row) => ({ ...row, status: 'pending' }));
        try {
          const answer = await batchImport(slice.map((r) => r.url));
          saved += answer.created;
          mark((row, i) => rowOf(row, answer.results[i]));
        } catch (error) {
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
    if (saved > 0) toast.success('Import complete', `${saved} of ${pluralize(all.length, 'gem')} imported`);
  }

  return (
    <Modal
      open={open}
      zIndex={BELOW_OTHER_DIALOGS}
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
            <Button type="primary" onClick={() => void run()} loading={running}>
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
            {finished ? (
              <Typography.Text data-testid="batch-summary">
                {summaryOf(shown)}
                {shown.some((r) => r.status === 'failed')
                  ? '. Add the failed links by hand, or skip them.'
                  : null}
              </Typography.Text>
            ) : null}
            <ul
              aria-label="Import preview"
              style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 300, overflowY: 'auto' }}
            >
              {shown.map((row, i) => (
                <BatchImportRow
                  key={`${i}-${row.url}`}
                  row={row}
                  onAddByHand={() => {
                    update(i, { status: 'handed' });
                    openAddGem(row.url);
                  }}
                  onSkip={() => update(i, { status: 'skipped' })}
                />
              ))}
            </ul>
          </>
        ) : null}
      </Flex>
    </Modal>
  );
}
