import { Button, Flex } from 'antd';
import { PlainDialog } from '@dd/ui/plain-dialog';

/** "Are you sure...?" with Cancel and a destructive confirm button. */
export function ConfirmDialog({ open, title, text, confirmLabel, busy, onConfirm, onClose }: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <PlainDialog open={open} onClose={onClose} title={title} width={440}>
      <p style={{ marginTop: 0 }}>{text}</p>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button danger type="primary" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Flex>
    </PlainDialog>
  );
}
