import { EditOutlined, LinkOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';

export interface ScrapeFailedAlertProps {
  message: string;
  onDifferentUrl: () => void;
  onRetry: () => void;
  onManual: () => void;
}

/** Spec 01 §2: the failure and the three ways on from it. */
export function ScrapeFailedAlert({ message, onDifferentUrl, onRetry, onManual }: ScrapeFailedAlertProps) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title="Scraping Failed"
      description={
        <Flex vertical gap={12}>
          <span>{message}</span>
          <Flex gap={8} wrap>
            <Button size="small" icon={<LinkOutlined />} onClick={onDifferentUrl}>
              Try a different URL
            </Button>
            <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
              Try again
            </Button>
            <Button size="small" type="primary" icon={<EditOutlined />} onClick={onManual}>
              Enter manually
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
}
