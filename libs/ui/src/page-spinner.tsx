import { Flex, Spin } from 'antd';

/** A centred spinner (the guard's loading state, a loading screen). */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '50vh', width: '100%' }} data-testid="page-spinner" role="status" aria-label={label}>
      <Spin size="large" />
    </Flex>
  );
}
