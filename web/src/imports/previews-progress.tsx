import { isFetchingPreviews, type ImportJob } from '@gems/contracts';
import { Flex, Progress, Typography } from 'antd';

/**
 * After a bookmark-file import the links' previews (title, description, image) are looked up in
 * the background (issue 29 §1): how far that is, under the import's own progress.
 */
export function PreviewsProgress({ job }: { job: ImportJob }) {
  if (job.status !== 'done' || job.imported === 0) return null;
  const fetching = isFetchingPreviews(job);
  const done = Math.min(job.previewsDone, job.imported);
  return (
    <Flex vertical gap={4} data-testid="import-previews">
      <Typography.Text type="secondary" aria-live="polite">
        {fetching
          ? `Fetching previews (title, description, picture): ${done} of ${job.imported}`
          : `Previews fetched for all ${job.imported} imported links`}
      </Typography.Text>
      {fetching ? (
        <Progress
          size="small"
          percent={Math.floor((done / job.imported) * 100)}
          status="active"
          aria-label="Preview progress"
        />
      ) : null}
    </Flex>
  );
}
