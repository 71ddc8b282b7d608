import { Alert, Button, Group, Loader, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  centsToDollars,
  INTAKE_MESSAGES,
  type SummaryFieldName,
  summaryFieldError,
  summaryFields,
  US_STATE_CODES,
  US_STATES,
  type WalkThrough,
} from '@parley/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { useExtracted } from '../../../api/consumer/intake/extracted';
import { intakeKeys } from '../../../api/consumer/intake/keys';
import { useUpdateStep } from '../../../api/consumer/intake/update-step';
import { describeError } from '../../../api/errors';
import { CurrencyInput, currencyToCents } from '../../../ui/currency-input';
import { errorToast, savedToast } from '../components/toasts';
import { useIntakeWords } from '../intake-words';

const m = {
  reading: { id: 'intake.summary.reading', defaultMessage: 'Reading your papers… this takes a few seconds.' },
  saveFailed: { id: 'intake.summary.saveFailed', defaultMessage: 'We could not save that. Please try again.' },
  lawsuitFailed: { id: 'intake.summary.lawsuitFailed', defaultMessage: 'We could not save that.' },
  lawsuitStatus: { id: 'intake.summary.lawsuitStatus', defaultMessage: 'Lawsuit status' },
  summaryFailed: { id: 'intake.summary.summaryFailed', defaultMessage: 'We could not save the summary. Please try again.' },
  saved: { id: 'intake.summary.saved', defaultMessage: 'Saved' },
  intro: {
    id: 'intake.summary.intro',
    defaultMessage: 'Here is what we read from your papers. Check each field and correct anything we got wrong; each change is saved when you leave the field.',
  },
  sued: { id: 'intake.summary.sued', defaultMessage: 'Have you been sued?' },
  yes: { id: 'intake.summary.yes', defaultMessage: 'Yes, I have court papers' },
  no: { id: 'intake.summary.no', defaultMessage: 'No, a collection letter' },
  emailsHint: { id: 'intake.summary.emailsHint', defaultMessage: 'Separate several with commas' },
  continue: { id: 'intake.continue', defaultMessage: 'Continue' },
} satisfies Record<string, MessageDescriptor>;

type Validity = 'untouched' | 'valid' | 'invalid';
type Values = Record<Exclude<SummaryFieldName, 'determine_if_lawsuit_exists' | 'lawsuit_amount'>, string> & { lawsuit_amount: string | number };

const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));
const STATES: readonly string[] = US_STATE_CODES;

function valuesOf(w: WalkThrough): Values {
  return {
    customer_name: w.case.customer_name,
    plaintiff_name: w.case.plaintiff_name ?? '',
    law_firm_name: w.case.law_firm_name ?? '',
    lawyer_email: w.case.lawyer_emails.join(', '),
    lawsuit_state: w.case.lawsuit_state ?? '',
    lawsuit_amount: w.case.lawsuit_amount === null ? '' : centsToDollars(w.case.lawsuit_amount),
    civil_number: w.case.civil_number ?? '',
  };
}

/** The document summary: every extracted field, editable, saved one at a time as it is left. */
export function SummaryStep({ walkThrough }: { walkThrough: WalkThrough }) {
  const id = walkThrough.id;
  const extracted = useExtracted(id);
  const queryClient = useQueryClient();
  const state = extracted.data?.state;
  const { intl } = useIntakeWords();
  // Once the papers are read, the case is fetched again so that the fields hold what was found.
  const [isRefreshed, setRefreshed] = useState(false);
  useEffect(() => {
    if (state !== 'completed') return;
    void queryClient.refetchQueries({ queryKey: intakeKeys.walkThrough(id) }).then(() => setRefreshed(true));
  }, [state, id, queryClient]);

  if (extracted.isPending || state === 'processing' || (state === 'completed' && !isRefreshed)) {
    return (
      <Paper withBorder radius="lg" p="xl" maw={760}>
        <Group>
          <Loader size="sm" />
          <Text>{intl.formatMessage(m.reading)}</Text>
        </Group>
      </Paper>
    );
  }
  return <SummaryForm walkThrough={walkThrough} scanFailed={state === 'failed'} />;
}

function SummaryForm({ walkThrough, scanFailed }: { walkThrough: WalkThrough; scanFailed: boolean }) {
  const id = walkThrough.id;
  const navigate = useNavigate();
  const save = useUpdateStep(id);
  const [lawsuitExists, setLawsuitExists] = useState(walkThrough.case.lawsuit_exists);
  const [values, setValues] = useState<Values>(() => valuesOf(walkThrough));
  const [saved, setSaved] = useState<Values>(() => valuesOf(walkThrough));
  const [validity, setValidity] = useState<Partial<Record<SummaryFieldName, Validity>>>({});
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const words = useIntakeWords();
  const intl = words.intl;
  const labels = words.labels(lawsuitExists);
  const fields = summaryFields(lawsuitExists);
  // summaryFields names each field in English (caseLabels' words): shown in the page's language.
  const labelOf = (name: SummaryFieldName) => words.fieldName(fields.find((f) => f.name === name)?.label ?? name);

  const serverValue = (name: keyof Values, value: string | number) => (name === 'lawsuit_amount' ? currencyToCents(value) : value);

  function commit(name: keyof Values, value: string | number = values[name]) {
    if (value === saved[name]) return;
    const error = summaryFieldError(name, serverValue(name, value), { lawsuitExists, states: STATES });
    if (error) {
      setValidity((v) => ({ ...v, [name]: 'invalid' }));
      setErrors((e) => ({ ...e, [name]: words.message(error) }));
      return;
    }
    save.mutate(
      { step_name: 'document_summary', inputs: { [name]: serverValue(name, value) } },
      {
        onSuccess: (result) => {
          const serverError = result.errors[name];
          if (serverError) {
            setValidity((v) => ({ ...v, [name]: 'invalid' }));
            setErrors((e) => ({ ...e, [name]: words.message(serverError) }));
            errorToast(words.message(serverError));
            return;
          }
          setSaved((s) => ({ ...s, [name]: value }));
          setValidity((v) => ({ ...v, [name]: 'valid' }));
          setErrors((e) => ({ ...e, [name]: undefined }));
          savedToast(words.saved(labelOf(name)));
        },
        onError: (err) => errorToast(describeError(err, intl.formatMessage(m.saveFailed))),
      },
    );
  }

  function setLawsuit(next: boolean) {
    setLawsuitExists(next);
    save.mutate(
      { step_name: 'document_summary', inputs: { determine_if_lawsuit_exists: next } },
      {
        onSuccess: () => savedToast(words.saved(intl.formatMessage(m.lawsuitStatus))),
        onError: (err) => errorToast(describeError(err, intl.formatMessage(m.lawsuitFailed))),
      },
    );
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const inputs = Object.fromEntries(fields.map((f) => [f.name, serverValue(f.name as keyof Values, values[f.name as keyof Values])]));
    save.mutate(
      { step_name: 'document_summary', inputs, complete: true },
      {
        onSuccess: (result) => {
          if (Object.keys(result.errors).length > 0) {
            setErrors(Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, words.message(v)])));
            setValidity(Object.fromEntries(Object.keys(result.errors).map((k) => [k, 'invalid'])));
            errorToast(words.message(Object.values(result.errors)[0] ?? INTAKE_MESSAGES.required));
            return;
          }
          navigate(result.resume_url);
        },
        onError: (err) => errorToast(describeError(err, intl.formatMessage(m.summaryFailed))),
      },
    );
  }

  const field = (name: keyof Values) => ({
    name,
    label: labelOf(name),
    error: errors[name],
    'data-validity': validity[name] ?? 'untouched',
    rightSection:
      validity[name] === 'valid' ? (
        <Text c="green.7" aria-label={intl.formatMessage(m.saved)}>
          ✓
        </Text>
      ) : undefined,
  });
  const text = (name: keyof Values) => ({
    ...field(name),
    value: String(values[name]),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    onBlur: () => commit(name),
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {scanFailed ? (
            <Alert color="yellow" variant="light" role="alert">
              {words.message(INTAKE_MESSAGES.scanFailed)}
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              {intl.formatMessage(m.intro)}
            </Text>
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {intl.formatMessage(m.sued)}
            </Text>
            <SegmentedControl
              value={lawsuitExists ? 'yes' : 'no'}
              onChange={(v) => setLawsuit(v === 'yes')}
              data={[
                { value: 'yes', label: intl.formatMessage(m.yes) },
                { value: 'no', label: intl.formatMessage(m.no) },
              ]}
              // The two answers share the card's width and wrap at a phone's (at 390 px, side by side on one line they ran past the card).
              fullWidth
              styles={{ label: { whiteSpace: 'normal' } }}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('customer_name')} required maxLength={200} />
            <TextInput {...text('plaintiff_name')} required maxLength={200} />
            <TextInput {...text('law_firm_name')} required maxLength={200} />
            <TextInput {...text('lawyer_email')} description={intl.formatMessage(m.emailsHint)} maxLength={600} />
            <Select
              {...field('lawsuit_state')}
              label={labels.state}
              required
              searchable
              data={STATE_OPTIONS}
              value={values.lawsuit_state || null}
              onChange={(v) => {
                setValues((s) => ({ ...s, lawsuit_state: v ?? '' }));
                commit('lawsuit_state', v ?? '');
              }}
            />
            <CurrencyInput
              {...field('lawsuit_amount')}
              required
              value={values.lawsuit_amount}
              onChange={(v) => setValues((s) => ({ ...s, lawsuit_amount: v }))}
              onBlur={() => commit('lawsuit_amount')}
            />
            {lawsuitExists ? <TextInput {...text('civil_number')} required maxLength={64} /> : null}
          </SimpleGrid>
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            {intl.formatMessage(m.continue)}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
