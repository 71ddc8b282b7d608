import { Alert, Avatar, Badge, Button, Checkbox, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { BANK_MESSAGES, type BankReportEvent, type LinkTokenResponse } from '@parley/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getFinancialReport, useConnectBank, useLinkToken } from '../../api/consumer/home/bank-link';
import { consumerKeys } from '../../api/consumer/keys';
import { describeError } from '../../api/errors';
import { isSitePath } from '../../lib/return-path';
import { PageHeading } from '../../ui/page-heading';
import { useConsumerUser } from '../session/consumer-session';
import { useBankReportChannel } from './use-bank-report-channel';

type Step = 'consent' | 'institution' | 'building';
type Outcome = { status: 'ready' | 'failed'; message: string } | null;
const DEFAULT_RETURN = '/my_dashboard?activeTab=financial_report';

/**
 * /plaid/link in sandbox mode: Parley's own stand-in for the provider's Link, with its consent
 * screen and its choice of bank. Once connected, the report is built in the background and its
 * outcome arrives on the bank report channel (collector spec 4 "Bank-connection report banner").
 */
export function PlaidLinkPage() {
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
    setOutcome((current) => current ?? { status: event.status, message: event.message });
  }, []);
  useBankReportChannel(user.id, onEvent);

  // Should the push be missed (the socket reconnecting at that moment), the report's status says the same.
  useEffect(() => {
    if (step !== 'building' || outcome || !connect.isSuccess) return;
    const timer = setInterval(async () => {
      const report = await getFinancialReport().catch(() => null);
      if (!report || report.status === 'processing') return;
      const failed = report.last_error !== null || report.status !== 'available';
      setOutcome((current) => current ?? { status: failed ? 'failed' : 'ready', message: failed ? BANK_MESSAGES.failed : BANK_MESSAGES.ready });
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
      <PageHeading title="Connect your bank" />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto">
        {link?.mode === 'sandbox' || step === 'consent' ? (
          <Badge variant="light" color="gray" mb="md">
            Sandbox mode: no real bank is contacted
          </Badge>
        ) : null}
        {step === 'consent' && (
          <Stack gap="md">
            <Title order={2} fz="lg">
              Parley uses a secure bank-data service to connect your account
            </Title>
            <Stack gap={6} component="ul" style={{ paddingLeft: 18, margin: 0 }}>
              <Text component="li" size="sm">
                Secure: your bank sign-in stays with the bank-data service; Parley never sees it.
              </Text>
              <Text component="li" size="sm">
                Private: we read balances and 12 months of transactions to build your budget, and nothing is shared with the collectors.
              </Text>
              <Text component="li" size="sm">
                In your control: connect again or stop at any time.
              </Text>
            </Stack>
            <Checkbox
              label="I agree that Parley may read my account balances and transactions to build my financial report."
              checked={hasConsented}
              onChange={(e) => setHasConsented(e.currentTarget.checked)}
            />
            {linkToken.isError && (
              <Alert color="red" variant="light" role="alert">
                {describeError(linkToken.error, 'We could not start the connection. Please try again.')}
              </Alert>
            )}
            <Group justify="space-between">
              <Button variant="default" onClick={() => navigate(returnTo)}>
                Cancel
              </Button>
              <Button disabled={!hasConsented} loading={linkToken.isPending} onClick={agree}>
                Continue
              </Button>
            </Group>
          </Stack>
        )}
        {step === 'institution' && (
          <Stack gap="md">
            <Title order={2} fz="lg">
              Select your bank
            </Title>
            <TextInput label="Search" placeholder="Bank name" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
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
            {shown.length === 0 && <Text c="dimmed">No bank by that name.</Text>}
          </Stack>
        )}
        {step === 'building' && (
          <Stack gap="md" align="center" py="md">
            {chosen && <Avatar src={chosen.logo} alt="" radius="md" size="lg" />}
            {connect.isError ? (
              <Alert color="red" variant="light" role="alert" w="100%">
                {describeError(connect.error, BANK_MESSAGES.failed)}
              </Alert>
            ) : outcome ? (
              <Alert color={outcome.status === 'ready' ? 'teal' : 'orange'} variant="light" role="status" w="100%">
                {outcome.message}
              </Alert>
            ) : (
              <>
                <Loader aria-label="Building your report" />
                <Text ta="center">{BANK_MESSAGES.processing}</Text>
              </>
            )}
            <Button disabled={!outcome && !connect.isError} onClick={() => navigate(returnTo)}>
              Continue
            </Button>
          </Stack>
        )}
      </Paper>
    </>
  );
}
