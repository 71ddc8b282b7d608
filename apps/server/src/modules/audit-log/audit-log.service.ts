import {
  AUDIT_LOG_EXPORT_MAX_ROWS,
  AUDIT_LOG_PAGE_SIZE,
  type AuditLogEntry,
  type AuditLogQuery,
  type AuditLogResponse,
  auditActionLabel,
  toCsv,
} from '@parley/shared';
import { and, asc, count, desc, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, lawFirms } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import type { SessionUser } from '../../platform/sessions.js';

/** A firm's administrator reads their firm's entries; the on-call administrator reads every firm's. */
export type AuditReader = { user: SessionUser; ip: string };

type Row = typeof auditLog.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

function toEntry(row: Row): AuditLogEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    action_label: auditActionLabel(row.action),
    realm: row.realm,
    actor_user_id: row.actorUserId,
    actor_email: row.actorEmail,
    law_firm_id: row.lawFirmId,
    target_type: row.targetType,
    target_id: row.targetId,
    ip: row.ip,
    user_agent: row.userAgent,
    details: row.details ?? null,
  };
}

export const AUDIT_CSV_HEADER = ['Time (UTC)', 'Action', 'Action code', 'User', 'User id', 'Realm', 'Firm id', 'Target', 'IP address', 'Browser', 'Details'];

/** The firm's Audit log page and its CSV: reads only; audit_log is written by platform/audit.ts alone. */
export function createAuditLogService({ db, audit }: { db: Database; audit: Audit }) {
  /** The firm a reader may read, or null for every firm; another firm's id is a refused authorization. */
  function firmScope(reader: AuditReader, query: AuditLogQuery): number | null {
    const { user } = reader;
    if (user.isOnCallAdmin) return query.law_firm_id ?? null;
    if (user.lawFirmId === null || user.lawFirmScope !== 'admin') throw new AppError('FORBIDDEN', 'Only firm administrators read the audit log.');
    if (query.law_firm_id !== undefined && query.law_firm_id !== user.lawFirmId) {
      throw new AppError('FORBIDDEN', "You can read your own firm's audit log only.");
    }
    return user.lawFirmId;
  }

  function conditions(firmId: number | null, query: AuditLogQuery): SQL | undefined {
    const where: (SQL | undefined)[] = [
      firmId === null ? undefined : eq(auditLog.lawFirmId, firmId),
      query.action ? eq(auditLog.action, query.action) : undefined,
      query.user_id ? eq(auditLog.actorUserId, query.user_id) : undefined,
      query.from ? gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)) : undefined,
      // Inclusive: the whole of the last day.
      query.to ? lt(auditLog.at, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)) : undefined,
    ];
    return and(...where);
  }

  return {
    async list(reader: AuditReader, query: AuditLogQuery): Promise<AuditLogResponse> {
      const firmId = firmScope(reader, query);
      const where = conditions(firmId, query);
      const [rows, [total], people, firms] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(AUDIT_LOG_PAGE_SIZE)
          .offset((query.page - 1) * AUDIT_LOG_PAGE_SIZE),
        db.select({ n: count() }).from(auditLog).where(where),
        db
          .selectDistinct({ id: auditLog.actorUserId, email: auditLog.actorEmail })
          .from(auditLog)
          .where(and(firmId === null ? undefined : eq(auditLog.lawFirmId, firmId), isNotNull(auditLog.actorUserId), isNotNull(auditLog.actorEmail)))
          .orderBy(asc(auditLog.actorEmail))
          .limit(500),
        reader.user.isOnCallAdmin ? db.select({ id: lawFirms.id, name: lawFirms.name }).from(lawFirms).orderBy(asc(lawFirms.name)) : null,
      ]);
      // One line per person: an address that changed keeps its latest spelling.
      const users = [...new Map(people.map((p) => [p.id as number, { id: p.id as number, email: p.email as string }])).values()];
      return { entries: rows.map(toEntry), total: total?.n ?? 0, page: query.page, page_size: AUDIT_LOG_PAGE_SIZE, users, law_firms: firms };
    },

    /** The filtered log as CSV (newest first, at most AUDIT_LOG_EXPORT_MAX_ROWS rows); the export is itself audited. */
    async exportCsv(reader: AuditReader, query: AuditLogQuery): Promise<{ csv: string; rows: number; truncated: boolean }> {
      const firmId = firmScope(reader, query);
      const rows = await db
        .select()
        .from(auditLog)
        .where(conditions(firmId, query))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(AUDIT_LOG_EXPORT_MAX_ROWS + 1);
      const truncated = rows.length > AUDIT_LOG_EXPORT_MAX_ROWS;
      const kept = rows.slice(0, AUDIT_LOG_EXPORT_MAX_ROWS);
      const csv = toCsv([
        AUDIT_CSV_HEADER,
        ...kept.map((r) => [
          r.at.toISOString(),
          auditActionLabel(r.action),
          r.action,
          r.actorEmail ?? '',
          r.actorUserId === null ? '' : String(r.actorUserId),
          r.realm ?? '',
          r.lawFirmId === null ? '' : String(r.lawFirmId),
          r.targetType ? `${r.targetType} ${r.targetId ?? ''}`.trim() : '',
          r.ip ?? '',
          r.userAgent ?? '',
          r.details ? JSON.stringify(r.details) : '',
        ]),
      ]);
      const { page: _page, ...filters } = query;
      await audit.record({
        action: 'export.audit_log',
        actorUserId: reader.user.id,
        actorEmail: reader.user.email,
        realm: 'collector',
        // The on-call administrator's export of every firm belongs to no one firm's log.
        lawFirmId: firmId,
        ip: reader.ip,
        details: { filters, rows: kept.length, truncated },
      });
      return { csv, rows: kept.length, truncated };
    },
  };
}
export type AuditLogService = ReturnType<typeof createAuditLogService>;
