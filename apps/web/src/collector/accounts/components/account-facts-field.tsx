import { Alert, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { ACCOUNT_FACT_SOURCE_LABELS, centsToDollars, dollarsToCents, SETTLEMENT_RULE_MESSAGES } from '@parley/shared';
import { type FormEvent, useState } from 'react';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { useConfirmAccountFacts } from '../../../api/collector/accounts/confirm-account-facts';
import { ApiError, describeError } from '../../../api/errors';
import { formatDateTime } from '../../format-dates';

/**
 * Whose balance and creditor the account carries (issue 33), and the way for staff to confirm or
 * correct them: the firm's settlement rules answer by themselves only on confirmed or imported facts.
 */
export function AccountFactsField({ account, isReadOnly }: { account: Account; isReadOnly: boolean }) {
  const facts = account.account_facts;
  const [draft, setDraft] = useState<{ balance: number | string; plaintiff: string } | null>(null);
  const confirm = useConfirmAccountFacts();
  const fields: Readonly<Record<string, string>> = confirm.error instanceof ApiError ? confirm.error.fields : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft === null) return;
    const balance = typeof draft.balance === 'number' ? draft.balance : Number(draft.balance);
    confirm.mutate(
      {
        customerDocumentId: account.customer_document.id,
        balanceCents: Number.isFinite(balance) ? dollarsToCents(balance) : 0,
        plaintiffName: draft.plaintiff,
      },
      { onSuccess: () => setDraft(null) },
    );
  }

  const who =
    facts.source === 'staff' && facts.confirmed_by
      ? `${ACCOUNT_FACT_SOURCE_LABELS.staff}: ${facts.confirmed_by}, ${formatDateTime(facts.confirmed_at ?? '')}`
      : ACCOUNT_FACT_SOURCE_LABELS[facts.source];

  if (draft !== null) {
    return (
      <form onSubmit={submit} aria-label="Confirm balance and creditor">
        <Stack gap={6}>
          <NumberInput
            label="Balance the firm holds"
            size="xs"
            prefix="$"
            decimalScale={2}
            thousandSeparator=","
            min={0}
            value={draft.balance}
            onChange={(value) => setDraft({ ...draft, balance: value })}
            error={fields.balance_cents}
            autoFocus
          />
          <TextInput
            label="Creditor / plaintiff"
            size="xs"
            value={draft.plaintiff}
            maxLength={200}
            onChange={(event) => setDraft({ ...draft, plaintiff: event.currentTarget.value })}
            error={fields.plaintiff_name}
          />
          {confirm.isError && Object.keys(fields).length === 0 ? (
            <Text size="xs" c="red.7" role="alert">
              {describeError(confirm.error, 'The balance and creditor could not be confirmed.')}
            </Text>
          ) : null}
          <Group gap={6}>
            <Button type="submit" size="xs" loading={confirm.isPending}>
              Confirm
            </Button>
            <Button variant="default" size="xs" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Stack gap={4}>
      <Text span size="sm">
        {who}
      </Text>
      {facts.source === 'consumer' ? (
        <Alert color="yellow" variant="light" p={6} role="note">
          <Text size="xs">{SETTLEMENT_RULE_MESSAGES.suggestOnlyOnConsumerFacts}</Text>
        </Alert>
      ) : null}
      {isReadOnly ? null : (
        <Group>
          <Button
            variant="light"
            size="compact-xs"
            onClick={() => {
              confirm.reset();
              setDraft({
                balance: facts.balance_cents === null ? '' : centsToDollars(facts.balance_cents),
                plaintiff: facts.plaintiff_name ?? '',
              });
            }}
          >
            {facts.source === 'consumer' ? 'Confirm balance and creditor' : 'Correct balance and creditor'}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
