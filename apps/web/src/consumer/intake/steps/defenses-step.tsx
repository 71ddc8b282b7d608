import { Alert, Button, Checkbox, Paper, Stack, Text } from '@mantine/core';
import { answerDeadline, DEFENSES, type DefenseKey, formatLongDate, jurisdictionOf, type WalkThrough } from '@parley/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUpdateStep } from '../../../api/consumer/intake/update-step';
import { describeError } from '../../../api/errors';

/** Affirmative defenses, asked as plain questions; the Answer pleads the ones checked. */
export function DefensesStep({ walkThrough }: { walkThrough: WalkThrough }) {
  const navigate = useNavigate();
  const save = useUpdateStep(walkThrough.id);
  const [chosen, setChosen] = useState<DefenseKey[]>(walkThrough.case.defenses as DefenseKey[]);
  const [error, setError] = useState<string | null>(null);
  const state = walkThrough.case.lawsuit_state;
  const jurisdiction = jurisdictionOf(state);
  const deadline = state && walkThrough.case.served_on ? answerDeadline(state, walkThrough.case.served_on) : null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    save.mutate(
      { step_name: 'defenses', inputs: { defenses: chosen }, complete: true },
      {
        onSuccess: (r) => (Object.keys(r.errors).length > 0 ? setError(Object.values(r.errors)[0] ?? null) : navigate(r.resume_url)),
        onError: (err) => setError(describeError(err, 'We could not save your answers. Please try again.')),
      },
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {deadline && jurisdiction ? (
            <Alert color="blue" variant="light">
              Your Answer is due by <strong>{formatLongDate(deadline)}</strong> ({jurisdiction.answer.citation}). Check the date on your summons: it governs.
            </Alert>
          ) : null}
          {!jurisdiction ? (
            <Alert color="yellow" variant="light" role="alert">
              Parley cannot prepare an Answer for a court in that state yet.
            </Alert>
          ) : null}
          <Text size="sm" c="dimmed">
            Answer yes to what is true for you. Each yes adds a defense to your Answer.
          </Text>
          {DEFENSES.map((d) => (
            <Checkbox
              key={d.key}
              label={d.question}
              description={
                d.key === 'statute_of_limitations' && jurisdiction
                  ? `${jurisdiction.name}: ${jurisdiction.limitationYears} years (${jurisdiction.limitationCitation})`
                  : d.title
              }
              checked={chosen.includes(d.key)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setChosen((all) => (on ? [...all, d.key] : all.filter((k) => k !== d.key)));
              }}
            />
          ))}
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            Continue
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
