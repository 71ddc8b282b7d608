import { Alert, Button, Paper, Radio, Stack } from '@mantine/core';
import { LETTER_KINDS, type WalkThrough } from '@parley/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUpdateStep } from '../../../api/consumer/intake/update-step';
import { describeError } from '../../../api/errors';

const DESCRIPTIONS: Record<string, string> = {
  debt_validation: 'Ask the collector to prove the debt and the amount before you pay anything.',
  settlement_offer: 'Offer a lump sum to settle a debt with a firm that is not on Parley.',
};

export function LetterStep({ walkThrough }: { walkThrough: WalkThrough }) {
  const navigate = useNavigate();
  const save = useUpdateStep(walkThrough.id);
  const [kind, setKind] = useState(walkThrough.case.letter_kind ?? '');
  const [error, setError] = useState<string | null>(null);
  function submit(event: React.FormEvent) {
    event.preventDefault();
    save.mutate(
      { step_name: 'letter_choice', inputs: { letter_kind: kind }, complete: true },
      {
        onSuccess: (r) => (Object.keys(r.errors).length > 0 ? setError('Please choose a letter') : navigate(r.resume_url)),
        onError: (err) => setError(describeError(err, 'We could not save your choice.')),
      },
    );
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group label="Which letter do you need?" value={kind} onChange={setKind} error={error}>
            <Stack gap="sm" mt="xs">
              {LETTER_KINDS.map((l) => (
                <Radio key={l.key} value={l.key} label={l.title} description={DESCRIPTIONS[l.key]} />
              ))}
            </Stack>
          </Radio.Group>
          {save.isError ? <Alert color="red">{describeError(save.error, 'We could not save your choice.')}</Alert> : null}
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            Prepare my letter
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
