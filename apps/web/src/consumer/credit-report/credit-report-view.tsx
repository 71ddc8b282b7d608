import { Alert, Anchor, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CREDIT_FACTORS, type CreditBaseReport, type CreditFactor, type CreditReport, type CreditReportSolosettle } from '@parley/shared';
import { FormattedMessage, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useFetchCreditReport } from '../../api/consumer/home/fetch-credit-report';
import { describeError } from '../../api/errors';
import { useFormat } from '../../i18n/use-format';
import { Money } from '../../ui/money';
import { creditText, factorText, tierText } from './credit-text';
import { ScoreGauge } from './score-gauge';

const PROFILE_LINK = `/my_dashboard?activeTab=profile&redirect_url=${encodeURIComponent('/my_dashboard?activeTab=credit_report')}`;
const TIER_COLORS = { 1: 'green', 2: 'lime', 3: 'yellow', 4: 'orange', 5: 'red' } as const;
/**
 * WCAG 1.4.3: a light badge's own text shade is under 4.5:1 on its tint for the bright colours
 * (orange 3.6:1, yellow and lime lower); the tint carries the colour, the label is dark text.
 */
const TIER_TEXT = 'dark.8';

const m = {
  onTime: { id: 'credit.value.onTime', defaultMessage: '{percent}% on time' },
  used: { id: 'credit.value.used', defaultMessage: '{percent}% used' },
  age: { id: 'credit.value.age', defaultMessage: '{years} yr {months} mo' },
  updated: { id: 'credit.updated', defaultMessage: 'updated {date}' },
  shapes: { id: 'credit.shapes', defaultMessage: 'What shapes your score' },
  whereToStart: { id: 'credit.whereToStart', defaultMessage: 'Where to start' },
  impact: { id: 'credit.impact', defaultMessage: '{impact, select, high {high impact} medium {medium impact} low {low impact} other {{impact} impact}}' },
  settleTitle: { id: 'credit.settle.title', defaultMessage: 'Collection accounts you can settle' },
  inCollections: { id: 'credit.settle.inCollections', defaultMessage: '{amount} in collections' },
  seeOffer: { id: 'credit.settle.seeOffer', defaultMessage: 'See your offer' },
  makeOffer: { id: 'credit.settle.makeOffer', defaultMessage: 'Make an offer' },
  settleDebt: { id: 'credit.settle.settleDebt', defaultMessage: 'Settle this debt' },
  completeProfile: { id: 'credit.completeProfile', defaultMessage: 'Complete your profile' },
  consent: {
    id: 'credit.consent',
    defaultMessage:
      'By selecting “Get my credit report” you authorize Parley to obtain your credit report from a credit bureau (a soft inquiry, which does not affect your score).',
  },
  getReport: { id: 'credit.getReport', defaultMessage: 'Get my credit report' },
  checkProfile: { id: 'credit.checkProfile', defaultMessage: 'Please check that your <link>profile</link> is complete and correct.' },
  tryAgain: { id: 'credit.tryAgain', defaultMessage: 'Try again' },
  lastReport: { id: 'credit.lastReport', defaultMessage: 'Please check your <link>profile</link>. Below is your last report.' },
  refreshing: { id: 'credit.refreshing', defaultMessage: 'Refreshing your credit report…' },
  refresh: { id: 'credit.refresh', defaultMessage: 'Refresh my report' },
  title: { id: 'credit.title', defaultMessage: 'Credit report' },
} satisfies Record<string, MessageDescriptor>;

const profileLink = (chunks: React.ReactNode[]) => (
  <Anchor component={Link} to={PROFILE_LINK}>
    {chunks}
  </Anchor>
);

function factorValue(key: CreditFactor, report: CreditBaseReport, intl: IntlShape, money: (cents: number) => string): string {
  const f = report.factors;
  switch (key) {
    case 'payment_history':
      return intl.formatMessage(m.onTime, { percent: f.payment_history.value });
    case 'credit_utilization':
      return intl.formatMessage(m.used, { percent: f.credit_utilization.value });
    case 'credit_age':
      return intl.formatMessage(m.age, { years: f.credit_age.value.years, months: f.credit_age.value.months });
    case 'available_credit':
      return money(f.available_credit.value);
    default:
      return intl.formatNumber(f[key].value);
  }
}

function FetchButton({ label, variant = 'filled' }: { label: string; variant?: 'filled' | 'default' }) {
  const intl = useIntl();
  const fetchReport = useFetchCreditReport();
  return (
    <Stack gap={6} align="flex-start">
      <Button variant={variant} loading={fetchReport.isPending} onClick={() => fetchReport.mutate()}>
        {label}
      </Button>
      {fetchReport.isError && (
        <Text size="sm" c="red.8" role="alert">
          {describeError(fetchReport.error, intl.formatMessage(creditText.error))}
        </Text>
      )}
    </Stack>
  );
}

function ScoreView({ report }: { report: CreditBaseReport }) {
  const intl = useIntl();
  const format = useFormat();
  const score = report.credit_score;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="xs" align="center">
          {/* The gauge names the score by its band (shared SCORE_BAND_TABLE); a second label here contradicted it. */}
          <ScoreGauge score={score.value} />
          <Text size="xs" c="dimmed">
            {score.model} · {report.bureau}
            {report.fetched_at ? ` · ${intl.formatMessage(m.updated, { date: format.date(report.fetched_at, 'medium') })}` : ''}
          </Text>
        </Stack>
        <Stack gap="sm">
          <Title order={3} fz="md">
            <FormattedMessage {...m.shapes} />
          </Title>
          <Stack gap={4} component="ul" style={{ paddingLeft: 18, margin: 0 }}>
            {score.score_reasons.map((reason) => (
              <Text component="li" size="sm" key={reason}>
                {reason}
              </Text>
            ))}
          </Stack>
          <Alert color="indigo" variant="light" title={intl.formatMessage(m.whereToStart)}>
            {report.improvement_message}
          </Alert>
        </Stack>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {CREDIT_FACTORS.map((key) => {
          const factor = report.factors[key];
          return (
            <Paper key={key} withBorder radius="md" p="sm">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {intl.formatMessage(factorText[key])}
              </Text>
              <Text fw={700} fz="lg">
                {factorValue(key, report, intl, format.money)}
              </Text>
              <Group gap={6} mt={4}>
                <Badge size="sm" variant="light" color={TIER_COLORS[factor.status_tier]} c={TIER_TEXT}>
                  {intl.formatMessage(tierText[factor.status_tier])}
                </Badge>
                <Text size="xs" c="dimmed">
                  {intl.formatMessage(m.impact, { impact: factor.impact })}
                </Text>
              </Group>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

function SettlementOffers({ offers }: { offers: CreditReportSolosettle[] }) {
  const intl = useIntl();
  if (offers.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        <FormattedMessage {...m.settleTitle} />
      </Title>
      {offers.map((o) => (
        <Group key={o.collection_account_id} justify="space-between" wrap="wrap" py={6} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Stack gap={0}>
            <Text fw={600}>{o.creditor_name}</Text>
            <Text size="sm" c="dimmed">
              <FormattedMessage {...m.inCollections} values={{ amount: <Money cents={o.current_balance} /> }} />
            </Text>
          </Stack>
          <Button component={Link} to={o.resume_url} size="xs" variant={o.has_submitted_offer ? 'default' : 'filled'}>
            {intl.formatMessage(o.has_submitted_offer ? m.seeOffer : o.document_id ? m.makeOffer : m.settleDebt)}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/** Consumer spec 4 "Credit report status": each status with its screen and message. */
export function CreditReportView({ report, offers }: { report: CreditReport; offers: CreditReportSolosettle[] }) {
  const intl = useIntl();
  const base = report.base_report;
  let body: React.ReactNode;
  switch (report.status) {
    case 'missing_metadata':
      body = (
        <Stack gap="sm" align="flex-start">
          <Text>{intl.formatMessage(creditText.missingMetadata)}</Text>
          <Button component={Link} to={PROFILE_LINK}>
            <FormattedMessage {...m.completeProfile} />
          </Button>
        </Stack>
      );
      break;
    case 'consent_required':
      body = (
        <Stack gap="sm" align="flex-start">
          <Text>{intl.formatMessage(creditText.consentRequired)}</Text>
          <Text size="xs" c="dimmed">
            <FormattedMessage {...m.consent} />
          </Text>
          <FetchButton label={intl.formatMessage(m.getReport)} />
        </Stack>
      );
      break;
    case 'error':
      body = (
        <Stack gap="sm" align="flex-start">
          <Alert color="red" variant="light" role="alert" w="100%">
            {intl.formatMessage(creditText.error)} <FormattedMessage {...m.checkProfile} values={{ link: profileLink }} />
          </Alert>
          <FetchButton label={intl.formatMessage(m.tryAgain)} variant="default" />
        </Stack>
      );
      break;
    case 'fetching':
      body = base ? (
        <Stack gap="md">
          {base.error ? (
            <Alert color="red" variant="light" role="alert">
              {intl.formatMessage(creditText.couldNotFetch)} <FormattedMessage {...m.lastReport} values={{ link: profileLink }} />
            </Alert>
          ) : (
            <Alert color="blue" variant="light">
              <FormattedMessage {...m.refreshing} />
            </Alert>
          )}
          <ScoreView report={base} />
          <SettlementOffers offers={offers} />
        </Stack>
      ) : (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{intl.formatMessage(creditText.fetching)}</Text>
        </Group>
      );
      break;
    case 'available':
      body = base ? (
        <Stack gap="lg">
          <ScoreView report={base} />
          <SettlementOffers offers={offers} />
          <FetchButton label={intl.formatMessage(m.refresh)} variant="default" />
        </Stack>
      ) : null;
      break;
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="credit-title">
      <Title order={2} fz="lg" id="credit-title" mb="md">
        <FormattedMessage {...m.title} />
      </Title>
      {body}
    </Paper>
  );
}
