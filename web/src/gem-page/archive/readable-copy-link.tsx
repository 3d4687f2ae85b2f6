import { FileTextOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { readableCopyPath, savedDate, useGemArchive } from './archive-api';

/**
 * "Readable copy" with the day it was taken, on the gem page when the gem has one (issue 29 §2).
 * `prominent`: the primary way to the page (its link is broken), not beside the original.
 */
export function ReadableCopyLink({ gemId, prominent = false }: { gemId: number; prominent?: boolean }) {
  const archive = useGemArchive(gemId);
  if (!archive.data) return null;
  return (
    <Link to={readableCopyPath(gemId)}>
      <Button type={prominent ? 'primary' : 'default'} icon={<FileTextOutlined />}>
        Readable copy · saved {savedDate(archive.data.savedAt)}
      </Button>
    </Link>
  );
}
