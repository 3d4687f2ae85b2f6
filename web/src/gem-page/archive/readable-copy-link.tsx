import { FileTextOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { readableCopyPath, savedDate } from './archive-api';

/**
 * "Readable copy" with the day it was taken, on the gem page when the gem has one (issue 29 §2).
 * `prominent`: the primary way to the page (its link is broken), not beside the original.
 * One link (antd renders a Button with href as <a>), followed inside the app on a plain click.
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
  const navigate = useNavigate();
  if (!savedAt) return null;
  const path = readableCopyPath(gemId);
  return (
    <Button
      type={prominent ? 'primary' : 'default'}
      icon={<FileTextOutlined />}
      href={path}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(path);
      }}
    >
      Readable copy · saved {savedDate(savedAt)}
    </Button>
  );
}
