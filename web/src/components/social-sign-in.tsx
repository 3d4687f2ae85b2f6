import { AppleFilled, GoogleOutlined, WalletOutlined, XOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { SOCIAL_SIGN_IN_URL } from '../auth/auth-api';
import { useWalletLogin } from '../auth/use-wallet-login';

/** Spec 01 §2: Google, X and Apple all go to the server's social sign-in; then the wallet. */
export function SocialSignIn({ verb = 'Continue' }: { verb?: string }) {
  const wallet = useWalletLogin();
  return (
    <Flex vertical gap={8}>
      <Button block size="large" icon={<GoogleOutlined />} href={SOCIAL_SIGN_IN_URL}>
        {verb} with Google
      </Button>
      <Button block size="large" icon={<XOutlined />} href={SOCIAL_SIGN_IN_URL}>
        {verb} with X
      </Button>
      <Button block size="large" icon={<AppleFilled />} href={SOCIAL_SIGN_IN_URL}>
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
