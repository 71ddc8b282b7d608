import { Alert, Button, Checkbox, Paper, Select, Stack, Text } from '@mantine/core';
import {
  answerDeadline,
  courtLevelOf,
  DEADLINE_CAVEAT,
  DEBT_TYPES,
  DEFENSES,
  type DefenseKey,
  deadlineText,
  formatLongDate,
  jurisdictionOf,
  limitationFor,
  type WalkThrough,
} from '@parley/shared';
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
  const courtLevel = walkThrough.case.court_level;
  const level = jurisdiction ? courtLevelOf(jurisdiction, courtLevel) : null;
  const deadline = state && walkThrough.case.served_on ? answerDeadline(state, walkThrough.case.served_on, courtLevel) : null;
  const [debtType, setDebtType] = useState<string | null>(walkThrough.case.debt_type);
  const limitation = jurisdiction ? limitationFor(jurisdiction, debtType) : null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    save.mutate(
      { step_name: 'defenses', inputs: { defenses: chosen, debt_type: debtType }, complete: true },
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
          {level ? (
            <Alert color="blue" variant="light">
              {deadline ? (
                <>
                  Your Answer is due by <strong>{formatLongDate(deadline)}</strong> ({level.answer.citation}).{' '}
                </>
              ) : (
                <>{deadlineText(level.answer)} </>
              )}
              {DEADLINE_CAVEAT}
            </Alert>
          ) : null}
          <Select
            label="What kind of debt is it?"
            description="The time limit to sue depends on it. Leave it empty if you are not sure: we use the one for a credit card or account."
            placeholder="I'm not sure"
            data={DEBT_TYPES.map((d) => ({ value: d.key, label: d.label }))}
            value={debtType}
            onChange={setDebtType}
            clearable
            maw={480}
          />
          <Text size="sm" c="dimmed">
            Answer yes to what is true for you. Each yes adds a defense to your Answer.
          </Text>
          {DEFENSES.map((d) => (
            <Checkbox
              key={d.key}
              label={d.question}
              description={
                d.key === 'statute_of_limitations' && jurisdiction && limitation
                  ? `${jurisdiction.name}: ${limitation.years} years (${limitation.citation}). ${limitation.note ? `${limitation.note} ` : ''}${jurisdiction.revival.text}`
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
