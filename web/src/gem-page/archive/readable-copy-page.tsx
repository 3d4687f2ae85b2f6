import { ArrowLeftOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert, Flex, Skeleton } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../layout/use-page-title';
import { Paragraph, Text, Title } from '../../components/typography';
import { routeId, externalUrl } from '../gem-page-rules';
import { savedDate, useGemArchive } from './archive-api';
import { ReadableHtml } from './readable-html';

/** /gem/{gemId}/readable: the gem's readable copy, as it was saved (issue 29 §2). */
export function ReadableCopyPage() {
  const { gemId } = useParams();
  const id = routeId(gemId);
  const archive = useGemArchive(id);
  usePageTitle(archive.data ? `${archive.data.title} (readable copy)` : 'Readable copy');
  if (id !== null && archive.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  const back = id === null ? '/' : `/gem/${id}`;
  if (!archive.data) {
    return (
      <Flex vertical gap={16} style={{ maxWidth: 720, margin: '0 auto', width: '100%' }}>
        <Alert type="info" showIcon message="This gem has no readable copy yet." />
        <Link to={back}>
          <ArrowLeftOutlined /> Back to the gem
        </Link>
      </Flex>
    );
  }
  const copy = archive.data;
  const source = externalUrl(copy.url);
  return (
    <article
      aria-labelledby="readable-title"
      className="readable-copy"
      style={{ maxWidth: 720, margin: '0 auto', width: '100%', fontSize: 18, lineHeight: 1.6 }}
    >
      <Flex vertical gap={8} style={{ marginBottom: 24 }}>
        <Link to={back}>
          <ArrowLeftOutlined /> Back to the gem
        </Link>
        <Title level={1} id="readable-title" style={{ margin: 0 }}>
          {copy.title || 'Readable copy'}
        </Title>
        {copy.byline ? <Text type="secondary">{copy.byline}</Text> : null}
        <Text type="secondary">
          Readable copy saved {savedDate(copy.savedAt)}
          {source ? (
            <>
              {' · '}
              <a href={source} target="_blank" rel="noopener noreferrer">
                original <ExportOutlined />
              </a>
            </>
          ) : null}
        </Text>
      </Flex>
      <div data-testid="readable-copy-body">
        {copy.html ? (
          <ReadableHtml html={copy.html} />
        ) : (
          <Paragraph style={{ whiteSpace: 'pre-line' }}>{copy.text}</Paragraph>
        )}
      </div>
    </article>
  );
}
