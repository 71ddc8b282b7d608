import { Alert, Avatar, Badge, Button, Checkbox, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import type { BankReportEvent, LinkTokenResponse } from '@parley/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { getFinancialReport, useConnectBank, useLinkToken } from '../../api/consumer/home/bank-link';
import { consumerKeys } from '../../api/consumer/keys';
import { describeError } from '../../api/errors';
import { isSitePath } from '../../lib/return-path';
import { PageHeading } from '../../ui/page-heading';
import { useConsumerUser } from '../session/consumer-session';
import { bankText } from './bank-text';
import { useBankReportChannel } from './use-bank-report-channel';

type Step = 'consent' | 'institution' | 'building';
/** The report's outcome; its words are BANK_MESSAGES' ready and failed, shown in the page's language. */
type Outcome = { status: 'ready' | 'failed' } | null;
const DEFAULT_RETURN = '/my_dashboard?activeTab=financial_report';

const m = {
  title: { id: 'bank.title', defaultMessage: 'Connect your bank' },
  sandbox: { id: 'bank.sandbox', defaultMessage: 'Sandbox mode: no real bank is contacted' },
  consentTitle: { id: 'bank.consent.title', defaultMessage: 'Parley uses a secure bank-data service to connect your account' },
  secure: { id: 'bank.consent.secure', defaultMessage: 'Secure: your bank sign-in stays with the bank-data service; Parley never sees it.' },
  private: {
    id: 'bank.consent.private',
    defaultMessage: 'Private: we read balances and 12 months of transactions to build your budget, and nothing is shared with the collectors.',
  },
  control: { id: 'bank.consent.control', defaultMessage: 'In your control: connect again or stop at any time.' },
  agree: {
    id: 'bank.consent.agree',
    defaultMessage: 'I agree that Parley may read my account balances and transactions to build my financial report.',
  },
  startFailed: { id: 'bank.startFailed', defaultMessage: 'We could not start the connection. Please try again.' },
  cancel: { id: 'bank.cancel', defaultMessage: 'Cancel' },
  continue: { id: 'bank.continue', defaultMessage: 'Continue' },
  selectBank: { id: 'bank.select.title', defaultMessage: 'Select your bank' },
  search: { id: 'bank.select.search', defaultMessage: 'Search' },
  bankName: { id: 'bank.select.placeholder', defaultMessage: 'Bank name' },
  noBank: { id: 'bank.select.none', defaultMessage: 'No bank by that name.' },
  building: { id: 'bank.building', defaultMessage: 'Building your report' },
} satisfies Record<string, MessageDescriptor>;

/**
 * /plaid/link in sandbox mode: Parley's own stand-in for the provider's Link, with its consent
 * screen and its choice of bank. Once connected, the report is built in the background and its
 * outcome arrives on the bank report channel (collector spec 4 "Bank-connection report banner").
 */
export function PlaidLinkPage() {
  const intl = useIntl();
  const user = useConsumerUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const requested = params.get('redirect_url');
  const returnTo = requested && isSitePath(requested) ? requested : DEFAULT_RETURN;
  const [step, setStep] = useState<Step>('consent');
  const [hasConsented, setHasConsented] = useState(false);
  const [search, setSearch] = useState('');
  const [link, setLink] = useState<LinkTokenResponse | null>(null);
  const [institution, setInstitution] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const linkToken = useLinkToken();
  const connect = useConnectBank();

  const onEvent = useCallback((event: BankReportEvent) => {
    setOutcome((current) => current ?? { status: event.status });
  }, []);
  useBankReportChannel(user.id, onEvent);

  // Should the push be missed (the socket reconnecting at that moment), the report's status says the same.
  useEffect(() => {
    if (step !== 'building' || outcome || !connect.isSuccess) return;
    const timer = setInterval(async () => {
      const report = await getFinancialReport().catch(() => null);
      if (!report || report.status === 'processing') return;
      const failed = report.last_error !== null || report.status !== 'available';
      setOutcome((current) => current ?? { status: failed ? 'failed' : 'ready' });
    }, 4_000);
    return () => clearInterval(timer);
  }, [step, outcome, connect.isSuccess]);

  useEffect(() => {
    if (outcome) void queryClient.invalidateQueries({ queryKey: consumerKeys.all });
  }, [outcome, queryClient]);

  function agree() {
    linkToken.mutate(undefined, {
      onSuccess: (token) => {
        setLink(token);
        setStep('institution');
      },
    });
  }

  function choose(institutionId: string) {
    if (!link) return;
    setInstitution(institutionId);
    setStep('building');
    connect.mutate({ linkToken: link.link_token, institutionId });
  }

  const chosen = link?.institutions.find((i) => i.id === institution);
  const shown = (link?.institutions ?? []).filter((i) => i.name.toLowerCase().includes(search.trim().toLowerCase()));

  return (
    <>
      <PageHeading title={intl.formatMessage(m.title)} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto">
        {link?.mode === 'sandbox' || step === 'consent' ? (
          <Badge variant="light" color="gray" mb="md">
            <FormattedMessage {...m.sandbox} />
          </Badge>
        ) : null}
        {step === 'consent' && (
          <Stack gap="md">
            <Title order={2} fz="lg">
              <FormattedMessage {...m.consentTitle} />
            </Title>
            <Stack gap={6} component="ul" style={{ paddingLeft: 18, margin: 0 }}>
              <Text component="li" size="sm">
                <FormattedMessage {...m.secure} />
              </Text>
              <Text component="li" size="sm">
                <FormattedMessage {...m.private} />
              </Text>
              <Text component="li" size="sm">
                <FormattedMessage {...m.control} />
              </Text>
            </Stack>
            <Checkbox label={intl.formatMessage(m.agree)} checked={hasConsented} onChange={(e) => setHasConsented(e.currentTarget.checked)} />
            {linkToken.isError && (
              <Alert color="red" variant="light" role="alert">
                {describeError(linkToken.error, intl.formatMessage(m.startFailed))}
              </Alert>
            )}
            <Group justify="space-between">
              <Button variant="default" onClick={() => navigate(returnTo)}>
                <FormattedMessage {...m.cancel} />
              </Button>
              <Button disabled={!hasConsented} loading={linkToken.isPending} onClick={agree}>
                <FormattedMessage {...m.continue} />
              </Button>
            </Group>
          </Stack>
        )}
        {step === 'institution' && (
          <Stack gap="md">
            <Title order={2} fz="lg">
              <FormattedMessage {...m.selectBank} />
            </Title>
            <TextInput
              label={intl.formatMessage(m.search)}
              placeholder={intl.formatMessage(m.bankName)}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {shown.map((i) => (
                <UnstyledButton
                  key={i.id}
                  onClick={() => choose(i.id)}
                  p="sm"
                  style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
                  aria-label={i.name}
                >
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <Avatar src={i.logo} alt="" radius="md" />
                    <Stack gap={2}>
                      <Text fw={600} size="sm">
                        {i.name}
                      </Text>
                      {i.sandbox_behavior && (
                        <Text size="xs" c="dimmed">
                          {i.sandbox_behavior}
                        </Text>
                      )}
                    </Stack>
                  </Group>
                </UnstyledButton>
              ))}
            </SimpleGrid>
            {shown.length === 0 && <Text c="dimmed">{intl.formatMessage(m.noBank)}</Text>}
          </Stack>
        )}
        {step === 'building' && (
          <Stack gap="md" align="center" py="md">
            {chosen && <Avatar src={chosen.logo} alt="" radius="md" size="lg" />}
            {connect.isError ? (
              <Alert color="red" variant="light" role="alert" w="100%">
                {describeError(connect.error, intl.formatMessage(bankText.failed))}
              </Alert>
            ) : outcome ? (
              <Alert color={outcome.status === 'ready' ? 'teal' : 'orange'} variant="light" role="status" w="100%">
                {intl.formatMessage(bankText[outcome.status])}
              </Alert>
            ) : (
              <>
                <Loader aria-label={intl.formatMessage(m.building)} />
                <Text ta="center">{intl.formatMessage(bankText.processing)}</Text>
              </>
            )}
            <Button disabled={!outcome && !connect.isError} onClick={() => navigate(returnTo)}>
              <FormattedMessage {...m.continue} />
            </Button>
          </Stack>
        )}
      </Paper>
    </>
  );
}
