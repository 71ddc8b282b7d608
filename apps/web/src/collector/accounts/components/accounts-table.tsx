import { ActionIcon, Badge, Box, Group, Input, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { type AccountSortKey, DISPUTED_STATUS, offerPercent } from '@parley/shared';
import { type ChangeEvent, Fragment, type ReactNode, useState } from 'react';
import type { SortDirection } from '../../../api/collector/accounts/accounts-query';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { ChevronDownIcon, ChevronRightIcon, SortIcon } from '../../../ui/action-icons';
import { Money } from '../../../ui/money';
import { formatCalendarDate, formatDate } from '../../format-dates';
import type { AutoAction, AutoActionResult } from '../negotiation/row-action';
import { AccountDetails } from './account-details';
import classes from './accounts-table.module.css';
import { ConsumerLanguageBadge } from './consumer-language-badge';

interface Column {
  label: string;
  sort?: AccountSortKey;
  isNumeric?: boolean;
  /** Long values wrap onto a second line instead of widening the table. */
  canWrap?: boolean;
  render: (account: Account) => ReactNode;
}

const dash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value);

const NAME: Column = {
  label: 'Name',
  sort: 'name',
  canWrap: true,
  render: (a) => (
    <Group gap={4} wrap="wrap" className={classes.name}>
      <Text inherit fw={600}>
        {a.customer_name}
      </Text>
      <ConsumerLanguageBadge language={a.consumer_language} />
      {a.customer_document.archived_by_law_firm_on ? (
        <Badge size="xs" color="gray" variant="light">
          Archived
        </Badge>
      ) : null}
      {a.budget_verified ? (
        // The name column is narrow: the badge wraps rather than truncating to "Budget v…".
        <Badge
          size="xs"
          color="teal"
          variant="light"
          h="auto"
          styles={{ label: { whiteSpace: 'normal' } }}
          title="The consumer shared bands from their bank data"
        >
          Budget verified
        </Badge>
      ) : null}
    </Group>
  ),
};
const LAW_FIRM: Column = { label: 'Law Firm', render: (a) => a.law_firm_name };

// Collector spec 2, "Default columns".
const DEFAULT_COLUMNS: readonly Column[] = [
  { label: 'Reference', sort: 'reference', render: (a) => dash(a.civil_number) },
  { label: 'File Number', sort: 'file_number', render: (a) => dash(a.file_number) },
  { label: 'Amount', sort: 'amount', isNumeric: true, render: (a) => <Money cents={a.lawsuit_amount} /> },
  // An open dispute is the account's status: collection waits on the firm's verification (issue 38.3).
  { label: 'Status', sort: 'status', render: (a) => <StatusText account={a} /> },
  { label: 'Status Date', sort: 'status_date', render: (a) => formatDate(a.latest_event?.created_at) },
  { label: 'Offer Amount', sort: 'offer_amount', isNumeric: true, render: (a) => <Money cents={a.latest_historical_offer?.total_amount_cents} /> },
  { label: '# Pays', sort: 'payments', isNumeric: true, render: (a) => dash(a.latest_historical_offer?.payments) },
  // The server counts tiers only for plans of more than one phase; a single phase is no split.
  { label: '# Tiers', sort: 'tiers', isNumeric: true, render: (a) => dash(tierCount(a)) },
  { label: '%', sort: 'percent', isNumeric: true, render: (a) => percentOf(a) },
  { label: 'First Payment', sort: 'first_payment', render: (a) => formatCalendarDate(a.latest_historical_offer?.first_payment_date) },
];
const ID: Column = { label: 'ID', sort: 'id', isNumeric: true, render: (a) => a.id };

/** An open dispute is the account's status: collection waits on the firm's verification (issue 38.3). */
function StatusText({ account }: { account: Account }) {
  return account.collection_paused ? (
    <Badge color="orange" variant="light" c="dark">
      {DISPUTED_STATUS}
    </Badge>
  ) : (
    <span className={classes.status}>{dash(account.last_action)}</span>
  );
}

/**
 * At phone width a row is its key facts, read without scrolling sideways (issue 38.8): the name, and
 * beside it the status, the amount, the latest offer with its percent, and the status date.
 */
const KEY_FACTS: Column = {
  label: 'Status',
  sort: 'status',
  canWrap: true,
  render: (a) => (
    <Stack gap={2}>
      <StatusText account={a} />
      <Text inherit size="xs" c="dimmed">
        {formatDate(a.latest_event?.created_at)}
      </Text>
      <Text inherit size="xs">
        Amount <Money cents={a.lawsuit_amount} />
      </Text>
      {a.latest_historical_offer ? (
        <Text inherit size="xs">
          Offer <Money cents={a.latest_historical_offer.total_amount_cents} /> ({percentOf(a)})
        </Text>
      ) : null}
    </Stack>
  ),
};
const PHONE_COLUMNS: readonly Column[] = [NAME, KEY_FACTS];
/** Every sort the wide table's headings offer, for the phone's one select. */
const SORTS = DEFAULT_COLUMNS.flatMap((c) => (c.sort ? [{ value: c.sort, label: c.label }] : []));

function tierCount(account: Account): number | null {
  const phases = account.latest_historical_offer?.phases.length ?? 0;
  return phases > 1 ? phases : null;
}

function percentOf(account: Account): string {
  const percent = account.offer_percent ?? offerPercent(account.latest_historical_offer?.total_amount_cents ?? null, account.lawsuit_amount);
  return percent === null ? '—' : `${percent}%`;
}

interface AccountsTableProps {
  accounts: readonly Account[];
  sort: AccountSortKey;
  direction: SortDirection;
  onSort: (sort: AccountSortKey) => void;
  /** The on-call administrator sees every firm: a Law Firm and an ID column, and no write controls. */
  isOnCallAdmin: boolean;
  validFirstPaymentDate: string;
  /**
   * A single-account view's account: its row opens at once. Only that row: the list shown while the
   * account loads (the one before) keeps its rows closed.
   */
  singleAccountId: number | null;
  /** The auto action of an emailed link, for the single account shown. */
  autoAction?: AutoAction | null;
  onAutoActionDone?: (result: AutoActionResult) => void;
}

export function AccountsTable({
  accounts,
  sort,
  direction,
  onSort,
  isOnCallAdmin,
  validFirstPaymentDate,
  singleAccountId,
  autoAction,
  onAutoActionDone,
}: AccountsTableProps) {
  // Rows whose state differs from the default (closed, or open in a single-account view).
  const [toggled, setToggled] = useState<ReadonlySet<number>>(new Set());
  const { ref: containerRef, width: containerWidth } = useElementSize();
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const columns = isPhone ? PHONE_COLUMNS : [NAME, ...(isOnCallAdmin ? [LAW_FIRM] : []), ...DEFAULT_COLUMNS, ...(isOnCallAdmin ? [ID] : [])];

  function toggle(id: number) {
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return (
    <Box ref={containerRef} className={classes.frame}>
      {isPhone ? (
        <Group gap="xs" p="xs" wrap="nowrap" className={classes.phoneSort}>
          {/* Input, not NativeSelect: the accounts page's first load already carries it (its JS budget). */}
          <Input.Wrapper size="xs" label="Sort by" labelElement="label" id="accounts-sort">
            <Input
              component="select"
              size="xs"
              id="accounts-sort"
              rightSection={<ChevronDownIcon />}
              rightSectionPointerEvents="none"
              value={sort}
              onChange={(event: ChangeEvent<HTMLSelectElement>) => onSort(event.currentTarget.value as AccountSortKey)}
            >
              {[{ value: 'name', label: 'Name' }, ...SORTS].map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Input>
          </Input.Wrapper>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => onSort(sort)}
            aria-label={direction === 'asc' ? 'Sorted ascending: sort descending' : 'Sorted descending: sort ascending'}
          >
            <SortIcon direction={direction} size={14} />
          </ActionIcon>
        </Group>
      ) : null}
      <Table.ScrollContainer minWidth={isPhone ? 0 : isOnCallAdmin ? 1100 : 940} type="native">
        <Table verticalSpacing="xs" horizontalSpacing={8} className={classes.table}>
          <VisuallyHidden component="caption">Accounts</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={`${classes.toggleColumn} ${classes.stickyToggle}`}>
                <VisuallyHidden>Details</VisuallyHidden>
              </Table.Th>
              {columns.map((column) => (
                <HeaderCell key={column.label} column={column} sort={sort} direction={direction} onSort={onSort} isSticky={column === NAME} />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.map((account) => {
              const isSingle = account.id === singleAccountId;
              const isExpanded = toggled.has(account.id) !== isSingle;
              const detailsId = `account-details-${account.id}`;
              return (
                <Fragment key={account.id}>
                  <Table.Tr className={classes.row} data-expanded={isExpanded || undefined} onClick={() => toggle(account.id)}>
                    <Table.Td className={`${classes.toggleColumn} ${classes.stickyToggle}`}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="sm"
                        aria-label={`Show details for ${account.customer_name}`}
                        aria-expanded={isExpanded}
                        aria-controls={isExpanded ? detailsId : undefined}
                        onClick={(event) => {
                          event.stopPropagation();
                          toggle(account.id);
                        }}
                      >
                        {isExpanded ? <ChevronDownIcon /> : <ChevronRightIcon />}
                      </ActionIcon>
                    </Table.Td>
                    {columns.map((column) => (
                      <Table.Td key={column.label} className={cellClass(column, column === NAME)}>
                        {column.render(account)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                  {isExpanded ? (
                    <Table.Tr className={classes.detailsRow}>
                      <Table.Td colSpan={columns.length + 1} p={0}>
                        {/* As wide as the visible part of the table, and kept in view when it scrolls sideways. */}
                        <Box id={detailsId} className={classes.details} style={{ width: containerWidth || undefined }}>
                          <AccountDetails
                            account={account}
                            isReadOnly={isOnCallAdmin}
                            validFirstPaymentDate={validFirstPaymentDate}
                            autoAction={isSingle ? autoAction : null}
                            onAutoActionDone={onAutoActionDone}
                          />
                        </Box>
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}

/** The arrows stay on the line of the label's last word when a heading wraps. */
function SortLabel({ label, direction }: { label: string; direction: SortDirection | null }) {
  const words = label.split(' ');
  const last = words.pop();
  return (
    <>
      {words.length > 0 ? `${words.join(' ')} ` : null}
      <span className={classes.lastWord}>
        {last}
        <SortIcon direction={direction} size={12} />
      </span>
    </>
  );
}

function cellClass(column: Column, isSticky: boolean): string | undefined {
  const classNames = [column.isNumeric ? classes.numeric : column.canWrap ? undefined : classes.cell, isSticky ? classes.stickyName : undefined];
  return classNames.filter(Boolean).join(' ') || undefined;
}

interface HeaderCellProps {
  column: Column;
  sort: AccountSortKey;
  direction: SortDirection;
  onSort: (sort: AccountSortKey) => void;
  isSticky: boolean;
}

function HeaderCell({ column, sort, direction, onSort, isSticky }: HeaderCellProps) {
  const className = cellClass(column, isSticky);
  if (!column.sort) return <Table.Th className={className}>{column.label}</Table.Th>;
  const key = column.sort;
  const current = sort === key ? direction : null;
  return (
    <Table.Th className={className} aria-sort={current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton className={classes.sortButton} data-active={current !== null || undefined} onClick={() => onSort(key)}>
        <SortLabel label={column.label} direction={current} />
      </UnstyledButton>
    </Table.Th>
  );
}
