import { AppleFilled, GoogleOutlined, WalletOutlined, XOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useWalletLogin } from '../auth/use-wallet-login';

/** Spec 01 §2: Google, X and Apple all go to the server's social sign-in; then the wallet. */
export function SocialSignIn({ verb = 'Continue' }: { verb?: string }) {
  const wallet = useWalletLogin();
  return (
    <Flex vertical gap={8}>
      <Button block size="large" icon={<GoogleOutlined />} href="/api/login">
        {verb} with Google
      </Button>
      <Button block size="large" icon={<XOutlined />} href="/api/login">
        {verb} with X
      </Button>
      <Button block size="large" icon={<AppleFilled />} href="/api/login">
        {verb} with Apple
      </Button>
      <Button
        block
        size="large"
        icon={<WalletOutlined />}
        loading={wallet.connecting}
        onClick={() => void wallet.connect()}
      >
        {wallet.connecting ? 'Connecting...' : 'Connect Wallet'}
      </Button>
    </Flex>
  );
}
