import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { useUiText } from './i18n';
import { brand } from './theme';

export interface PlainDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  width?: number;
  /**
   * Something the dialog started is under way (a card being saved, a payment): Escape, the backdrop and
   * Close leave it open, so a second tap cannot close it under the work and lose its answer.
   */
  busy?: boolean;
}

/**
 * A modal dialog on the browser's own <dialog> (focus trap, Escape, top layer) instead of antd's
 * Modal, which brings its motion and portal code into the chunk. A click on the backdrop closes it.
 */
export function PlainDialog({ open, onClose, title, children, width = 720, busy = false }: PlainDialogProps) {
  const tr = useUiText();
  const ref = useRef<HTMLDialogElement>(null);
  // Several dialogs may be on a page (a confirm over Manage): each names its own title.
  const titleId = useId();
  // The Escape that closed a list inside: the cancel event it brings leaves the dialog open.
  const escapeTaken = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // React bubbles a nested dialog's close (a confirm inside this one) up here: only our own counts.
      onClose={(event) => event.target === event.currentTarget && onClose()}
      // Escape asks to close with a keydown and then a cancel event: both are refused while busy, and
      // an Escape that closes an open list inside (a select's dropdown, still aria-expanded) closes only that.
      // Seen on the way down: the list's own handler stops the keydown there.
      onKeyDownCapture={(event) => {
        if (event.key !== 'Escape') return;
        if ((event.target as Element).getAttribute?.('aria-expanded') === 'true') escapeTaken.current = true;
        else if (busy) event.preventDefault();
      }}
      onCancel={(event) => {
        if (busy || escapeTaken.current) event.preventDefault();
        escapeTaken.current = false;
      }}
      onClick={(event) => {
        // The dialog element itself is the backdrop; its content sits in the inner div.
        if (event.target === event.currentTarget && !busy) onClose();
      }}
      style={{ width: `min(${width}px, calc(100vw - 32px))`, padding: 0, border: 'none', borderRadius: 12, boxShadow: '0 24px 48px rgba(15, 23, 42, 0.3)' }}
    >
      {open && (
        <div style={{ padding: 24 }}>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, marginBottom: 16 }}>
            <h2 id={titleId} style={{ margin: 0, fontSize: 20, color: brand.text }}>
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              aria-label={tr('Close')}
              style={{ border: 'none', background: 'transparent', cursor: 'pointer', fontSize: 18, color: brand.textMuted, padding: 4 }}
            >
              <CloseOutlined />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
