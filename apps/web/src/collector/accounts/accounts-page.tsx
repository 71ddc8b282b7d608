import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { MAX_NUM_PAGES, NEGOTIATION_MESSAGES } from '@parley/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_ACCOUNTS_QUERY, hasFilters, toAccountsSearchParams, withFilter } from '../../api/collector/accounts/accounts-query';
import { type AccountsPage as AccountsPageData, useAccounts } from '../../api/collector/accounts/apply-filters';
import { useFilterValues } from '../../api/collector/accounts/filter-values';
import { accountsKeys } from '../../api/collector/accounts/keys';
import { ACCOUNTS_LIVE_KEYS, applyAccountChange, useMetricsLive } from '../../api/collector/accounts/live';
import { describeError } from '../../api/errors';
import { useCaseLive } from '../../app/case-live';
import { CaseChangeNotice } from '../../ui/case-change-notice';
import { PageHeading } from '../../ui/page-heading';
import { useCollectorSession } from '../session/collector-session';
import { AccountsTable } from './components/accounts-table';
import { FiltersBar } from './components/filters-bar';
import { MetricsStrip } from './components/metrics-strip';
import type { AutoAction, AutoActionResult } from './negotiation/row-action';
import { useAccountsView } from './use-accounts-view';

const LIST_FAILED = 'We could not load the accounts.';

/** A live change's link to its account alone, whatever this list's filters (they could hide it). */
const openAccountLink = (id: number) => (
  <Anchor
    component={Link}
    to={{ search: toAccountsSearchParams(withFilter(DEFAULT_ACCOUNTS_QUERY, 'customer_document_id', String(id))).toString() }}
    size="sm"
    fw={600}
  >
    Open this account
  </Anchor>
);

/** Collector spec 2, "Accounts page": metrics, filters and the list, all kept in the URL. */
export function AccountsPage() {
  const { lawFirmName, isOnCallAdmin } = useCollectorSession();
  const view = useAccountsView();
  const { query } = view;
  const filterValues = useFilterValues();
  const accounts = useAccounts(query);
  const isFiltered = hasFilters(query);
  const isSingleAccount = query.filters.customer_document_id !== undefined;
  const singleAccountId = typeof query.filters.customer_document_id === 'string' ? Number(query.filters.customer_document_id) : null;
  const page = accounts.data;
  const [autoAction, autoActionDone, autoResult] = useAutoAction();
  const queryClient = useQueryClient();
  // A live change names the consumer and the account (issue 38.6): the firm's file number where it
  // has one, else Parley's account number; an account not on this page is named by its number.
  const accountName = useCallback(
    (id: number) => {
      const account = queryClient
        .getQueriesData<AccountsPageData>({ queryKey: accountsKeys.lists() })
        .flatMap(([, data]) => data?.customer_info ?? [])
        .find((a) => a.id === id);
      if (!account) return `Account #${id}`;
      return `${account.customer_name} (${account.file_number ? `file ${account.file_number}` : `account #${id}`})`;
    },
    [queryClient],
  );
  // The firm's staff get each changed row and the firm's metrics pushed (issue 40.4); the on-call administrator's metrics span every firm, so they are refetched.
  const applyChange = useCallback((raw: unknown) => applyAccountChange(queryClient, raw, { metricsPushed: !isOnCallAdmin }), [queryClient, isOnCallAdmin]);
  useCaseLive('collector', ACCOUNTS_LIVE_KEYS, accountName, applyChange);
  useMetricsLive(!isOnCallAdmin);

  return (
    <>
      <PageHeading title="Accounts">{lawFirmName ? <Text c="dimmed">Welcome, {lawFirmName}</Text> : null}</PageHeading>
      {/* A single account says it in its own row (RowAction). */}
      {isSingleAccount ? null : <CaseChangeNotice floating action={openAccountLink} />}
      {/* A link to one account (an email's) opens on that account: the metrics and filters wait on "View all accounts". */}
      {isSingleAccount ? null : (
        <>
          <MetricsStrip />
          {/* A refresh that fails keeps the filters as they were; only a first load that fails has none to offer. */}
          {filterValues.isError && !filterValues.data ? (
            <Alert color="red" variant="light" role="alert" mb="lg">
              {describeError(filterValues.error, 'We could not load the filters.')}
            </Alert>
          ) : (
            <FiltersBar definitions={filterValues.data} filters={query.filters} hasFilters={isFiltered} onChange={view.setFilter} onClear={view.clearFilters} />
          )}
        </>
      )}
      {autoResult ? <AutoActionOutcome result={autoResult} customerName={page?.customer_info[0]?.customer_name ?? null} /> : null}

      {isSingleAccount ? (
        <Alert color="indigo" variant="light" mb="md">
          <Group gap="xs" wrap="wrap">
            <Text size="sm">Showing a single account.</Text>
            <Anchor
              component={Link}
              to={{ search: toAccountsSearchParams(withFilter(query, 'customer_document_id', undefined)).toString() }}
              size="sm"
              fw={600}
            >
              View all accounts
            </Anchor>
          </Group>
        </Alert>
      ) : null}

      {accounts.isError ? (
        <Alert color="red" variant="light" role="alert" mb="md" title="The accounts could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{describeError(accounts.error, LIST_FAILED)}</Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => void accounts.refetch()}>
                Try again
              </Button>
              {isFiltered ? (
                <Button size="xs" variant="default" onClick={view.clearFilters}>
                  Clear filters
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Alert>
      ) : null}

      {page ? (
        <Stack gap="sm" component="section" aria-label="Results" aria-busy={accounts.isFetching}>
          <Group justify="space-between" gap="xs" mih={28}>
            <Text size="sm" c="dimmed" role="status">
              Showing {page.customer_info.length} out of {page.total_count} matching accounts
            </Text>
            {accounts.isFetching ? <Loader size="xs" aria-label="Updating" /> : null}
          </Group>
          {page.customer_info.length === 0 ? (
            <Paper withBorder radius="md" p="xl">
              <Stack align="center" gap="sm">
                <Text fw={600}>No accounts match these filters.</Text>
                {isFiltered ? (
                  <Button variant="default" onClick={view.clearFilters}>
                    Clear filters
                  </Button>
                ) : null}
              </Stack>
            </Paper>
          ) : (
            <div style={{ opacity: accounts.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms ease' }}>
              <AccountsTable
                // Rows opened under one filter and sort close when it changes; Load More keeps them.
                key={toAccountsSearchParams({ ...query, numPages: 1 }).toString()}
                accounts={page.customer_info}
                sort={query.sort}
                direction={query.direction}
                onSort={view.sortBy}
                isOnCallAdmin={isOnCallAdmin}
                validFirstPaymentDate={page.valid_first_payment_date}
                singleAccountId={singleAccountId}
                autoAction={autoAction}
                onAutoActionDone={autoActionDone}
              />
            </div>
          )}
          {page.more_pages && query.numPages < MAX_NUM_PAGES ? (
            <Center>
              <Button variant="default" onClick={view.loadMore} loading={accounts.isFetching && accounts.isPlaceholderData}>
                Load More
              </Button>
            </Center>
          ) : null}
        </Stack>
      ) : accounts.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading accounts" />
        </Center>
      ) : null}
    </>
  );
}

const AUTO_ACTION_PARAM = 'auto_action';

/**
 * Collector spec 4 "Auto action from URL": `auto_action=accept|counteroffer` with a single account.
 * Read once; once done it leaves the URL, so a reload or Back never accepts twice, and what it did
 * is kept to be said at the top of the page.
 */
function useAutoAction(): [AutoAction | null, (result: AutoActionResult) => void, AutoActionResult | null] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [action, setAction] = useState<AutoAction | null>(() => {
    const value = searchParams.get(AUTO_ACTION_PARAM);
    return value === 'accept' || value === 'counteroffer' ? value : null;
  });
  const [result, setResult] = useState<AutoActionResult | null>(null);
  const done = useCallback(
    (outcome: AutoActionResult) => {
      setAction(null);
      setResult(outcome);
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(AUTO_ACTION_PARAM);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  return [action, done, result];
}

/** What the emailed link did, said where the collector looks first, and to screen readers. */
function AutoActionOutcome({ result, customerName }: { result: AutoActionResult; customerName: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const who = customerName ?? 'the consumer';
  const { color, title, text } = (() => {
    switch (result.kind) {
      case 'accepted':
        return { color: 'teal', title: 'Offer accepted', text: `You accepted ${who}'s offer from your email link. The next step is shown below.` };
      case 'accept_failed':
        return { color: 'red', title: 'The offer was not accepted', text: describeError(result.error, NEGOTIATION_MESSAGES.acceptFailed) };
      case 'counteroffer_opened':
        return { color: 'indigo', title: 'Counteroffer', text: `The counteroffer form for ${who} is open below.` };
      case 'accept_unavailable':
        return {
          color: 'yellow',
          title: 'This offer cannot be accepted as it stands',
          text: 'Its first payment date is too soon to accept. The counteroffer form is open below so you can propose a later date.',
        };
      case 'moved_on':
        return {
          color: 'yellow',
          title: 'Nothing to answer from this link',
          text: `${who}'s account has moved on since the email was sent. Its current step is shown below.`,
        };
    }
  })();
  return (
    <Alert ref={ref} color={color} variant="light" role={result.kind === 'accept_failed' ? 'alert' : 'status'} title={title} mb="md">
      <Text size="sm">{text}</Text>
    </Alert>
  );
}
