import type { ReactNode } from 'react';
import { Button, Flex, Result } from 'antd';

export interface PageErrorProps {
  title: string;
  text?: ReactNode;
  /** Shows a Retry button. */
  onRetry?: () => void;
  retryLabel?: string;
  status?: 'error' | 'warning' | '403' | '404' | '500' | 'info';
  extra?: ReactNode;
  testId?: string;
}

/** A failed screen: heading, explanation and an optional Retry. */
export function PageError({ title, text, onRetry, retryLabel = 'Retry', status = 'error', extra, testId = 'page-error' }: PageErrorProps) {
  return (
    <Result
      data-testid={testId}
      status={status}
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{title}</h1>}
      subTitle={text}
      extra={
        onRetry || extra ? (
          <Flex gap={8} justify="center" wrap>
            {onRetry && (
              <Button type="primary" onClick={onRetry}>
                {retryLabel}
              </Button>
            )}
            {extra}
          </Flex>
        ) : undefined
      }
    />
  );
}
