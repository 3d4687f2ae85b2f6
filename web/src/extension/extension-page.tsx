import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Steps, Typography } from 'antd';
import { LinkButton } from '../components/link-button';
import { usePageTitle } from '../layout/use-page-title';
import { useState } from 'react';
import { EXTENSION_ARCHIVE_NAME, EXTENSION_ARCHIVE_URL, downloadJustStarted } from './extension-download';

/**
 * How to install the browser extension (Manifest V3), after the account menu's "Get Chrome
 * Extension" has started downloading its archive (spec 01 §2); the archive is also offered here.
 * Opened directly, the page offers the download without claiming one has started.
 */
export function ExtensionPage() {
  usePageTitle('Gems browser extension');
  const [started] = useState(downloadJustStarted);
  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        The Gems browser extension
      </Typography.Title>
      <Typography.Paragraph>
        Save the page you are reading without leaving it: the extension sends its address, its title and the
        text you selected (as your note) to Gems, into the collection and with the tags you choose. For pages
        that turn servers away, it sends the page as your browser shows it, so the preview still works.
      </Typography.Paragraph>
      <Card title="Install it in Chrome, Chromium or Edge">
        <Steps
          direction="vertical"
          current={-1}
          items={[
            {
              title: 'Download it',
              description: (
                <Flex vertical gap={8} align="start">
                  {started ? (
                    <span>
                      Your download of <Typography.Text code>{EXTENSION_ARCHIVE_NAME}</Typography.Text> has
                      started. If it did not, download it here:
                    </span>
                  ) : (
                    <span>
                      Download the archive, <Typography.Text code>{EXTENSION_ARCHIVE_NAME}</Typography.Text>:
                    </span>
                  )}
                  <Button
                    icon={<DownloadOutlined />}
                    href={EXTENSION_ARCHIVE_URL}
                    download={EXTENSION_ARCHIVE_NAME}
                  >
                    Download the extension
                  </Button>
                </Flex>
              ),
            },
            {
              title: 'Unzip it',
              description: (
                <>
                  Unzip the archive: it holds one folder,{' '}
                  <Typography.Text code>gems-extension</Typography.Text>.
                </>
              ),
            },
            {
              title: 'Load it',
              description: (
                <>
                  Open <Typography.Text code>chrome://extensions</Typography.Text>, turn on Developer mode,
                  choose “Load unpacked” and pick the <Typography.Text code>gems-extension</Typography.Text>{' '}
                  folder.
                </>
              ),
            },
            {
              title: 'Sign it in',
              description:
                'Make a token under Settings → API Tokens, open the extension from the toolbar, enter this site’s address and paste the token.',
            },
          ]}
        />
      </Card>
      <Flex gap={12}>
        <LinkButton to="/settings" look="primary">
          Make an API token
        </LinkButton>
        <LinkButton to="/">Back to Home</LinkButton>
      </Flex>
    </Flex>
  );
}
