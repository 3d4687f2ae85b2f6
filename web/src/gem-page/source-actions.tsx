import { ExportOutlined } from '@ant-design/icons';
import type { GemDetail } from '@gems/contracts';
import { plainButtonClass } from '../components/plain-button-look';
import { PlainFlex } from '../components/plain-flex';
import { ReadableCopyLink } from './archive/readable-copy-link';
import { Text } from '../components/typography';

/**
 * The gem page's ways to its page: the original and, when one was kept, the readable copy
 * (issue 29 §2). When the link is broken (issue 29 §4) and a copy exists, the copy comes first
 * and is the primary button: the original no longer answers.
 */
export function SourceActions({
  gem,
  source,
}: {
  gem: Pick<GemDetail, 'id' | 'linkHealth' | 'readableCopySavedAt'>;
  source: string;
}) {
  const savedAt = gem.readableCopySavedAt;
  const fallBack = gem.linkHealth.status === 'broken' && savedAt !== null;
  return (
    <>
      {fallBack ? (
        <PlainFlex gap={8} align="center" wrap>
          <ReadableCopyLink gemId={gem.id} savedAt={savedAt} prominent />
          <Text type="secondary">
            The original page no longer answers; this copy was kept when it was saved.
          </Text>
        </PlainFlex>
      ) : null}
      <a
        className={plainButtonClass({ look: fallBack ? 'default' : 'primary' })}
        href={source}
        target="_blank"
        rel="noopener noreferrer"
      >
        <ExportOutlined />
        <span>View Original Source</span>
      </a>
      {fallBack ? null : <ReadableCopyLink gemId={gem.id} savedAt={savedAt} />}
    </>
  );
}
