import type { ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { PlainDialog } from './plain-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action (cancel a booking, delete a photo): the confirm button is red. */
  danger?: boolean;
  /** The action is running: the confirm button spins and cannot be pressed twice. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?": a question, Cancel and one confirm button. Escape and the backdrop cancel. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'Cancel', danger, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <PlainDialog open={open} onClose={onCancel} title={title} width={480}>
      <div data-testid="confirm-dialog">
        <div style={{ marginBottom: 24 }}>{children}</div>
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="primary" danger={danger} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Flex>
      </div>
    </PlainDialog>
  );
}
