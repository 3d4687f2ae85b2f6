import { Card, Flex, Steps, Typography } from 'antd';
import { LinkButton } from '../components/link-button';
import { usePageTitle } from '../layout/use-page-title';

/** How to install the browser extension (Manifest V3, built from this repository's extension/). */
export function ExtensionPage() {
  usePageTitle('Gems browser extension');
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
              title: 'Build it',
              description: (
                <>
                  In a copy of Gems, run <Typography.Text code>npm run build:extension</Typography.Text>: the
                  extension is written to <Typography.Text code>extension/dist</Typography.Text>.
                </>
              ),
            },
            {
              title: 'Load it',
              description: (
                <>
                  Open <Typography.Text code>chrome://extensions</Typography.Text>, turn on Developer mode,
                  choose “Load unpacked” and pick the <Typography.Text code>extension/dist</Typography.Text>{' '}
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
        <LinkButton to="/settings" type="primary">
          Make an API token
        </LinkButton>
        <LinkButton to="/">Back to Home</LinkButton>
      </Flex>
    </Flex>
  );
}
