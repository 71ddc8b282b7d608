import { Alert, Anchor, Badge, Button, Checkbox, Group, NumberInput, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { DISPUTE_REASON_LABELS, DISPUTE_REASONS, type DisputeReason, formatCents, formatLongDate, ValidationNoticeSchema } from '@parley/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch } from '../../../api/client';
import { casesKeys } from '../../../api/consumer/cases/keys';
import { describeError } from '../../../api/errors';
import { IdentityTheftForm } from './identity-theft-form';

const noticeKey = casesKeys.validationNotice;

/** The validation notice (12 CFR 1006.34) of a case and the consumer's answers to it (1006.38). */
export function ValidationNoticePanel({ caseId }: { caseId: number }) {
  const client = useQueryClient();
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
      <Alert color="red" role="alert" title="Validation notice">
        {describeError(notice.error, 'The validation notice could not be loaded.')}
      </Alert>
    );
  const n = notice.data;
  const open = n.disputes.find((d) => d.verified_at === null);
  const answered = n.disputes.find((d) => d.verified_at !== null);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label="Validation notice">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} fz="lg">
            Validation notice
          </Title>
          {n.collection_paused ? (
            <Badge color="orange" variant="light">
              Collection paused
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">
          {n.collector.name} is a debt collector. Total amount of the debt now: <b>{formatCents(n.itemization.current_amount_cents)}</b> (as of{' '}
          {formatLongDate(n.itemization.date)}, {n.itemization.date_label}).
        </Text>
        <Text size="sm">
          You can dispute all or part of the debt, or ask for the original creditor, by <b>{formatLongDate(n.delivery.validation_period_end)}</b>.{' '}
          {n.delivery.method === 'electronic' ? 'Delivered electronically' : 'Marked for mail'} on {formatLongDate(n.delivery.delivered_on)}.
        </Text>
        <Anchor href={`/api/v1/settlement_cases/${caseId}/validation_notice.pdf`}>Download the notice (PDF)</Anchor>
        {n.consent === null ? (
          <Checkbox
            label="I agree to receive notices about my debts electronically (E-SIGN)."
            checked={consent.isSuccess}
            onChange={() => consent.mutate()}
            error={consent.isError ? describeError(consent.error, 'Your consent could not be saved.') : undefined}
          />
        ) : null}
        {open ? (
          <Alert color="orange" role="status" title="Collection is paused">
            We sent your{' '}
            {open.kind === 'original_creditor' ? 'request for the original creditor' : open.kind === 'identity_theft' ? 'identity-theft report' : 'dispute'}.
            The firm must send verification before asking you for payment again.
          </Alert>
        ) : (
          <Stack gap="xs">
            {answered ? (
              <Alert color="teal" role="status" title="Verification arrived">
                The firm sent verification. <Anchor href={`/api/v1/settlement_cases/${caseId}/disputes/${answered.id}/verification`}>Read it (PDF)</Anchor>.
                Collection may resume.
              </Alert>
            ) : null}
            <Title order={3} fz="md">
              How do you want to respond?
            </Title>
            <Radio.Group label="I want to dispute the debt because I think:" value={reason} onChange={(v) => setReason(v as DisputeReason)}>
              <Stack gap={4} mt={4}>
                {DISPUTE_REASONS.map((r) => (
                  <Radio key={r} value={r} label={DISPUTE_REASON_LABELS[r]} />
                ))}
              </Stack>
            </Radio.Group>
            <Radio.Group label="How much do you dispute?" value={scope} onChange={(v) => setScope(v as 'all' | 'part')}>
              <Group gap="md" mt={4}>
                <Radio value="all" label="All of it" />
                <Radio value="part" label="Part of it" />
              </Group>
            </Radio.Group>
            {scope === 'part' ? <NumberInput label="Amount you dispute ($)" min={0.01} decimalScale={2} value={amount} onChange={setAmount} /> : null}
            <Textarea label="Details (optional)" value={details} onChange={(e) => setDetails(e.currentTarget.value)} maxLength={2000} />
            {send.isError ? (
              <Alert color="red" role="alert">
                {describeError(send.error, 'Your dispute could not be sent. Please try again.')}
              </Alert>
            ) : null}
            <Group gap="sm">
              <Button
                onClick={() =>
                  send.mutate({
                    kind: 'dispute',
                    reason,
                    scope,
                    ...(scope === 'part' ? { amount_cents: Math.round(Number(amount) * 100) } : {}),
                    ...(details.trim() ? { details: details.trim() } : {}),
                  })
                }
                loading={send.isPending}
              >
                Dispute the debt
              </Button>
              <Button variant="default" onClick={() => send.mutate({ kind: 'original_creditor' })} loading={send.isPending}>
                Ask for the original creditor
              </Button>
            </Group>
            <IdentityTheftForm notice={n} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
