/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import type { ImportJob } from '@gems/contracts';
import { PreviewsProgress } from './previews-progress';

afterEach(cleanup);

const job = (over: Partial<ImportJob>): ImportJob => ({
  id: 1,
  status: 'done',
  fileName: 'bookmarks.html',
  visibility: 'private',
  total: 5,
  done: 5,
  imported: 4,
  duplicates: 1,
  failed: 0,
  skipped: 0,
  format: 'netscape',
  message: null,
  previewsDone: 0,
  createdAt: '2026-11-26T10:00:00.000Z',
  startedAt: '2026-11-26T10:00:00.000Z',
  finishedAt: '2026-11-26T10:00:01.000Z',
  ...over,
});

describe('PreviewsProgress', () => {
  it('counts the previews being fetched after the import, then says they are all in', () => {
    render(<PreviewsProgress job={job({ previewsDone: 1 })} />);
    expect(screen.getByTestId('import-previews').textContent).toContain('Fetching previews');
    expect(screen.getByTestId('import-previews').textContent).toContain('1 of 4');
    expect(screen.getByRole('progressbar', { name: 'Preview progress' })).toBeTruthy();
    cleanup();
    render(<PreviewsProgress job={job({ previewsDone: 4 })} />);
    expect(screen.getByTestId('import-previews').textContent).toBe(
      'Previews fetched for all 4 imported links',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows nothing while the import itself runs, or when nothing was imported', () => {
    render(<PreviewsProgress job={job({ status: 'running', done: 2 })} />);
    expect(screen.queryByTestId('import-previews')).toBeNull();
    render(<PreviewsProgress job={job({ imported: 0 })} />);
    expect(screen.queryByTestId('import-previews')).toBeNull();
  });
});
