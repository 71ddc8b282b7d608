import {
  ACCOUNTS_PAGE_SIZE,
  AccountFactsSchema,
  ActivityLogExportInputSchema,
  ApplyFiltersQuerySchema,
  ApplyFiltersResponseSchema,
  CollectorMetricsSchema,
  ConfirmAccountFactsInputSchema,
  CurrentActionSchema,
  CustomerDocumentIdSchema,
  FilterValuesResponseSchema,
  MAX_NUM_PAGES,
  OkSchema,
  UpdateFileNumberInputSchema,
} from '@parley/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActorOf, sessionOf } from '../../platform/auth.js';
import type { RouteContext } from '../../route-context.js';
import { viewerOf } from './viewer.js';

const tags = ['accounts'];

const METRICS_DESCRIPTION = `Over the firm's active (unarchived) accounts, amounts in cents:
- collected_amount: what consumers paid, net of refunds and reversals, from the payments ledger.
- uncollected_amount: for agreed accounts (last action Lawyer Accept or later), the agreed total minus what the ledger shows received.
- waiting_on_consumer_amount: where the consumer must act (Lawyer Counteroffer, Lawyer Sent Settlement Agreement, or signed but no payment yet), the latest offer total minus what the ledger shows received.
- waiting_on_collector_amount: latest offer totals where the firm must act (accept or counter, send payment details, send the agreement).
- response_rate: percent of accounts with a consumer offer that the firm has answered at least once (one decimal).
- offers_count: first offers made in the last 30 days.
- disputes_open: accounts whose open dispute pauses collection until the firm uploads verification (beyond the spec).`;

const LIST_DESCRIPTION = `Pages of ${ACCOUNTS_PAGE_SIZE} accounts; num_pages (1-${MAX_NUM_PAGES}) returns that many pages from the top, more_pages says whether more exist.
Filters: filters[search] (name, reference or file number, case-insensitive substring), filters[customer_document_id], filters[status][] (last-action labels),
filters[current_action][], filters[state][] (two-letter codes), filters[debt_amount][min|max] and filters[offer_amount][min|max] in dollars,
filters[status_date][min|max] and filters[first_payment_date][min|max] in epoch seconds, filters[archived][] (active, archived; default active only).
sort: ${'name, reference, file_number, amount, status (in the last-action order), status_date, offer_amount, payments, tiers, percent, first_payment, id'}; direction asc|desc (default status_date desc); empty values count as the largest (last ascending, first descending), ties broken by id.
valid_first_payment_date: three business days after today (UTC); Accept is offered only when the latest offer's first payment date is on or after it.`;

const viewer = (req: FastifyRequest) => viewerOf(sessionOf(req).user, req.ip);

export function accountsRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const accounts = services.accounts;
  // The same routes take a firm API key (Authorization: Bearer): reads with any key, writes with a write key.
  const collectorOrReadKey = guards.requireCollector({ apiKey: 'read' });
  const collectorOrWriteKey = guards.requireCollector({ apiKey: 'write' });
  const collector = guards.requireCollector();
  return async (app) => {
    app.get(
      '/collectors/api/calculate_collector_metrics',
      {
        preHandler: collectorOrReadKey,
        schema: { tags, summary: 'The metrics strip', description: METRICS_DESCRIPTION, response: { 200: CollectorMetricsSchema } },
      },
      async (req) => accounts.metrics(viewer(req)),
    );

    app.get(
      '/collectors/api/filter_values',
      {
        preHandler: collectorOrReadKey,
        schema: {
          tags,
          summary: 'The filters the list accepts, with the values and ranges of this firm’s data',
          response: { 200: FilterValuesResponseSchema },
        },
      },
      async (req) => ({ filters: await accounts.filterValues(viewer(req)) }),
    );

    app.get(
      '/collectors/api/apply_filters',
      {
        preHandler: collectorOrReadKey,
        schema: {
          tags,
          summary: 'The filtered, sorted accounts list',
          description: LIST_DESCRIPTION,
          querystring: ApplyFiltersQuerySchema,
          response: { 200: ApplyFiltersResponseSchema },
        },
      },
      async (req) => {
        const list = await accounts.applyFilters(viewer(req), req.query);
        // GLBA Safeguards Rule 314.4(c)(8): staff reading consumers' identities (birthdates, addresses) is logged.
        await services.audit.recordView(sessionOf(req).sessionId, {
          ...auditActorOf(req),
          action: 'view.accounts_list',
          details: { shown: list.customer_info.length, total: list.total_count },
        });
        return list;
      },
    );

    app.get(
      '/collectors/api/get_current_action',
      {
        preHandler: collectorOrReadKey,
        schema: {
          tags,
          summary: "An account's current action, derived from its events",
          querystring: CustomerDocumentIdSchema,
          response: { 200: CurrentActionSchema },
        },
      },
      async (req) => accounts.currentAction(viewer(req), req.query.customer_document_id),
    );

    app.post(
      '/collectors/api/activity_log_downloaded',
      {
        preHandler: collector,
        schema: {
          tags,
          summary: "Record that the account's activity log CSV was downloaded (built in the browser; the download is audited)",
          body: ActivityLogExportInputSchema,
          response: { 200: OkSchema },
        },
      },
      async (req) => {
        await accounts.recordActivityLogExport(viewer(req), req.body.customer_document_id);
        return { ok: true as const };
      },
    );

    app.post(
      '/collectors/api/archive_document',
      {
        preHandler: collectorOrWriteKey,
        schema: { tags, summary: 'Archive an account (409 when already archived)', body: CustomerDocumentIdSchema, response: { 200: OkSchema } },
      },
      async (req) => {
        await accounts.setArchived(viewer(req), req.body.customer_document_id, true);
        return { ok: true as const };
      },
    );

    app.post(
      '/collectors/api/unarchive_document',
      {
        preHandler: collectorOrWriteKey,
        schema: { tags, summary: 'Unarchive an account (409 when not archived)', body: CustomerDocumentIdSchema, response: { 200: OkSchema } },
      },
      async (req) => {
        await accounts.setArchived(viewer(req), req.body.customer_document_id, false);
        return { ok: true as const };
      },
    );

    app.post(
      '/collectors/api/confirm_account_facts',
      {
        preHandler: collector,
        schema: {
          tags,
          summary: "Confirm (or correct) an account's balance and creditor: settlement rules act by themselves only on facts the firm confirmed or imported",
          description:
            "A case the consumer opened carries the balance and creditor they typed; until a staff member confirms them here, the firm's automatic settlement rules only suggest on it. Correcting the balance is refused (409) once terms are agreed.",
          body: ConfirmAccountFactsInputSchema,
          response: { 200: z.object({ account_facts: AccountFactsSchema }) },
        },
      },
      async (req) => ({
        account_facts: await accounts.confirmFacts(viewer(req), req.body.customer_document_id, {
          balanceCents: req.body.balance_cents,
          plaintiffName: req.body.plaintiff_name,
        }),
      }),
    );

    app.post(
      '/collectors/api/update_file_number',
      {
        preHandler: collectorOrWriteKey,
        schema: {
          tags,
          summary: "Set the firm's file number of an account (empty clears it)",
          body: UpdateFileNumberInputSchema,
          response: { 200: z.object({ file_number: z.string().nullable() }) },
        },
      },
      async (req) => ({
        file_number: await accounts.updateFileNumber(viewer(req), req.body.customer_document_id, req.body.file_number),
      }),
    );
  };
}
