import { Alert, Button, Group, List, Paper, Radio, Select, Stack, Text } from '@mantine/core';
import {
  type CourtLevel,
  courtLevelOf,
  DEADLINE_CAVEAT,
  deadlineText,
  formatCents,
  JURISDICTIONS,
  jurisdictionOf,
  limitationFor,
  type WalkThrough,
} from '@parley/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useUpdateStep } from '../../../api/consumer/intake/update-step';
import { describeError } from '../../../api/errors';

const STATE_OPTIONS = JURISDICTIONS.map((j) => ({ value: j.state, label: j.name }));
const LETTER_LINK = '/customer_documents?document_name=document_generation';

const courtLabel = (c: CourtLevel) => (c.limitCents ? `${c.name} (claims up to ${formatCents(c.limitCents)})` : c.name);

/**
 * The first step of a Debt Answer: where the case is. Nothing sensitive is asked before it, so a
 * court that needs its own form is named here, with what Parley can do instead.
 */
export function JurisdictionStep({ walkThrough }: { walkThrough: WalkThrough }) {
  const navigate = useNavigate();
  const save = useUpdateStep(walkThrough.id);
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
        onSuccess: (r) => (Object.keys(r.errors).length > 0 ? setErrors(r.errors) : navigate(r.resume_url)),
        onError: (err) => setErrors({ form: describeError(err, 'We could not save your court. Please try again.') }),
      },
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>Before anything else, tell us where you are being sued. The court's name is at the top of your summons.</Text>
          <Select
            label="State of the lawsuit"
            placeholder="Choose a state"
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
              label="Which court sent your papers?"
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
              <Alert color="yellow" variant="light" title="This court needs its own form" role="status">
                <Stack gap="xs">
                  <Text size="sm">{level.formRequired}</Text>
                  <Text size="sm">What Parley can do:</Text>
                  <List size="sm">
                    <List.Item>prepare a general Answer for you to adapt and file together with the court's form;</List.Item>
                    <List.Item>or write a debt validation letter asking the collector to prove the debt.</List.Item>
                  </List>
                  <Text size="sm">
                    Deadline: {deadlineText(level.answer)} {DEADLINE_CAVEAT}
                  </Text>
                </Stack>
              </Alert>
            ) : (
              <Alert color="blue" variant="light" title={`Parley can prepare your Answer for the ${jurisdiction.name} ${level.name}`} role="status">
                <Stack gap="xs">
                  <Text size="sm">
                    Deadline: {deadlineText(level.answer)} {DEADLINE_CAVEAT}
                  </Text>
                  {level.note ? <Text size="sm">{level.note}</Text> : null}
                  <Text size="sm">
                    Time limit to sue on a credit card or account in {jurisdiction.name}: {limitationFor(jurisdiction, null).years} years (
                    {limitationFor(jurisdiction, null).citation}).
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
              {level?.formRequired ? 'Continue with a general Answer' : 'Continue'}
            </Button>
            {level?.formRequired ? (
              <Button component={Link} to={LETTER_LINK} variant="default">
                Write a debt validation letter instead
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
