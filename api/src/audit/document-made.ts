import type { Db } from '../db/database.ts';
import { businessDate, dayMonthYear, isBackDated } from '../http/clock.ts';
import { type Actor, type AuditEvent, recordAudit } from './audit.service.ts';
import type { AuditAction } from './audit-actions.ts';

/**
 * The audit event of a numbered document being made (an order, an invoice, a credit note, a
 * goods received note): who made it, its number and total in `summary`, and, when the date it
 * carries is more than a day before the day it was made, the words `back-dated to …` there
 * too, so the owner finds it by searching the trail for "back-dated".
 */
export interface DocumentMade {
  actor: Actor;
  action: AuditAction;
  entity: string;
  entityId: number;
  /** `INV-000042 of KSh 1,160.00 for Wanjiru Hardware`: what the document is. */
  summary: string;
  /** The business day the document is dated. */
  dated: string;
  /** The moment it was made. */
  madeAt: Date;
  timeZone: string;
}

export function documentMadeEvent(made: DocumentMade): AuditEvent {
  return {
    actor: made.actor,
    action: made.action,
    entity: made.entity,
    entityId: made.entityId,
    summary: `${made.summary}${backDatedNote(made.dated, made.madeAt, made.timeZone)}`,
  };
}

/** Records the event of `made` in the trail, at the moment it was made, in the transaction. */
export const recordDocumentMade = (trx: Db, made: DocumentMade): Promise<void> =>
  recordAudit(trx, made.madeAt, documentMadeEvent(made));

/** `, back-dated to 20/10/2026 (made 06/12/2026)`, or nothing for a document dated as made. */
export function backDatedNote(dated: string, madeAt: Date, timeZone: string): string {
  if (!isBackDated(dated, madeAt, timeZone)) return '';
  return `, back-dated to ${dayMonthYear(dated)} (made ${dayMonthYear(businessDate(madeAt, timeZone))})`;
}
