import { Alert, Anchor, Badge, Button, Checkbox, Group, NumberInput, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { DISPUTE_REASON_LABELS, DISPUTE_REASONS, type DisputeReason, dollarsToCents, ITEMIZATION_DATE_LABELS, ValidationNoticeSchema } from '@parley/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { apiFetch } from '../../../api/client';
import { casesKeys } from '../../../api/consumer/cases/keys';
import { describeError } from '../../../api/errors';
import { labelMessages } from '../../../i18n/label-messages';
import { useFormat } from '../../../i18n/use-format';

/** Model form B-1's reasons and itemization dates: their English is the shared one (the notice's PDF prints it). */
export const DISPUTE_REASON_MESSAGES = labelMessages('dispute.reason', DISPUTE_REASON_LABELS);
export const ITEMIZATION_DATE_MESSAGES = labelMessages('notice.itemizationDate', ITEMIZATION_DATE_LABELS);

const m = {
  title: { id: 'notice.title', defaultMessage: 'Validation notice' },
  loadFailed: { id: 'notice.loadFailed', defaultMessage: 'The validation notice could not be loaded.' },
  paused: { id: 'notice.paused', defaultMessage: 'Collection paused' },
  amountNow: {
    id: 'notice.amountNow',
    defaultMessage: '{collector} is a debt collector. Total amount of the debt now: <b>{amount}</b> (as of {date}, {dateLabel}).',
  },
  disputeBy: { id: 'notice.disputeBy', defaultMessage: 'You can dispute all or part of the debt, or ask for the original creditor, by <b>{date}</b>.' },
  delivered: {
    id: 'notice.delivered',
    defaultMessage: '{method, select, electronic {Delivered electronically} other {Marked for mail}} on {date}.',
  },
  download: { id: 'notice.download', defaultMessage: 'Download the notice (PDF)' },
  consent: { id: 'notice.consent', defaultMessage: 'I agree to receive notices about my debts electronically (E-SIGN).' },
  consentFailed: { id: 'notice.consentFailed', defaultMessage: 'Your consent could not be saved.' },
  pausedTitle: { id: 'dispute.pausedTitle', defaultMessage: 'Collection is paused' },
  sent: {
    id: 'dispute.sent',
    defaultMessage:
      'We sent your {kind, select, original_creditor {request for the original creditor} identity_theft {identity-theft report} other {dispute}}. The firm must send verification before asking you for payment again.',
  },
  verifiedTitle: { id: 'dispute.verifiedTitle', defaultMessage: 'Verification arrived' },
  verified: { id: 'dispute.verified', defaultMessage: 'The firm sent verification. <a>Read it (PDF)</a>. Collection may resume.' },
  howRespond: { id: 'dispute.howRespond', defaultMessage: 'How do you want to respond?' },
  reasonLabel: { id: 'dispute.reasonLabel', defaultMessage: 'I want to dispute the debt because I think:' },
  scopeLabel: { id: 'dispute.scopeLabel', defaultMessage: 'How much do you dispute?' },
  all: { id: 'dispute.all', defaultMessage: 'All of it' },
  part: { id: 'dispute.part', defaultMessage: 'Part of it' },
  amount: { id: 'dispute.amount', defaultMessage: 'Amount you dispute ($)' },
  details: { id: 'dispute.details', defaultMessage: 'Details (optional)' },
  sendFailed: { id: 'dispute.sendFailed', defaultMessage: 'Your dispute could not be sent. Please try again.' },
  dispute: { id: 'dispute.submit', defaultMessage: 'Dispute the debt' },
  originalCreditor: { id: 'dispute.originalCreditor', defaultMessage: 'Ask for the original creditor' },
} satisfies Record<string, MessageDescriptor>;

const bold = (chunks: React.ReactNode[]) => <b>{chunks}</b>;

import { IdentityTheftForm } from './identity-theft-form';

const noticeKey = casesKeys.validationNotice;

/** The validation notice (12 CFR 1006.34) of a case and the consumer's answers to it (1006.38). */
export function ValidationNoticePanel({ caseId }: { caseId: number }) {
  const client = useQueryClient();
  const intl = useIntl();
  const format = useFormat();
  const notice = useQuery({
    queryKey: noticeKey(caseId),
    queryFn: async () => ValidationNoticeSchema.parse(await apiFetch('GET', `/api/v1/settlement_cases/${caseId}/validation_notice`)),
  });
  const [reason, setReason] = useState<DisputeReason>('not_my_debt');
  const [scope, setScope] = useState<'all' | 'part'>('all');
  const [amount, setAmount] = useState<number | string>('');
  const [details, setDetails] = useState('');
  const send = useMutation({
    mutationFn: async (body: unknown) => ValidationNoticeSchema.parse(await apiFetch('POST', `/api/v1/settlement_cases/${caseId}/disputes`, body)),
    onSuccess: (data) => client.setQueryData(noticeKey(caseId), data),
  });
  const consent = useMutation({
    mutationFn: () => apiFetch('POST', '/api/v1/esign_consent', { agree: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKey(caseId) }),
  });

  if (notice.isPending) return null;
  if (notice.isError)
    return (
      <Alert color="red" role="alert" title={intl.formatMessage(m.title)}>
        {describeError(notice.error, intl.formatMessage(m.loadFailed))}
      </Alert>
    );
  const n = notice.data;
  const open = n.disputes.find((d) => d.verified_at === null);
  const answered = n.disputes.find((d) => d.verified_at !== null);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label={intl.formatMessage(m.title)}>
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} fz="lg">
            {intl.formatMessage(m.title)}
          </Title>
          {n.collection_paused ? (
            <Badge color="orange" variant="light">
              {intl.formatMessage(m.paused)}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">
          <FormattedMessage
            {...m.amountNow}
            values={{
              b: bold,
              collector: n.collector.name,
              amount: format.money(n.itemization.current_amount_cents),
              date: format.date(n.itemization.date),
              dateLabel: intl.formatMessage(ITEMIZATION_DATE_MESSAGES[n.itemization.date_kind]),
            }}
          />
        </Text>
        <Text size="sm">
          <FormattedMessage {...m.disputeBy} values={{ b: bold, date: format.date(n.delivery.validation_period_end) }} />{' '}
          {intl.formatMessage(m.delivered, { method: n.delivery.method, date: format.date(n.delivery.delivered_on) })}
        </Text>
        <Anchor href={`/api/v1/settlement_cases/${caseId}/validation_notice.pdf`}>{intl.formatMessage(m.download)}</Anchor>
        {n.consent === null ? (
          <Checkbox
            label={intl.formatMessage(m.consent)}
            checked={consent.isSuccess}
            onChange={() => consent.mutate()}
            error={consent.isError ? describeError(consent.error, intl.formatMessage(m.consentFailed)) : undefined}
          />
        ) : null}
        {open ? (
          <Alert color="orange" role="status" title={intl.formatMessage(m.pausedTitle)}>
            {intl.formatMessage(m.sent, { kind: open.kind })}
          </Alert>
        ) : (
          <Stack gap="xs">
            {answered ? (
              <Alert color="teal" role="status" title={intl.formatMessage(m.verifiedTitle)}>
                <FormattedMessage
                  {...m.verified}
                  values={{
                    a: (chunks: React.ReactNode[]) => (
                      <Anchor href={`/api/v1/settlement_cases/${caseId}/disputes/${answered.id}/verification`}>{chunks}</Anchor>
                    ),
                  }}
                />
              </Alert>
            ) : null}
            <Title order={3} fz="md">
              {intl.formatMessage(m.howRespond)}
            </Title>
            <Radio.Group label={intl.formatMessage(m.reasonLabel)} value={reason} onChange={(v) => setReason(v as DisputeReason)}>
              <Stack gap={4} mt={4}>
                {DISPUTE_REASONS.map((r) => (
                  <Radio key={r} value={r} label={intl.formatMessage(DISPUTE_REASON_MESSAGES[r])} />
                ))}
              </Stack>
            </Radio.Group>
            <Radio.Group label={intl.formatMessage(m.scopeLabel)} value={scope} onChange={(v) => setScope(v as 'all' | 'part')}>
              <Group gap="md" mt={4}>
                <Radio value="all" label={intl.formatMessage(m.all)} />
                <Radio value="part" label={intl.formatMessage(m.part)} />
              </Group>
            </Radio.Group>
            {scope === 'part' ? <NumberInput label={intl.formatMessage(m.amount)} min={0.01} decimalScale={2} value={amount} onChange={setAmount} /> : null}
            <Textarea label={intl.formatMessage(m.details)} value={details} onChange={(e) => setDetails(e.currentTarget.value)} maxLength={2000} />
            {send.isError ? (
              <Alert color="red" role="alert">
                {describeError(send.error, intl.formatMessage(m.sendFailed), intl)}
              </Alert>
            ) : null}
            <Group gap="sm">
              <Button
                onClick={() =>
                  send.mutate({
                    kind: 'dispute',
                    reason,
                    scope,
                    ...(scope === 'part' ? { amount_cents: dollarsToCents(Number(amount)) } : {}),
                    ...(details.trim() ? { details: details.trim() } : {}),
                  })
                }
                loading={send.isPending}
              >
                {intl.formatMessage(m.dispute)}
              </Button>
              <Button variant="default" onClick={() => send.mutate({ kind: 'original_creditor' })} loading={send.isPending}>
                {intl.formatMessage(m.originalCreditor)}
              </Button>
            </Group>
            <IdentityTheftForm notice={n} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
