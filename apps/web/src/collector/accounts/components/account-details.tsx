import { Badge, Box, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { DEFAULT_LANGUAGE, EVENT_ENGLISH, FINANCIAL_DETAIL_KEYS, formatCents } from '@parley/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { useHardshipSummary } from '../../../api/collector/accounts/hardship-summary';
import { Money } from '../../../ui/money';
import { formatCalendarDate, formatDateTime } from '../../format-dates';
import { FINANCIAL_DETAIL_LABELS, humanizeKey, PARTY_LABELS } from '../account-format';
import { type AutoAction, type AutoActionResult, RowAction } from '../negotiation/row-action';
import { AccountFactsField } from './account-facts-field';
import { ActivityLogButton } from './activity-log-button';
import { ArchiveButton } from './archive-button';
import { ConsumerLanguageBadge } from './consumer-language-badge';
import { FileNumberField } from './file-number-field';
import { MessageConsumerButton } from './message-consumer-button';

interface AccountDetailsProps {
  account: Account;
  /** The on-call administrator: no write controls. */
  isReadOnly: boolean;
  validFirstPaymentDate: string;
  autoAction?: AutoAction | null;
  onAutoActionDone?: (result: AutoActionResult) => void;
}

// Who holds the account (issue 38.2) loads when a row opens: the list's first load stays within its budget.
const AssigneeField = lazy(() => import('./assignee-field').then((m) => ({ default: m.AssigneeField })));

/** What opens under a row: the next step, the account and consumer, the offer, hardship, finances, activity. */
export function AccountDetails({ account, isReadOnly, validFirstPaymentDate, autoAction, onAutoActionDone }: AccountDetailsProps) {
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="flex-end" gap="xs">
        {isReadOnly ? null : <MessageConsumerButton account={account} />}
        <ActivityLogButton account={account} />
        {isReadOnly ? null : <ArchiveButton account={account} />}
      </Group>
      <RowAction
        account={account}
        isReadOnly={isReadOnly}
        validFirstPaymentDate={validFirstPaymentDate}
        autoAction={autoAction}
        onAutoActionDone={onAutoActionDone}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
        <Section title="Account">
          <DetailList>
            {isReadOnly ? <Detail label="Law firm">{account.law_firm_name}</Detail> : null}
            <Detail label="Assigned to">
              <Suspense
                fallback={
                  <Text span inherit>
                    …
                  </Text>
                }
              >
                <AssigneeField account={account} isReadOnly={isReadOnly} />
              </Suspense>
            </Detail>
            <Detail label="Reference">{account.civil_number ?? '—'}</Detail>
            <Detail label="File number">
              <FileNumberField account={account} isReadOnly={isReadOnly} />
            </Detail>
            <Detail label="Plaintiff">{account.plaintiff_name ?? '—'}</Detail>
            <Detail label="Lawsuit state">{account.lawsuit_state ?? '—'}</Detail>
            <Detail label="Lawsuit exists">{account.lawsuit_exists ? 'Yes' : 'No'}</Detail>
            <Detail label="Debt amount">
              <Money cents={account.lawsuit_amount} />
            </Detail>
            <Detail label="Balance and creditor">
              <AccountFactsField account={account} isReadOnly={isReadOnly} />
            </Detail>
          </DetailList>
        </Section>
        <Section title="Consumer">
          <DetailList>
            <Detail label="Birthdate">{formatCalendarDate(account.birthdate)}</Detail>
            <Detail label="Email">
              <Text span inherit style={{ overflowWrap: 'anywhere' }}>
                {account.email ?? '—'}
              </Text>
            </Detail>
            {account.consumer_language !== DEFAULT_LANGUAGE ? (
              <Detail label="Language">
                <ConsumerLanguageBadge language={account.consumer_language} size="sm" />
              </Detail>
            ) : null}
            <Detail label="SSN">{account.social_security_number.last_four ? `•••-••-${account.social_security_number.last_four}` : '—'}</Detail>
            <Detail label="Mailing address">
              <MailingAddress address={account.customer_mailing_address} />
            </Detail>
          </DetailList>
        </Section>
        <Section title="Latest offer">
          <LatestOffer account={account} />
        </Section>
        <Section title="Hardship">
          <Hardship account={account} />
        </Section>
        <Section title="Finances">
          <Finances account={account} />
        </Section>
        <Section title="Activity">
          <Activity account={account} />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={3} fz="sm" fw={700} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function DetailList({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'minmax(110px, auto) 1fr', columnGap: 16, rowGap: 8 }}>
      {children}
    </Box>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </>
  );
}

function MailingAddress({ address }: { address: Account['customer_mailing_address'] }) {
  const cityLine = [address.customer_city, [address.customer_state, address.customer_zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  if (!address.customer_street && !cityLine) return '—';
  return (
    <>
      {address.customer_street}
      {address.customer_street && cityLine ? <br /> : null}
      {cityLine}
    </>
  );
}

function LatestOffer({ account }: { account: Account }) {
  const offer = account.latest_historical_offer;
  if (!offer)
    return (
      <Text size="sm" c="dimmed">
        No offer yet.
      </Text>
    );
  return (
    <DetailList>
      <Detail label="Total">
        <Money cents={offer.total_amount_cents} fw={600} />
        {account.offer_percent === null ? null : <Text span size="sm" c="dimmed">{` (${account.offer_percent}% of the debt)`}</Text>}
      </Detail>
      <Detail label="Payments">{offer.payments}</Detail>
      <Detail label="First payment">{formatCalendarDate(offer.first_payment_date)}</Detail>
      <Detail label="Schedule">
        {offer.phases.length === 0
          ? '—'
          : offer.phases.map((phase, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: phases have no id; their order is their identity.
              <Text key={index} size="sm">
                {phase.iterations} × {formatCents(phase.payment_amount_cents)}
              </Text>
            ))}
      </Detail>
    </DetailList>
  );
}

function Hardship({ account }: { account: Account }) {
  const reasons = Object.entries(account.hardship);
  if (reasons.length === 0 && !account.hardship_statement)
    return (
      <Text size="sm" c="dimmed">
        No hardship given.
      </Text>
    );
  return (
    <Stack gap="sm">
      {reasons.map(([reason, answer]) => (
        <div key={reason}>
          <Text size="sm" fw={600}>
            {humanizeKey(reason)}
          </Text>
          <Text size="sm">{answer}</Text>
        </div>
      ))}
      <AiHardshipSummary account={account} />
      {account.hardship_statement ? (
        <Box p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={2}>
            Hardship statement (summary)
          </Text>
          <Text size="sm">{account.hardship_statement}</Text>
        </Box>
      ) : null}
    </Stack>
  );
}

/** The AI summary of the hardship answers, above the consumer's own words. */
function AiHardshipSummary({ account }: { account: Account }) {
  const summary = useHardshipSummary(account.id, true);
  if (summary.isPending)
    return (
      <Text size="xs" c="dimmed">
        Summarizing…
      </Text>
    );
  if (summary.isError || !summary.data.summary) return null;
  return (
    <Box p="sm" bg="grape.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }} aria-label="AI summary of hardship">
      <Text size="xs" c="grape.8" fw={600} tt="uppercase" mb={2}>
        AI summary
      </Text>
      <Text size="sm">{summary.data.summary}</Text>
    </Box>
  );
}

function moneyTotal(total: Account['monthly_income_total']): ReactNode {
  if (total === null) return '—';
  return typeof total === 'string' ? total : <Money cents={total.cents} />;
}

function Finances({ account }: { account: Account }) {
  const details = FINANCIAL_DETAIL_KEYS.filter((key) => account.financial_details[key] !== undefined);
  return (
    <Stack gap="sm">
      <Group gap="xs">
        {account.plaid_verified ? (
          <Badge color="teal" variant="light">
            Plaid verified
          </Badge>
        ) : account.budget_verified ? null : (
          <Badge color="gray" variant="light">
            Not bank-verified
          </Badge>
        )}
        {account.budget_verified ? (
          <Badge color="teal" variant="filled">
            Budget verified
          </Badge>
        ) : null}
        {account.has_detailed_data ? (
          <Badge color="indigo" variant="light">
            Detailed data
          </Badge>
        ) : null}
      </Group>
      <DetailList>
        <Detail label="Monthly income">{moneyTotal(account.monthly_income_total)}</Detail>
        <Detail label="Monthly expenses">{moneyTotal(account.monthly_expenses_total)}</Detail>
        {account.budget_verified?.income_band ? <Detail label="Verified income band">{`${account.budget_verified.income_band} a month`}</Detail> : null}
        {account.budget_verified?.expense_band ? <Detail label="Verified expense band">{`${account.budget_verified.expense_band} a month`}</Detail> : null}
      </DetailList>
      {details.length > 0 ? (
        <Table fz="sm" verticalSpacing={4} withRowBorders={false} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Monthly</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {details.map((key) => (
              <Table.Tr key={key}>
                <Table.Td>{FINANCIAL_DETAIL_LABELS[key]}</Table.Td>
                <Table.Td ta="right">
                  <Money cents={account.financial_details[key]} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}

function Activity({ account }: { account: Account }) {
  const events = account.settlement_negotiation_events;
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No activity yet.
      </Text>
    );
  return (
    <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Negotiation events">
      {events.map((event) => (
        <Box component="li" key={event.id} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-indigo-2)' }}>
          <Group gap={6} wrap="wrap">
            <Text size="xs" c="dimmed">
              {formatDateTime(event.created_at)}
            </Text>
            <Badge size="xs" variant="light" color={event.party === 'consumer' ? 'blue' : 'grape'}>
              {PARTY_LABELS[event.party]}
            </Badge>
          </Group>
          <Text size="sm" fw={500}>
            {account.event_id_to_english_text[String(event.id)] ?? EVENT_ENGLISH[event.action]}
          </Text>
          {event.disclosures.length > 0 ? (
            <Box component="ul" m={0} pl="md">
              {event.disclosures.map((disclosure, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: disclosures are plain texts in a fixed order.
                <Text component="li" key={index} size="xs" c="dimmed">
                  {disclosure}
                </Text>
              ))}
            </Box>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
