import { Alert, Button, Paper, Radio, Stack } from '@mantine/core';
import { LETTER_KINDS, type WalkThrough } from '@parley/shared';
import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { useUpdateStep } from '../../../api/consumer/intake/update-step';
import { describeError } from '../../../api/errors';
import { INTAKE_TABLES, useIntakeWords } from '../intake-words';

const DESCRIPTIONS: Record<(typeof LETTER_KINDS)[number]['key'], MessageDescriptor> = {
  debt_validation: {
    id: 'intake.letter.debt_validation.description',
    defaultMessage: 'Ask the collector to prove the debt and the amount before you pay anything.',
  },
  settlement_offer: {
    id: 'intake.letter.settlement_offer.description',
    defaultMessage: 'Offer a lump sum to settle a debt with a firm that is not on Parley.',
  },
};

const m = {
  choose: { id: 'intake.letter.choose', defaultMessage: 'Please choose a letter' },
  saveFailed: { id: 'intake.letter.saveFailed', defaultMessage: 'We could not save your choice.' },
  label: { id: 'intake.letter.label', defaultMessage: 'Which letter do you need?' },
  submit: { id: 'intake.letter.submit', defaultMessage: 'Prepare my letter' },
} satisfies Record<string, MessageDescriptor>;

export function LetterStep({ walkThrough }: { walkThrough: WalkThrough }) {
  const navigate = useNavigate();
  const save = useUpdateStep(walkThrough.id);
  const { intl } = useIntakeWords();
  const [kind, setKind] = useState(walkThrough.case.letter_kind ?? '');
  const [error, setError] = useState<string | null>(null);
  function submit(event: React.FormEvent) {
    event.preventDefault();
    save.mutate(
      { step_name: 'letter_choice', inputs: { letter_kind: kind }, complete: true },
      {
        onSuccess: (r) => (Object.keys(r.errors).length > 0 ? setError(intl.formatMessage(m.choose)) : navigate(r.resume_url)),
        onError: (err) => setError(describeError(err, intl.formatMessage(m.saveFailed))),
      },
    );
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group label={intl.formatMessage(m.label)} value={kind} onChange={setKind} error={error}>
            <Stack gap="sm" mt="xs">
              {LETTER_KINDS.map((l) => (
                <Radio
                  key={l.key}
                  value={l.key}
                  label={intl.formatMessage(INTAKE_TABLES.letters[l.key])}
                  description={intl.formatMessage(DESCRIPTIONS[l.key])}
                />
              ))}
            </Stack>
          </Radio.Group>
          {save.isError ? <Alert color="red">{describeError(save.error, intl.formatMessage(m.saveFailed))}</Alert> : null}
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            {intl.formatMessage(m.submit)}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
