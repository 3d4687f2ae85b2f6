import { Flex, Spin } from 'antd';

export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }} role="status" aria-live="polite">
      <Spin description={label} />
    </Flex>
  );
}
