import { Alert, Anchor, Badge, Center, Group, Loader, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import type { ConsumerStage, CourtClosing, SettlementCase } from '@parley/shared';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useSettlementCase } from '../../api/consumer/cases/settlement-case';
import { describeError } from '../../api/errors';
import { translateServerText } from '../../i18n/server-messages';
import { useFormat } from '../../i18n/use-format';
import { CaseChangeNotice } from '../../ui/case-change-notice';
import { PageHeading } from '../../ui/page-heading';
import { PaymentPlanPanel } from '../payment-plan/payment-plan-panel';
import { useEventText, usePhrasePhases, useStageWording } from './case-words';
import { FirmOffers } from './components/firm-offers';
import { OfferForm } from './components/offer-form';
import { SignPanel } from './components/sign-panel';
import { ValidationNoticePanel } from './components/validation-notice-panel';

const m = {
  loading: { id: 'cases.page.loading', defaultMessage: 'Loading your case' },
  loadFailed: { id: 'cases.page.loadFailed', defaultMessage: 'We could not load this case.' },
  backToDashboard: { id: 'cases.page.backToDashboard', defaultMessage: 'Back to your dashboard' },
  title: { id: 'cases.page.title', defaultMessage: 'Your case' },
  withFirm: { id: 'cases.page.withFirm', defaultMessage: 'With {firmName} · ' },
  owed: { id: 'cases.page.owed', defaultMessage: '{amount} owed' },
  reference: { id: 'cases.page.reference', defaultMessage: ' · Ref. {reference}' },
  nextStep: { id: 'cases.page.nextStep', defaultMessage: 'Next step' },
  history: { id: 'cases.page.history', defaultMessage: 'History' },
  noHistory: { id: 'cases.page.noHistory', defaultMessage: 'Nothing yet: your offer starts the conversation.' },
  orCounter: { id: 'cases.page.orCounter', defaultMessage: 'Or send a counteroffer' },
  yourOffer: { id: 'cases.page.yourOffer', defaultMessage: 'Your offer: {amount} as {plan}.' },
  agreed: { id: 'cases.page.agreed', defaultMessage: '<b>Agreed:</b> {amount} as {plan}{hasFirstDate, select, yes {, the first on {firstDate}} other {}}.' },
  payee: { id: 'cases.page.payee', defaultMessage: '<b>Payee:</b> {payee} ({recipient}), {address}' },
  fileNumber: { id: 'cases.page.fileNumber', defaultMessage: ' · File {fileNumber}' },
  signedOn: { id: 'cases.page.signedOn', defaultMessage: '<b>Signed</b> on {when} ·' },
  downloadAgreement: { id: 'cases.page.downloadAgreement', defaultMessage: 'Download the signed agreement' },
  closingDue: {
    id: 'cases.page.closingDue',
    defaultMessage:
      '<b>Your lawsuit:</b> the agreement says {firmName} files {kind, select, satisfaction_of_judgment {a satisfaction of the judgment} other {a dismissal of the lawsuit}} with the court by {due}. We will show it here when they do.',
  },
  closingFiled: {
    id: 'cases.page.closingFiled',
    defaultMessage:
      '<b>Your lawsuit is closed:</b> {firmName} filed {kind, select, satisfaction_of_judgment {a satisfaction of the judgment} other {a dismissal of the lawsuit}} with the court on {filed}. The court clerk can give you a copy.',
  },
} satisfies Record<string, MessageDescriptor>;

const bold = (chunks: React.ReactNode[]) => <b>{chunks}</b>;

/** One SoloSettle case: where it stands, what to do next, and what happened so far. */
export function CasePage() {
  const id = Number(useParams().id);
  const intl = useIntl();
  const format = useFormat();
  const wordingOf = useStageWording();
  const eventText = useEventText();
  const query = useSettlementCase(id);
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={intl.formatMessage(m.loading)} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {describeError(query.error, intl.formatMessage(m.loadFailed))}{' '}
        <Anchor component={Link} to="/my_dashboard">
          {intl.formatMessage(m.backToDashboard)}
        </Anchor>
      </Alert>
    );
  }
  const c = query.data;
  const wording = wordingOf(c);
  return (
    <>
      <PageHeading title={c.plaintiff_name ?? intl.formatMessage(m.title)} documentTitle={intl.formatMessage(m.title)}>
        <Text c="dimmed">
          {intl.formatMessage(m.withFirm, { firmName: c.law_firm_name })}
          {c.amount_owed_cents !== null ? intl.formatMessage(m.owed, { amount: format.money(c.amount_owed_cents) }) : ''}
          {c.reference_number ? intl.formatMessage(m.reference, { reference: c.reference_number }) : ''}
        </Text>
      </PageHeading>
      <Stack gap="lg" maw={960}>
        <CaseChangeNotice caseId={c.id} floating />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label={intl.formatMessage(m.nextStep)}>
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
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label={intl.formatMessage(m.history)}>
          <Title order={2} fz="lg" mb="md">
            {intl.formatMessage(m.history)}
          </Title>
          {c.events.length === 0 ? (
            <Text size="sm" c="dimmed">
              {intl.formatMessage(m.noHistory)}
            </Text>
          ) : (
            <Timeline bulletSize={12} lineWidth={2} active={c.events.length - 1}>
              {c.events.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only and ordered.
                <Timeline.Item key={i} title={eventText(e)}>
                  <Text size="xs" c="dimmed">
                    {format.dateTime(e.created_at)}
                  </Text>
                  {e.disclosures.map((d) => (
                    <Text key={d} size="xs" c="dimmed" fs="italic">
                      {translateServerText(intl, d)}
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
  const { money } = useFormat();
  const phrasePhases = usePhrasePhases();
  switch (stage) {
    case 'make_offer':
      return <OfferForm settlementCase={c} isCounter={false} />;
    case 'respond_to_counteroffer':
      return (
        <Stack gap="lg">
          <FirmOffers settlementCase={c} />
          <Stack gap="xs">
            <Text fw={600}>
              <FormattedMessage {...m.orCounter} />
            </Text>
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
          {c.court_closing ? <CourtClosingNote settlementCase={c} closing={c.court_closing} /> : null}
          <AgreedTerms settlementCase={c} />
          <PaymentPlanPanel caseId={c.id} />
        </Stack>
      );
    default:
      return c.my_latest_offer ? (
        <Text size="sm">
          <FormattedMessage {...m.yourOffer} values={{ amount: money(c.my_latest_offer.total_amount_cents), plan: phrasePhases(c.my_latest_offer.phases) }} />
        </Text>
      ) : null;
  }
}

/** Issue 37.9: after payoff, whether the firm has filed what ends the lawsuit, and by when it must. */
function CourtClosingNote({ settlementCase: c, closing }: { settlementCase: SettlementCase; closing: CourtClosing }) {
  const format = useFormat();
  const values = { b: bold, firmName: c.law_firm_name, kind: closing.kind };
  return (
    <Alert color={closing.filed_on ? 'green' : 'blue'} variant="light" p="sm">
      <Text size="sm">
        {closing.filed_on ? (
          <FormattedMessage {...m.closingFiled} values={{ ...values, filed: format.date(closing.filed_on) }} />
        ) : (
          <FormattedMessage {...m.closingDue} values={{ ...values, due: format.date(closing.due_on) }} />
        )}
      </Text>
    </Alert>
  );
}

function AgreedTerms({ settlementCase: c }: { settlementCase: SettlementCase }) {
  const agreed = c.agreed_offer;
  const format = useFormat();
  const phrasePhases = usePhrasePhases();
  return (
    <Stack gap={6}>
      {agreed ? (
        <Text size="sm">
          <FormattedMessage
            {...m.agreed}
            values={{
              b: bold,
              amount: format.money(agreed.total_amount_cents),
              plan: phrasePhases(agreed.phases),
              hasFirstDate: agreed.first_payment_date ? 'yes' : 'no',
              firstDate: agreed.first_payment_date ? format.date(agreed.first_payment_date) : '',
            }}
          />
        </Text>
      ) : null}
      {c.payment_details ? (
        <Text size="sm">
          <FormattedMessage
            {...m.payee}
            values={{ b: bold, payee: c.payment_details.payee, recipient: c.payment_details.recipient, address: c.payment_details.mailing_address }}
          />
          {c.payment_details.file_number ? <FormattedMessage {...m.fileNumber} values={{ fileNumber: c.payment_details.file_number }} /> : null}
        </Text>
      ) : null}
      {c.agreement?.signed_at ? (
        <Text size="sm">
          <FormattedMessage {...m.signedOn} values={{ b: bold, when: format.dateTime(c.agreement.signed_at) }} />{' '}
          <Anchor href={`/api/v1/settlement_cases/${c.id}/agreement`} target="_blank" rel="noopener">
            <FormattedMessage {...m.downloadAgreement} />
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
}
