import { Anchor, Badge, Button, Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { DashboardDocument } from '@parley/shared';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/use-format';
import { documentWords } from '../document-words';

const m = {
  started: { id: 'dashboard.document.started', defaultMessage: 'Started {date}' },
  invited: { id: 'dashboard.document.invited', defaultMessage: '(invited to Parley)' },
  answerDue: { id: 'dashboard.document.answerDue', defaultMessage: 'Answer due {date}' },
  next: { id: 'dashboard.document.next', defaultMessage: '(next)' },
  filedBy: { id: 'dashboard.document.filedBy', defaultMessage: 'Filed by {method}' },
  tracking: { id: 'dashboard.document.tracking', defaultMessage: 'tracking {number}' },
  download: { id: 'dashboard.document.download', defaultMessage: 'Download' },
  open: { id: 'dashboard.document.open', defaultMessage: 'Open' },
  resume: { id: 'dashboard.document.resume', defaultMessage: 'Resume' },
} satisfies Record<string, MessageDescriptor>;

/** Consumer spec 3 "Document": its status, its steps by section, its downloads, and resume or download. */
export function DocumentCard({ document: d }: { document: DashboardDocument }) {
  const intl = useIntl();
  const format = useFormat();
  const download = d.downloads[0];
  const words = documentWords(intl, format.money, d);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={words.title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Text fw={700}>{words.title}</Text>
            <Text size="xs" c="dimmed">
              {intl.formatMessage(m.started, { date: format.date(d.created_at, 'medium') })}
              {d.law_firm ? ` · ${d.law_firm.name}` : ''}
              {d.law_firm && d.product === 'solosettle' && !d.law_firm.in_database ? ` ${intl.formatMessage(m.invited)}` : ''}
            </Text>
            {d.answer_deadline && !d.is_completed ? (
              <Text size="xs" c="red.8" fw={600}>
                {intl.formatMessage(m.answerDue, { date: format.date(d.answer_deadline, 'long') })}
              </Text>
            ) : null}
          </Stack>
          <Badge color={d.status_color} variant="light" c="dark.8">
            {words.status}
          </Badge>
        </Group>
        <Text size="sm">{words.statusDefinition}</Text>
        {d.sectioned_steps.map((section) => (
          <Stack key={section.key ?? section.name} gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {words.sectionName(section)}
            </Text>
            <List spacing={4} size="sm" center>
              {section.steps.map((step) => (
                <List.Item
                  key={step.key ?? step.title}
                  icon={
                    <ThemeIcon
                      size={18}
                      radius="xl"
                      color={step.completed ? 'teal' : step.current ? 'indigo' : 'gray.4'}
                      variant={step.completed || step.current ? 'filled' : 'light'}
                    >
                      <span aria-hidden style={{ fontSize: 11, lineHeight: 1 }}>
                        {step.completed ? '✓' : step.current ? '•' : ''}
                      </span>
                    </ThemeIcon>
                  }
                >
                  <Text span size="sm" fw={step.current ? 700 : 400}>
                    {words.stepTitle(step)}
                    {words.stepValue(step) ? `: ${words.stepValue(step)}` : ''}
                  </Text>
                  {step.current && (
                    <Text span size="xs" c="indigo.7">
                      {` ${intl.formatMessage(m.next)}`}
                    </Text>
                  )}
                  {step.filing_methods.map((f) => (
                    <Text key={`${f.address_type}-${f.tracking_number}`} size="xs" c="dimmed">
                      {intl.formatMessage(m.filedBy, { method: f.address_type })}
                      {f.tracking_number ? ` · ${intl.formatMessage(m.tracking, { number: f.tracking_number })}` : ''}
                    </Text>
                  ))}
                </List.Item>
              ))}
            </List>
          </Stack>
        ))}
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            {d.downloads.map((f) => (
              <Anchor key={f.url} href={f.url} size="sm" download>
                {words.downloadTitle(f)}
              </Anchor>
            ))}
          </Group>
          {d.is_completed && download ? (
            <Button component="a" href={download.url} download size="xs">
              {intl.formatMessage(m.download)}
            </Button>
          ) : (
            <Button component={Link} to={d.resume_url} size="xs">
              {intl.formatMessage(d.is_completed ? m.open : m.resume)}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
