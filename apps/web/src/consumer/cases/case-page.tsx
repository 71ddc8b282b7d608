import { Alert, Anchor, Badge, Center, Group, Loader, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { type ConsumerStage, describePhases, formatCents, formatLongDate, type SettlementCase } from '@parley/shared';
import { Link, useParams } from 'react-router';
import { useSettlementCase } from '../../api/consumer/cases/settlement-case';
import { describeError } from '../../api/errors';
import { CaseChangeNotice } from '../../ui/case-change-notice';
import { PageHeading } from '../../ui/page-heading';
import { PaymentPlanPanel } from '../payment-plan/payment-plan-panel';
import { FirmOffers } from './components/firm-offers';
import { OfferForm } from './components/offer-form';
import { SignPanel } from './components/sign-panel';
import { ValidationNoticePanel } from './components/validation-notice-panel';
import { stageWording } from './stage-labels';

/** One SoloSettle case: where it stands, what to do next, and what happened so far. */
export function CasePage() {
  const id = Number(useParams().id);
  const query = useSettlementCase(id);
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading your case" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {describeError(query.error, 'We could not load this case.')}{' '}
        <Anchor component={Link} to="/my_dashboard">
          Back to your dashboard
        </Anchor>
      </Alert>
    );
  }
  const c = query.data;
  const wording = stageWording(c);
  return (
    <>
      <PageHeading title={c.plaintiff_name ?? 'Your case'} documentTitle="Your case">
        <Text c="dimmed">
          With {c.law_firm_name} · {c.amount_owed_cents !== null ? `${formatCents(c.amount_owed_cents)} owed` : ''}
          {c.reference_number ? ` · Ref. ${c.reference_number}` : ''}
        </Text>
      </PageHeading>
      <Stack gap="lg" maw={960}>
        <CaseChangeNotice caseId={c.id} />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label="Next step">
          <Stack gap="md">
            <Group gap="sm">
              <Title order={2} fz="lg">
                {wording.title}
              </Title>
              <Badge variant="light" color={wording.color}>
                {wording.badge}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {wording.text}
            </Text>
            <StagePanel settlementCase={c} stage={c.stage} />
          </Stack>
        </Paper>
        {c.law_firm_name ? <ValidationNoticePanel caseId={c.id} /> : null}
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label="History">
          <Title order={2} fz="lg" mb="md">
            History
          </Title>
          {c.events.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing yet: your offer starts the conversation.
            </Text>
          ) : (
            <Timeline bulletSize={12} lineWidth={2} active={c.events.length - 1}>
              {c.events.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only and ordered.
                <Timeline.Item key={i} title={e.text}>
                  <Text size="xs" c="dimmed">
                    {new Date(e.created_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
                  </Text>
                  {e.disclosures.map((d) => (
                    <Text key={d} size="xs" c="dimmed" fs="italic">
                      {d}
                    </Text>
                  ))}
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </Paper>
      </Stack>
    </>
  );
}

function StagePanel({ settlementCase: c, stage }: { settlementCase: SettlementCase; stage: ConsumerStage }) {
  switch (stage) {
    case 'make_offer':
      return <OfferForm settlementCase={c} isCounter={false} />;
    case 'respond_to_counteroffer':
      return (
        <Stack gap="lg">
          <FirmOffers settlementCase={c} />
          <Stack gap="xs">
            <Text fw={600}>Or send a counteroffer</Text>
            <OfferForm settlementCase={c} isCounter />
          </Stack>
        </Stack>
      );
    case 'sign_agreement':
      return (
        <Stack gap="md">
          <AgreedTerms settlementCase={c} />
          <SignPanel settlementCase={c} />
        </Stack>
      );
    case 'waiting_for_agreement':
      return <AgreedTerms settlementCase={c} />;
    case 'signed':
    case 'paid_off':
      return (
        <Stack gap="lg">
          <AgreedTerms settlementCase={c} />
          <PaymentPlanPanel caseId={c.id} />
        </Stack>
      );
    default:
      return c.my_latest_offer ? (
        <Text size="sm">
          Your offer: {formatCents(c.my_latest_offer.total_amount_cents)} as {describePhases(c.my_latest_offer.phases).toLowerCase()}.
        </Text>
      ) : null;
  }
}

function AgreedTerms({ settlementCase: c }: { settlementCase: SettlementCase }) {
  const agreed = c.agreed_offer;
  return (
    <Stack gap={6}>
      {agreed ? (
        <Text size="sm">
          <b>Agreed:</b> {formatCents(agreed.total_amount_cents)} as {describePhases(agreed.phases).toLowerCase()}
          {agreed.first_payment_date ? `, the first on ${formatLongDate(agreed.first_payment_date)}` : ''}.
        </Text>
      ) : null}
      {c.payment_details ? (
        <Text size="sm">
          <b>Payee:</b> {c.payment_details.payee} ({c.payment_details.recipient}), {c.payment_details.mailing_address}
          {c.payment_details.file_number ? ` · File ${c.payment_details.file_number}` : ''}
        </Text>
      ) : null}
      {c.agreement?.signed_at ? (
        <Text size="sm">
          <b>Signed</b> on {new Date(c.agreement.signed_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
          <Anchor href={`/api/v1/settlement_cases/${c.id}/agreement`} target="_blank" rel="noopener">
            Download the signed agreement
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
}
