import { Accordion, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { caseWording, type DashboardCase, type DashboardDocument } from '@parley/shared';
import { Link } from 'react-router';
import { Money } from '../../../ui/money';
import { DocumentCard } from './document-card';
import { PaymentPlanSlot } from './payment-plan-slot';

/** Consumer spec 2 "case accordions": one per lawsuit or debt, in the case's own words. */
export function CaseAccordions({ cases, unorganized }: { cases: DashboardCase[]; unorganized: DashboardDocument[] }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="cases-title">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg" id="cases-title">
          Your cases
        </Title>
        <Button component={Link} to="/my_cases/new" size="sm">
          Settle a debt
        </Button>
      </Group>
      {cases.length === 0 && unorganized.length === 0 ? (
        <Text size="sm" c="dimmed">
          No cases yet. Start one with the letter or court papers you received.
        </Text>
      ) : (
        <Accordion variant="separated" multiple defaultValue={cases.length === 1 ? [String(cases[0]?.id)] : []}>
          {cases.map((c) => {
            const words = caseWording(c.info.lawsuit_exists);
            return (
              <Accordion.Item key={c.id} value={String(c.id)}>
                <Accordion.Control aria-label={`${c.info.plaintiff_name ?? words.caseNoun}`}>
                  <Group justify="space-between" wrap="wrap" gap="xs" pr="sm">
                    <Stack gap={0}>
                      <Text fw={700}>{c.info.plaintiff_name ?? words.caseNoun}</Text>
                      <Text size="xs" c="dimmed">
                        {words.caseNumber}: {c.info.civil_number ?? '—'}
                        {c.info.law_firm_name ? ` · ${words.lawFirm}: ${c.info.law_firm_name}` : ''}
                      </Text>
                    </Stack>
                    <Group gap="xs">
                      {!c.info.lawsuit_exists && (
                        <Badge variant="outline" color="gray">
                          No lawsuit
                        </Badge>
                      )}
                      {c.has_payment_plan && <Badge color="teal">Payment plan</Badge>}
                      <Stack gap={0} align="flex-end">
                        <Text size="xs" c="dimmed">
                          {words.amount}
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
            Started, not yet tied to a case
          </Text>
          {unorganized.map((d) => (
            <DocumentCard key={d.id} document={d} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
