import { Alert, Button, Checkbox, Paper, Select, Stack, Text } from '@mantine/core';
import { answerDeadline, courtLevelOf, DEBT_TYPES, DEFENSES, type DefenseKey, jurisdictionOf, limitationFor, type WalkThrough } from '@parley/shared';
import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { useUpdateStep } from '../../../api/consumer/intake/update-step';
import { describeError } from '../../../api/errors';
import { useFormat } from '../../../i18n/use-format';
import { INTAKE_TABLES, useIntakeWords } from '../intake-words';

const m = {
  saveFailed: { id: 'intake.answers.saveFailed', defaultMessage: 'We could not save your answers. Please try again.' },
  dueBy: { id: 'intake.defenses.dueBy', defaultMessage: 'Your Answer is due by <b>{date}</b> ({citation}).' },
  debtType: { id: 'intake.defenses.debtType', defaultMessage: 'What kind of debt is it?' },
  debtTypeHint: {
    id: 'intake.defenses.debtTypeHint',
    defaultMessage: 'The time limit to sue depends on it. Leave it empty if you are not sure: we use the one for a credit card or account.',
  },
  notSure: { id: 'intake.defenses.notSure', defaultMessage: "I'm not sure" },
  intro: { id: 'intake.defenses.intro', defaultMessage: 'Answer yes to what is true for you. Each yes adds a defense to your Answer.' },
  limitation: { id: 'intake.defenses.limitation', defaultMessage: '{state}: {years} years ({citation}).' },
  continue: { id: 'intake.continue', defaultMessage: 'Continue' },
} satisfies Record<string, MessageDescriptor>;

/** Affirmative defenses, asked as plain questions; the Answer pleads the ones checked. */
export function DefensesStep({ walkThrough }: { walkThrough: WalkThrough }) {
  const navigate = useNavigate();
  const save = useUpdateStep(walkThrough.id);
  const words = useIntakeWords();
  const intl = words.intl;
  const format = useFormat();
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
          {level ? (
            <Alert color="blue" variant="light">
              {deadline ? (
                <>
                  <FormattedMessage
                    {...m.dueBy}
                    values={{ b: (chunks: React.ReactNode[]) => <strong>{chunks}</strong>, date: format.date(deadline), citation: level.answer.citation }}
                  />{' '}
                </>
              ) : (
                <>{words.deadline(level.answer)} </>
              )}
              {words.caveat()}
            </Alert>
          ) : null}
          <Select
            label={intl.formatMessage(m.debtType)}
            description={intl.formatMessage(m.debtTypeHint)}
            placeholder={intl.formatMessage(m.notSure)}
            data={DEBT_TYPES.map((d) => ({ value: d.key, label: intl.formatMessage(INTAKE_TABLES.debtTypes[d.key]) }))}
            value={debtType}
            onChange={setDebtType}
            clearable
            maw={480}
          />
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.intro)}
          </Text>
          {DEFENSES.map((d) => (
            <Checkbox
              key={d.key}
              label={intl.formatMessage(INTAKE_TABLES.defenseQuestions[d.key])}
              description={
                d.key === 'statute_of_limitations' && jurisdiction && limitation
                  ? `${intl.formatMessage(m.limitation, { state: jurisdiction.name, years: limitation.years, citation: limitation.citation })} ${limitation.note ? `${limitation.note} ` : ''}${jurisdiction.revival.text}`
                  : intl.formatMessage(INTAKE_TABLES.defenseTitles[d.key])
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
            {intl.formatMessage(m.continue)}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
