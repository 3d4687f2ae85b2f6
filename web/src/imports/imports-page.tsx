import { DownloadOutlined, ImportOutlined, InboxOutlined, UnorderedListOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Progress,
  Select,
  Space,
  Typography,
  Upload,
  theme,
} from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PreviewsProgress } from './previews-progress';
import { useEffect, useId, useRef, useState } from 'react';
import type { UploadFile } from 'antd';
import {
  IMPORT_MAX_BYTES,
  IMPORT_SOURCES,
  IMPORT_TOO_LARGE,
  isFetchingPreviews,
  isImportActive,
  type ImportJob,
  type Visibility,
} from '@gems/contracts';
import { errorMessage } from '../api/client';
import { RequireAuth } from '../components/require-auth';
import { useToast } from '../feedback/use-toast';
import { usePageTitle } from '../layout/use-page-title';
import { BatchImportDialog } from './batch-import-dialog';
import {
  IMPORTS_KEY,
  IMPORT_EXPORT_PATHS,
  fetchImport,
  fetchImports,
  importKey,
  startImport,
} from './imports-api';

const POLL_MS = 1000;

/** Import a browser's bookmarks file as a server-side job, watch it, and export one's gems. */
export function ImportsPage() {
  usePageTitle('Import and export');
  return (
    <RequireAuth>
      <Imports />
    </RequireAuth>
  );
}

function Imports() {
  const [batchOpen, setBatchOpen] = useState(false);
  const [watching, setWatching] = useState<number | null>(null);
  const jobs = useQuery({ queryKey: IMPORTS_KEY, queryFn: fetchImports });
  // After a reload, keep watching the newest import.
  const current = watching ?? jobs.data?.[0]?.id ?? null;

  return (
    <Flex vertical gap={24} style={{ maxWidth: 760, width: '100%', margin: '0 auto' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Import and export
      </Typography.Title>
      <UploadCard onStarted={setWatching} busy={jobs.data?.some(isImportActive) ?? false} />
      {jobs.isError ? (
        <Alert
          type="error"
          showIcon
          title="Could not load your imports"
          description={errorMessage(jobs.error)}
        />
      ) : current !== null ? (
        <ProgressCard jobId={current} />
      ) : null}
      <Card title="Paste a list of links">
        <Flex vertical gap={12} align="start">
          <Typography.Text type="secondary">
            Paste web addresses, one per line, and save each as a gem.
          </Typography.Text>
          <Button icon={<UnorderedListOutlined />} onClick={() => setBatchOpen(true)}>
            Batch import links
          </Button>
        </Flex>
      </Card>
      <Card title="Export your gems">
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            Download every gem you saved: a bookmarks file any browser (or Gems) can import, or JSON with all
            fields.
          </Typography.Text>
          <Space wrap>
            <Button icon={<DownloadOutlined />} href={IMPORT_EXPORT_PATHS.html} download>
              Export as HTML
            </Button>
            <Button icon={<DownloadOutlined />} href={IMPORT_EXPORT_PATHS.json} download>
              Export as JSON
            </Button>
          </Space>
        </Flex>
      </Card>
      <BatchImportDialog open={batchOpen} onClose={() => setBatchOpen(false)} />
    </Flex>
  );
}

function UploadCard({ onStarted, busy }: { onStarted: (id: number) => void; busy: boolean }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [visibility, setVisibility] = useState<Visibility>('private');
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => startImport(file!, visibility),
    onSuccess: async (job) => {
      queryClient.setQueryData(importKey(job.id), job);
      onStarted(job.id);
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: IMPORTS_KEY, exact: true });
    },
    onError: (error) => {
      setProblem(errorMessage(error, 'Import failed'));
      toast.error('Import failed', errorMessage(error));
    },
  });

  function choose(chosen: File | null) {
    setProblem(chosen && chosen.size > IMPORT_MAX_BYTES ? IMPORT_TOO_LARGE : null);
    setFile(chosen);
  }

  return (
    <Card title="Import bookmarks from your browser or another app">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Export your bookmarks from your browser (an HTML file) or from another app, then choose the file
          here. Folders and collections become collections, tags and notes are kept, and links you already
          saved are skipped. Read: {IMPORT_SOURCES.join(', ')}.
        </Typography.Text>
        <label htmlFor={inputId}>
          <Typography.Text strong>Bookmarks file</Typography.Text>
        </label>
        <Upload.Dragger
          id={inputId}
          accept=".html,.htm,.csv,.json,.txt,text/html,text/csv,application/json,text/plain"
          multiple={false}
          maxCount={1}
          // The file stays here until "Start import": nothing is sent on choosing.
          beforeUpload={(chosen) => {
            choose(chosen);
            return false;
          }}
          onRemove={() => choose(null)}
          fileList={file ? [{ uid: 'bookmarks', name: file.name, status: 'done' } as UploadFile] : []}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">Drop your bookmarks file here, or click to choose it</p>
          <p className="ant-upload-hint">
            An HTML file from Chrome, Firefox, Safari or Edge; a Pocket, Raindrop.io or Instapaper CSV; a
            Linkwarden, Karakeep, Omnivore, wallabag or Gems JSON; a OneTab list
          </p>
        </Upload.Dragger>
        <Flex gap={8} align="center" wrap>
          <label htmlFor={`${inputId}-visibility`}>Visibility of the imported gems</label>
          <Select<Visibility>
            id={`${inputId}-visibility`}
            aria-label="Visibility of the imported gems"
            value={visibility}
            onChange={setVisibility}
            style={{ minWidth: 160 }}
            options={[
              { value: 'private', label: 'Private' },
              { value: 'followers', label: 'Followers' },
              { value: 'public', label: 'Public' },
            ]}
          />
        </Flex>
        {problem ? <Alert type="error" showIcon title={problem} role="alert" /> : null}
        {busy ? (
          <Typography.Text type="secondary">
            An import is running; wait for it to finish to start another.
          </Typography.Text>
        ) : null}
        <div>
          <Button
            type="primary"
            icon={<ImportOutlined />}
            disabled={!file || Boolean(problem) || busy}
            loading={start.isPending}
            onClick={() => start.mutate()}
          >
            Start import
          </Button>
        </div>
      </Flex>
    </Card>
  );
}

const STATUS_TEXT: Record<ImportJob['status'], string> = {
  queued: 'Waiting to start',
  running: 'Importing',
  done: 'Done',
  failed: 'Stopped',
};

function ProgressCard({ jobId }: { jobId: number }) {
  const queryClient = useQueryClient();
  const { token } = theme.useToken();
  const job = useQuery({
    queryKey: importKey(jobId),
    queryFn: () => fetchImport(jobId),
    refetchInterval: (query) =>
      !query.state.data || isImportActive(query.state.data) || isFetchingPreviews(query.state.data)
        ? POLL_MS
        : false,
  });
  const active = job.data ? isImportActive(job.data) : true;
  const previewing = job.data ? isFetchingPreviews(job.data) : false;
  const wasPreviewing = useRef(previewing);
  useEffect(() => {
    // The previews filled titles, descriptions and pictures in: the gem lists are stale again.
    if (wasPreviewing.current && !previewing) void queryClient.invalidateQueries({ queryKey: ['gems'] });
    wasPreviewing.current = previewing;
  }, [previewing, queryClient]);
  const wasActive = useRef(active);
  useEffect(() => {
    // When a job finishes, the gem lists and collections it filled are stale.
    if (wasActive.current && !active) {
      const finished = job.data;
      if (finished)
        queryClient.setQueryData<ImportJob[]>(IMPORTS_KEY, (list) =>
          list?.map((j) => (j.id === finished.id ? finished : j)),
        );
      void queryClient.invalidateQueries({ queryKey: ['gems'] });
      void queryClient.invalidateQueries({ queryKey: ['collections'] });
    }
    wasActive.current = active;
  }, [active, job.data, queryClient]);

  if (job.isPending) return <Card loading title="Import progress" />;
  if (job.isError)
    return (
      <Alert
        type="error"
        showIcon
        title="Could not load the import's progress"
        description={errorMessage(job.error)}
      />
    );
  const j = job.data;
  const percent = j.total ? Math.floor((j.done / j.total) * 100) : 100;
  const notImported = j.failed + j.duplicates + j.skipped;
  return (
    <Card title={`Import of ${j.fileName || 'bookmarks'}`}>
      <Flex vertical gap={12}>
        <Typography.Text aria-live="polite" data-testid="import-status">
          {STATUS_TEXT[j.status]}
          {j.status === 'failed' && j.message ? `: ${j.message}` : ''}
        </Typography.Text>
        <Progress
          percent={percent}
          aria-label="Import progress"
          // The theme's violet while running (antd's default is its own blue).
          strokeColor={j.status === 'failed' ? undefined : token.colorPrimary}
          status={j.status === 'failed' ? 'exception' : isImportActive(j) ? 'active' : 'success'}
        />
        <Descriptions
          size="small"
          column={{ xs: 2, sm: 3, md: 6 }}
          items={[
            { key: 'total', label: 'Total', children: <span data-testid="import-total">{j.total}</span> },
            { key: 'done', label: 'Done', children: <span data-testid="import-done">{j.done}</span> },
            {
              key: 'imported',
              label: 'Imported',
              children: <span data-testid="import-imported">{j.imported}</span>,
            },
            {
              key: 'dup',
              label: 'Duplicates',
              children: <span data-testid="import-duplicates">{j.duplicates}</span>,
            },
            { key: 'failed', label: 'Failed', children: <span data-testid="import-failed">{j.failed}</span> },
            {
              key: 'skipped',
              label: 'Skipped (no link)',
              children: <span data-testid="import-skipped">{j.skipped}</span>,
            },
          ]}
        />
        <PreviewsProgress job={j} />
        {notImported > 0 ? (
          <div>
            <Button icon={<DownloadOutlined />} href={IMPORT_EXPORT_PATHS.failures(j.id)} download>
              Download report of links not imported
            </Button>
          </div>
        ) : null}
      </Flex>
    </Card>
  );
}
