import type { Generated } from 'kysely';

/** What a share link opens. */
export type SharedDocumentType = 'invoice' | 'order' | 'credit_note' | 'purchase_order';

/** A link that opens one document without signing in (0033); only its token's hash is kept. */
export interface ShareLinksTable {
  id: Generated<number>;
  document_type: SharedDocumentType;
  document_id: number;
  /** SHA-256 of the link's token (hex); the token itself is never stored. */
  token_hash: string;
  created_by: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** How often the link's page was opened. */
  views: Generated<number>;
}
