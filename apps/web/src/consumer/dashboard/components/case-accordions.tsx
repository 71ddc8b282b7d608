import { Accordion, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DashboardCase, DashboardDocument } from '@parley/shared';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { common } from '../../../ui/common-messages';
import { Money } from '../../../ui/money';
import { STAGE_MESSAGES } from '../../cases/case-words';
import { caseWordingMessages } from '../case-wording-messages';
import { DocumentCard } from './document-card';
import { PaymentPlanSlot } from './payment-plan-slot';

const m = {
  title: { id: 'dashboard.cases.title', defaultMessage: 'Your cases' },
  empty: { id: 'dashboard.cases.empty', defaultMessage: 'No cases yet. Start one with the letter or court papers you received.' },
  noLawsuit: { id: 'dashboard.cases.noLawsuit', defaultMessage: 'No lawsuit' },
  paymentPlan: { id: 'dashboard.cases.paymentPlan', defaultMessage: 'Payment plan' },
  unorganized: { id: 'dashboard.cases.unorganized', defaultMessage: 'Started, not yet tied to a case' },
} satisfies Record<string, MessageDescriptor>;

/** Consumer spec 2 "case accordions": one per lawsuit or debt, in the case's own words. */
export function CaseAccordions({ cases, unorganized }: { cases: DashboardCase[]; unorganized: DashboardDocument[] }) {
  const intl = useIntl();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="cases-title">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg" id="cases-title">
          {intl.formatMessage(m.title)}
        </Title>
        <Button component={Link} to="/my_cases/new" size="sm">
          {intl.formatMessage(common.settleDebt)}
        </Button>
      </Group>
      {cases.length === 0 && unorganized.length === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.empty)}
        </Text>
      ) : (
        <Accordion variant="separated" multiple defaultValue={cases.length === 1 ? [String(cases[0]?.id)] : []}>
          {cases.map((c) => {
            const wording = caseWordingMessages(c.info.lawsuit_exists);
            const caseNoun = intl.formatMessage(wording.caseNoun);
            return (
              <Accordion.Item key={c.id} value={String(c.id)}>
                <Accordion.Control aria-label={c.info.plaintiff_name ?? caseNoun}>
                  <Group justify="space-between" wrap="wrap" gap="xs" pr="sm">
                    <Stack gap={0}>
                      <Text fw={700}>{c.info.plaintiff_name ?? caseNoun}</Text>
                      <Text size="xs" c="dimmed">
                        {intl.formatMessage(wording.caseNumber)}: {c.info.civil_number ?? '—'}
                        {c.info.law_firm_name ? ` · ${intl.formatMessage(wording.lawFirm)}: ${c.info.law_firm_name}` : ''}
                      </Text>
                    </Stack>
                    <Group gap="xs">
                      {!c.info.lawsuit_exists && (
                        <Badge variant="outline" color="gray">
                          {intl.formatMessage(m.noLawsuit)}
                        </Badge>
                      )}
                      {c.plan_paid_off ? (
                        <Badge color="teal">{intl.formatMessage(STAGE_MESSAGES.paid_off.title)}</Badge>
                      ) : (
                        c.has_payment_plan && <Badge color="teal">{intl.formatMessage(m.paymentPlan)}</Badge>
                      )}
                      <Stack gap={0} align="flex-end">
                        <Text size="xs" c="dimmed">
                          {intl.formatMessage(wording.amount)}
                        </Text>
                        <Money cents={c.info.lawsuit_amount} fw={700} />
                      </Stack>
                    </Group>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    <PaymentPlanSlot caseItem={c} />
                    {c.documents.map((d) => (
                      <DocumentCard key={d.id} document={d} />
                    ))}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      )}
      {unorganized.length > 0 && (
        <Stack gap="sm" mt="md" component="section" aria-labelledby="unorganized-title">
          <Text fw={600} id="unorganized-title">
            {intl.formatMessage(m.unorganized)}
          </Text>
          {unorganized.map((d) => (
            <DocumentCard key={d.id} document={d} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
