import { Alert, Anchor, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  CREDIT_FACTOR_LABELS,
  CREDIT_FACTORS,
  CREDIT_MESSAGES,
  type CreditBaseReport,
  type CreditFactor,
  type CreditReport,
  type CreditReportSolosettle,
  formatCents,
  TIER_LABELS,
} from '@parley/shared';
import { Link } from 'react-router';
import { useFetchCreditReport } from '../../api/consumer/home/fetch-credit-report';
import { describeError } from '../../api/errors';
import { Money } from '../../ui/money';
import { ScoreGauge } from './score-gauge';

const PROFILE_LINK = `/my_dashboard?activeTab=profile&redirect_url=${encodeURIComponent('/my_dashboard?activeTab=credit_report')}`;
const TIER_COLORS = { 1: 'green', 2: 'lime', 3: 'yellow', 4: 'orange', 5: 'red' } as const;

function factorValue(key: CreditFactor, report: CreditBaseReport): string {
  const f = report.factors;
  switch (key) {
    case 'payment_history':
      return `${f.payment_history.value}% on time`;
    case 'credit_utilization':
      return `${f.credit_utilization.value}% used`;
    case 'credit_age':
      return `${f.credit_age.value.years} yr ${f.credit_age.value.months} mo`;
    case 'available_credit':
      return formatCents(f.available_credit.value);
    default:
      return String(f[key].value);
  }
}

function FetchButton({ label, variant = 'filled' }: { label: string; variant?: 'filled' | 'default' }) {
  const fetchReport = useFetchCreditReport();
  return (
    <Stack gap={6} align="flex-start">
      <Button variant={variant} loading={fetchReport.isPending} onClick={() => fetchReport.mutate()}>
        {label}
      </Button>
      {fetchReport.isError && (
        <Text size="sm" c="red.8" role="alert">
          {describeError(fetchReport.error, CREDIT_MESSAGES.error)}
        </Text>
      )}
    </Stack>
  );
}

function ScoreView({ report }: { report: CreditBaseReport }) {
  const score = report.credit_score;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="xs" align="center">
          {/* The gauge names the score by its band (shared SCORE_BAND_TABLE); a second label here contradicted it. */}
          <ScoreGauge score={score.value} />
          <Text size="xs" c="dimmed">
            {score.model} · {report.bureau}
            {report.fetched_at ? ` · updated ${new Date(report.fetched_at).toLocaleDateString()}` : ''}
          </Text>
        </Stack>
        <Stack gap="sm">
          <Title order={3} fz="md">
            What shapes your score
          </Title>
          <Stack gap={4} component="ul" style={{ paddingLeft: 18, margin: 0 }}>
            {score.score_reasons.map((reason) => (
              <Text component="li" size="sm" key={reason}>
                {reason}
              </Text>
            ))}
          </Stack>
          <Alert color="indigo" variant="light" title="Where to start">
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
                {CREDIT_FACTOR_LABELS[key]}
              </Text>
              <Text fw={700} fz="lg">
                {factorValue(key, report)}
              </Text>
              <Group gap={6} mt={4}>
                <Badge size="sm" variant="light" color={TIER_COLORS[factor.status_tier]}>
                  {TIER_LABELS[factor.status_tier]}
                </Badge>
                <Text size="xs" c="dimmed">
                  {factor.impact} impact
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
  if (offers.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Collection accounts you can settle
      </Title>
      {offers.map((o) => (
        <Group key={o.collection_account_id} justify="space-between" wrap="wrap" py={6} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Stack gap={0}>
            <Text fw={600}>{o.creditor_name}</Text>
            <Text size="sm" c="dimmed">
              <Money cents={o.current_balance} /> in collections
            </Text>
          </Stack>
          <Button component={Link} to={o.resume_url} size="xs" variant={o.has_submitted_offer ? 'default' : 'filled'}>
            {o.has_submitted_offer ? 'See your offer' : o.document_id ? 'Make an offer' : 'Settle this debt'}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/** Consumer spec 4 "Credit report status": each status with its screen and message. */
export function CreditReportView({ report, offers }: { report: CreditReport; offers: CreditReportSolosettle[] }) {
  const base = report.base_report;
  let body: React.ReactNode;
  switch (report.status) {
    case 'missing_metadata':
      body = (
        <Stack gap="sm" align="flex-start">
          <Text>{CREDIT_MESSAGES.missingMetadata}</Text>
          <Button component={Link} to={PROFILE_LINK}>
            Complete your profile
          </Button>
        </Stack>
      );
      break;
    case 'consent_required':
      body = (
        <Stack gap="sm" align="flex-start">
          <Text>{CREDIT_MESSAGES.consentRequired}</Text>
          <Text size="xs" c="dimmed">
            By selecting “Get my credit report” you authorize Parley to obtain your credit report from a credit bureau (a soft inquiry, which does not affect
            your score).
          </Text>
          <FetchButton label="Get my credit report" />
        </Stack>
      );
      break;
    case 'error':
      body = (
        <Stack gap="sm" align="flex-start">
          <Alert color="red" variant="light" role="alert" w="100%">
            {CREDIT_MESSAGES.error} Please check that your{' '}
            <Anchor component={Link} to={PROFILE_LINK}>
              profile
            </Anchor>{' '}
            is complete and correct.
          </Alert>
          <FetchButton label="Try again" variant="default" />
        </Stack>
      );
      break;
    case 'fetching':
      body = base ? (
        <Stack gap="md">
          {base.error ? (
            <Alert color="red" variant="light" role="alert">
              {CREDIT_MESSAGES.couldNotFetch} Please check your{' '}
              <Anchor component={Link} to={PROFILE_LINK}>
                profile
              </Anchor>
              . Below is your last report.
            </Alert>
          ) : (
            <Alert color="blue" variant="light">
              Refreshing your credit report…
            </Alert>
          )}
          <ScoreView report={base} />
          <SettlementOffers offers={offers} />
        </Stack>
      ) : (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{CREDIT_MESSAGES.fetching}</Text>
        </Group>
      );
      break;
    case 'available':
      body = base ? (
        <Stack gap="lg">
          <ScoreView report={base} />
          <SettlementOffers offers={offers} />
          <FetchButton label="Refresh my report" variant="default" />
        </Stack>
      ) : null;
      break;
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="credit-title">
      <Title order={2} fz="lg" id="credit-title" mb="md">
        Credit report
      </Title>
      {body}
    </Paper>
  );
}
