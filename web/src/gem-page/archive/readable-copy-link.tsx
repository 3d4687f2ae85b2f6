import { FileTextOutlined } from '@ant-design/icons';
import { LinkButton } from '../../components/link-button';
import { readableCopyPath, savedDate } from './archive-api';

/**
 * "Readable copy" with the day it was taken, on the gem page when the gem has one (issue 29 §2).
 * `prominent`: the primary way to the page (its link is broken), not beside the original.
 * One link that looks like a button, followed inside the app on a plain click.
 */
export function ReadableCopyLink({
  gemId,
  savedAt,
  prominent = false,
}: {
  gemId: number;
  savedAt: string | null;
  prominent?: boolean;
}) {
  if (!savedAt) return null;
  return (
    <LinkButton
      to={readableCopyPath(gemId)}
      look={prominent ? 'primary' : 'default'}
      icon={<FileTextOutlined />}
    >
      Readable copy · saved {savedDate(savedAt)}
    </LinkButton>
  );
}
