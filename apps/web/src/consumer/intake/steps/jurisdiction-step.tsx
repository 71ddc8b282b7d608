import { Alert, Button, Group, List, Paper, Radio, Select, Stack, Text } from '@mantine/core';
import { type CourtLevel, courtLevelOf, JURISDICTIONS, jurisdictionOf, limitationFor, type WalkThrough } from '@parley/shared';
import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useUpdateStep } from '../../../api/consumer/intake/update-step';
import { describeError } from '../../../api/errors';
import { useFormat } from '../../../i18n/use-format';
import { useIntakeWords } from '../intake-words';

const STATE_OPTIONS = JURISDICTIONS.map((j) => ({ value: j.state, label: j.name }));
const LETTER_LINK = '/customer_documents?document_name=document_generation';

const m = {
  saveFailed: { id: 'intake.jurisdiction.saveFailed', defaultMessage: 'We could not save your court. Please try again.' },
  intro: {
    id: 'intake.jurisdiction.intro',
    defaultMessage: "Before anything else, tell us where you are being sued. The court's name is at the top of your summons.",
  },
  state: { id: 'intake.jurisdiction.state', defaultMessage: 'State of the lawsuit' },
  chooseState: { id: 'intake.jurisdiction.chooseState', defaultMessage: 'Choose a state' },
  whichCourt: { id: 'intake.jurisdiction.whichCourt', defaultMessage: 'Which court sent your papers?' },
  courtUpTo: { id: 'intake.jurisdiction.courtUpTo', defaultMessage: '{court} (claims up to {amount})' },
  ownForm: { id: 'intake.jurisdiction.ownForm', defaultMessage: 'This court needs its own form' },
  canDo: { id: 'intake.jurisdiction.canDo', defaultMessage: 'What Parley can do:' },
  general: {
    id: 'intake.jurisdiction.general',
    defaultMessage: "prepare a general Answer for you to adapt and file together with the court's form;",
  },
  letter: { id: 'intake.jurisdiction.letter', defaultMessage: 'or write a debt validation letter asking the collector to prove the debt.' },
  deadline: { id: 'intake.jurisdiction.deadline', defaultMessage: 'Deadline: {deadline} {caveat}' },
  canPrepare: { id: 'intake.jurisdiction.canPrepare', defaultMessage: 'Parley can prepare your Answer for the {state} {court}' },
  timeLimit: {
    id: 'intake.jurisdiction.timeLimit',
    defaultMessage: 'Time limit to sue on a credit card or account in {state}: {years} years ({citation}).',
  },
  continueGeneral: { id: 'intake.jurisdiction.continueGeneral', defaultMessage: 'Continue with a general Answer' },
  continue: { id: 'intake.continue', defaultMessage: 'Continue' },
  letterInstead: { id: 'intake.jurisdiction.letterInstead', defaultMessage: 'Write a debt validation letter instead' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The first step of a Debt Answer: where the case is. Nothing sensitive is asked before it, so a
 * court that needs its own form is named here, with what Parley can do instead.
 */
export function JurisdictionStep({ walkThrough }: { walkThrough: WalkThrough }) {
  const navigate = useNavigate();
  const save = useUpdateStep(walkThrough.id);
  const words = useIntakeWords();
  const intl = words.intl;
  const { money } = useFormat();
  const courtLabel = (c: CourtLevel) => (c.limitCents ? intl.formatMessage(m.courtUpTo, { court: c.name, amount: money(c.limitCents) }) : c.name);
  const [state, setState] = useState<string | null>(walkThrough.case.lawsuit_state);
  const jurisdiction = jurisdictionOf(state);
  const [levelKey, setLevelKey] = useState<string | null>(() => {
    if (!jurisdiction) return null;
    return walkThrough.case.court_level ?? (jurisdiction.courts.length === 1 ? (jurisdiction.courts[0]?.key ?? null) : null);
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const level = jurisdiction && levelKey ? courtLevelOf(jurisdiction, levelKey) : null;

  function chooseState(value: string | null) {
    setState(value);
    const j = jurisdictionOf(value);
    setLevelKey(j && j.courts.length === 1 ? (j.courts[0]?.key ?? null) : null);
    setErrors({});
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    save.mutate(
      { step_name: 'jurisdiction', inputs: { lawsuit_state: state ?? '', court_level: levelKey }, complete: true },
      {
        onSuccess: (r) =>
          Object.keys(r.errors).length > 0
            ? setErrors(Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [k, words.message(v)])))
            : navigate(r.resume_url),
        onError: (err) => setErrors({ form: describeError(err, intl.formatMessage(m.saveFailed)) }),
      },
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{intl.formatMessage(m.intro)}</Text>
          <Select
            label={intl.formatMessage(m.state)}
            placeholder={intl.formatMessage(m.chooseState)}
            data={STATE_OPTIONS}
            value={state}
            onChange={chooseState}
            searchable
            required
            error={errors.lawsuit_state}
            maw={360}
          />
          {jurisdiction && jurisdiction.courts.length > 1 ? (
            <Radio.Group
              label={intl.formatMessage(m.whichCourt)}
              value={levelKey ?? ''}
              onChange={(v) => {
                setLevelKey(v);
                setErrors({});
              }}
              required
              error={errors.court_level}
            >
              <Stack gap="xs" mt="xs">
                {jurisdiction.courts.map((c) => (
                  <Radio key={c.key} value={c.key} label={courtLabel(c)} />
                ))}
              </Stack>
            </Radio.Group>
          ) : null}
          {jurisdiction && level ? (
            level.formRequired ? (
              <Alert color="yellow" variant="light" title={intl.formatMessage(m.ownForm)} role="status">
                <Stack gap="xs">
                  <Text size="sm">{level.formRequired}</Text>
                  <Text size="sm">{intl.formatMessage(m.canDo)}</Text>
                  <List size="sm">
                    <List.Item>{intl.formatMessage(m.general)}</List.Item>
                    <List.Item>{intl.formatMessage(m.letter)}</List.Item>
                  </List>
                  <Text size="sm">{intl.formatMessage(m.deadline, { deadline: words.deadline(level.answer), caveat: words.caveat() })}</Text>
                </Stack>
              </Alert>
            ) : (
              <Alert color="blue" variant="light" title={intl.formatMessage(m.canPrepare, { state: jurisdiction.name, court: level.name })} role="status">
                <Stack gap="xs">
                  <Text size="sm">{intl.formatMessage(m.deadline, { deadline: words.deadline(level.answer), caveat: words.caveat() })}</Text>
                  {level.note ? <Text size="sm">{level.note}</Text> : null}
                  <Text size="sm">
                    {intl.formatMessage(m.timeLimit, {
                      state: jurisdiction.name,
                      years: limitationFor(jurisdiction, null).years,
                      citation: limitationFor(jurisdiction, null).citation,
                    })}
                  </Text>
                </Stack>
              </Alert>
            )
          ) : null}
          {errors.form ? (
            <Alert color="red" variant="light" role="alert">
              {errors.form}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {intl.formatMessage(level?.formRequired ? m.continueGeneral : m.continue)}
            </Button>
            {level?.formRequired ? (
              <Button component={Link} to={LETTER_LINK} variant="default">
                {intl.formatMessage(m.letterInstead)}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
