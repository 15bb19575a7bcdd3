import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useOutbox } from '../shared/offline/outbox-provider.tsx';
import { DialogCancelButton, ModalDialog } from '../shared/ui/modal-dialog.tsx';
import './outbox-badge.css';

// The list and its receipts (QR codes, sharing) are a chunk of their own. It is wanted when the
// network is gone, when no chunk can come: so it is fetched once the app has started, online.
const loadOutboxDialog = () =>
  import('./outbox-dialog.tsx').then((m) => ({ default: m.OutboxDialog }));
const OutboxDialog = lazy(loadOutboxDialog);

/**
 * How many sales made offline wait to sync (issue 54), in the app bar and the menu; nothing
 * when none wait. Pressed, it lists the sales kept on this device with their receipts.
 */
export function OutboxBadge({ compact = false }: { compact?: boolean }) {
  const outbox = useOutbox();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    loadOutboxDialog().catch(() => undefined);
  }, []);
  if (!outbox) return null;
  const count = outbox.waiting.length;
  const refused = outbox.sales.filter((sale) => sale.state === 'refused').length;
  if (count === 0 && refused === 0 && !open) return null;
  return (
    <>
      <button
        className={compact ? 'outbox-badge outbox-badge--compact' : 'outbox-badge'}
        type="button"
        onClick={() => setOpen(true)}
        // A phone's bar has room for the count alone; its name says it all.
        aria-label={`${count} ${count === 1 ? 'sale' : 'sales'} waiting to sync${refused > 0 ? `, ${refused} not synced` : ''}`}
      >
        <span className="outbox-badge__count">{count}</span>
        {compact ? 'to sync' : count === 1 ? 'sale waiting to sync' : 'sales waiting to sync'}
        {refused > 0 && !compact && ` · ${refused} not synced`}
      </button>
      {/* Out of the menu, which a phone hides as its drawer closes. */}
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <OutboxDialog onClose={() => setOpen(false)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}

/** Signing out would strand the sales that wait: they are sent by this user's session. */
export function SignOutBlockedDialog({ onClose }: { onClose: () => void }) {
  const outbox = useOutbox();
  const numbers = outbox?.waiting.map((sale) => sale.provisionalNumber) ?? [];
  return (
    <ModalDialog
      open
      title="Sales wait to sync"
      onClose={onClose}
      size="small"
      footer={<DialogCancelButton>Stay signed in</DialogCancelButton>}
    >
      <p role="alert">
        {numbers.length === 1 ? 'This sale was' : `These ${numbers.length} sales were`} made offline
        and {numbers.length === 1 ? 'waits' : 'wait'} to sync: {numbers.join(', ')}. Sign out once
        the network is back and they have synced, or they would stay on this device.
      </p>
    </ModalDialog>
  );
}
