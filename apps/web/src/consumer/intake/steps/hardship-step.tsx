import { Alert, Button, Checkbox, Paper, Stack, Text, Textarea } from '@mantine/core';
import { HARDSHIP_REASONS, type HardshipKey, type WalkThrough } from '@parley/shared';
import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { useUpdateStep } from '../../../api/consumer/intake/update-step';
import { describeError } from '../../../api/errors';
import { INTAKE_TABLES, useIntakeWords } from '../intake-words';

const m = {
  saveFailed: { id: 'intake.answers.saveFailed', defaultMessage: 'We could not save your answers. Please try again.' },
  intro: {
    id: 'intake.hardship.intro',
    defaultMessage: 'What makes it hard to pay this {lawsuit, select, yes {lawsuit} other {debt}}? Check all that apply.',
  },
  collectorSees: { id: 'intake.hardship.collectorSees', defaultMessage: 'The collector sees your answers with your offer.' },
  tellMoreLabel: { id: 'intake.hardship.tellMoreLabel', defaultMessage: 'Tell us more: {reason}' },
  tellMore: { id: 'intake.hardship.tellMore', defaultMessage: 'Tell us more...' },
  toOffer: { id: 'cases.new.submit', defaultMessage: 'Continue to your offer' },
  continue: { id: 'intake.continue', defaultMessage: 'Continue' },
} satisfies Record<string, MessageDescriptor>;

/** The hardship form: each reason checked reveals "Tell us more..."; collectors read the result. */
export function HardshipStep({ walkThrough }: { walkThrough: WalkThrough }) {
  const navigate = useNavigate();
  const save = useUpdateStep(walkThrough.id);
  const words = useIntakeWords();
  const intl = words.intl;
  const [answers, setAnswers] = useState<Partial<Record<HardshipKey, string>>>(walkThrough.case.hardship as Partial<Record<HardshipKey, string>>);
  const [error, setError] = useState<string | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    save.mutate(
      { step_name: 'hardship', inputs: answers, complete: true },
      {
        onSuccess: (r) => {
          const first = Object.values(r.errors)[0];
          if (first !== undefined) setError(words.message(first));
          else navigate(r.resume_url);
        },
        onError: (err) => setError(describeError(err, intl.formatMessage(m.saveFailed))),
      },
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.intro, { lawsuit: walkThrough.case.lawsuit_exists ? 'yes' : 'no' })}{' '}
            {walkThrough.product === 'solosettle' ? intl.formatMessage(m.collectorSees) : ''}
          </Text>
          {HARDSHIP_REASONS.map((reason) => {
            const checked = answers[reason.key] !== undefined;
            const label = intl.formatMessage(INTAKE_TABLES.hardship[reason.key]);
            return (
              <Stack key={reason.key} gap={6}>
                <Checkbox
                  label={label}
                  checked={checked}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setAnswers(({ [reason.key]: _, ...rest }) => (on ? { ...rest, [reason.key]: '' } : rest));
                  }}
                />
                {checked ? (
                  <Textarea
                    aria-label={intl.formatMessage(m.tellMoreLabel, { reason: label })}
                    placeholder={intl.formatMessage(m.tellMore)}
                    autosize
                    minRows={2}
                    maxLength={2000}
                    ml={32}
                    value={answers[reason.key] ?? ''}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setAnswers((a) => ({ ...a, [reason.key]: value }));
                    }}
                  />
                ) : null}
              </Stack>
            );
          })}
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            {intl.formatMessage(walkThrough.product === 'solosettle' ? m.toOffer : m.continue)}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
