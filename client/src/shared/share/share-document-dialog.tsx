import { useMutation, useQuery } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import type { SharedDocumentKind } from '../../graphql/schema-types.generated.ts';
import { formatDate } from '../format/date.ts';
import { loadFailureMessage } from '../graphql/load-failure.ts';
import { serverMessage } from '../graphql/request-failure.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { LinkCopied, LinkToCopy } from '../ui/copy-link.tsx';
import { DialogCancelButton, ModalDialog } from '../ui/modal-dialog.tsx';
import { useCopyField } from '../ui/use-copy-field.ts';
import {
  CreateShareLinkDocument,
  RevokeShareLinkDocument,
  ShareOrderContactDocument,
  SharePublicAddressDocument,
} from './share.generated.ts';
import { whatsAppHref } from './whatsapp-link.ts';
import './share-document.css';

export type SharedDocument = {
  kind: SharedDocumentKind;
  id: string;
  /** INV-000007, ORD-000042, CN-000003, PO-000012. */
  number: string;
  /** What the message calls it when not its kind's word: a paid order is a Receipt. */
  title?: string;
  /**
   * The customer's (a purchase order's supplier's) contact: the WhatsApp chat is opened with its mobile number. Left out for an
   * order, it is read with the order's customer.
   */
  contact?: string | null;
};

const KIND_WORDS: Record<SharedDocumentKind, string> = {
  invoice: 'Invoice',
  order: 'Order',
  credit_note: 'Credit note',
  purchase_order: 'Purchase order',
};

export const PUBLIC_ADDRESS_NEEDED =
  "Sharing needs the shop's public address: set it in Settings (Public address), then share.";

type MadeLink = { id: string; url: string; expiresAt: string };

/**
 * A viewer's Share action: `open` shows ShareDocumentDialog for `document` (absent while it is not
 * loaded, when nothing opens), and `dialog` is the dialog, rendered where the viewer puts it.
 */
export function useShareDialog(document: SharedDocument | null | undefined): {
  open: () => void;
  dialog: ReactNode;
} {
  const [sharing, setSharing] = useState(false);
  return {
    open: () => setSharing(true),
    dialog: sharing && document && (
      <ShareDocumentDialog document={document} onClose={() => setSharing(false)} />
    ),
  };
}

/**
 * Share a document (issue 50): a link that opens it alone without signing in, for 30 days or
 * until revoked, sent on WhatsApp to the customer's number or copied. The link is shown only
 * now: the server keeps its hash, so a lost link is revoked and a new one made.
 */
export function ShareDocumentDialog({
  document,
  onClose,
}: {
  document: SharedDocument;
  onClose: () => void;
}) {
  const shop = useQuery(SharePublicAddressDocument);
  const orderContact = useQuery(ShareOrderContactDocument, {
    variables: { id: document.id },
    skip: document.kind !== 'order' || document.contact !== undefined,
  });
  const contact = document.contact ?? orderContact.data?.order?.customer?.contact ?? null;
  const [create, creating] = useMutation(CreateShareLinkDocument);
  const [revoke, revoking] = useMutation(RevokeShareLinkDocument);
  const [link, setLink] = useState<MadeLink | null>(null);
  const [revoked, setRevoked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { ref, copied, copy } = useCopyField();
  const company = shop.data?.company;
  const words = document.title ?? KIND_WORDS[document.kind];

  async function makeLink() {
    setFailure(null);
    try {
      const answer = await create({ variables: { kind: document.kind, id: document.id } });
      if (answer.data) setLink(answer.data.createShareLink);
    } catch (caught) {
      setFailure(serverMessage(caught) ?? 'Could not make the link. Try again.');
    }
  }

  async function revokeLink(made: MadeLink) {
    setFailure(null);
    try {
      await revoke({ variables: { id: made.id } });
      setRevoked(true);
    } catch (caught) {
      setFailure(serverMessage(caught) ?? 'Could not revoke the link. Try again.');
    }
  }

  const text = link
    ? `${words} ${document.number}${company?.name ? ` from ${company.name}` : ''}: ${link.url}`
    : '';
  return (
    <ModalDialog
      open
      title={`Share ${document.number}`}
      onClose={onClose}
      size="small"
      footer={<DialogCancelButton>Close</DialogCancelButton>}
    >
      {shop.loading && !company ? (
        <p role="status">Loading...</p>
      ) : shop.error && !company ? (
        <p className="field__error" role="alert">
          {loadFailureMessage(shop.error, "Failed to load the shop's details")}
        </p>
      ) : !company?.publicAddress ? (
        <p className="banner banner--info" role="status">
          {PUBLIC_ADDRESS_NEEDED}
        </p>
      ) : !link ? (
        <div className="share-document">
          <p>
            A link opens this {words.toLowerCase()} alone, without signing in, for 30 days or until
            you revoke it.
          </p>
          <ActionButton tone="primary" disabled={creating.loading} onClick={() => void makeLink()}>
            {creating.loading ? 'Making link...' : 'Make a link'}
          </ActionButton>
        </div>
      ) : revoked ? (
        <p role="status">Link revoked: it no longer opens the {words.toLowerCase()}.</p>
      ) : (
        <div className="share-document">
          <LinkToCopy
            id="share-link"
            label={<>Link (until {formatDate(link.expiresAt)}; shown only now)</>}
            link={link.url}
            inputRef={ref}
          />
          <div className="share-document__actions">
            <a
              className="button button--primary"
              href={whatsAppHref(contact, text)}
              target="_blank"
              rel="noreferrer noopener"
            >
              Send on WhatsApp
            </a>
            <ActionButton onClick={() => void copy(link.url)}>Copy link</ActionButton>
            <ActionButton
              tone="danger"
              disabled={revoking.loading}
              onClick={() => void revokeLink(link)}
            >
              Revoke link
            </ActionButton>
          </div>
          <LinkCopied copied={copied} />
        </div>
      )}
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
    </ModalDialog>
  );
}
