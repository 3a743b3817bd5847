import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useUiText } from './i18n';
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
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, danger, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const tr = useUiText();
  return (
    <PlainDialog open={open} onClose={onCancel} title={title} width={480} busy={busy}>
      <div data-testid="confirm-dialog">
        <div style={{ marginBottom: 24 }}>{children}</div>
        {/* A plain flex row: antd's Flex would add its styles to the tap that opens the dialog. */}
        <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={onCancel} disabled={busy}>
            {cancelLabel ?? tr('Cancel')}
          </Button>
          <Button type="primary" danger={danger} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </PlainDialog>
  );
}
