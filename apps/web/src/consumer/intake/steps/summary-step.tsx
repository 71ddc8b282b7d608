import { Alert, Button, Group, Loader, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  caseLabels,
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
import { useNavigate } from 'react-router';
import { useExtracted } from '../../../api/consumer/intake/extracted';
import { intakeKeys } from '../../../api/consumer/intake/keys';
import { useUpdateStep } from '../../../api/consumer/intake/update-step';
import { describeError } from '../../../api/errors';
import { CurrencyInput, currencyToCents } from '../../../ui/currency-input';
import { errorToast, savedToast } from '../components/toasts';

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
    lawsuit_amount: w.case.lawsuit_amount === null ? '' : w.case.lawsuit_amount / 100,
    civil_number: w.case.civil_number ?? '',
  };
}

/** The document summary: every extracted field, editable, saved one at a time as it is left. */
export function SummaryStep({ walkThrough }: { walkThrough: WalkThrough }) {
  const id = walkThrough.id;
  const extracted = useExtracted(id);
  const queryClient = useQueryClient();
  const state = extracted.data?.state;
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
          <Text>Reading your papers… this takes a few seconds.</Text>
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
  const labels = caseLabels(lawsuitExists);
  const fields = summaryFields(lawsuitExists);
  const labelOf = (name: SummaryFieldName) => fields.find((f) => f.name === name)?.label ?? name;

  const serverValue = (name: keyof Values, value: string | number) => (name === 'lawsuit_amount' ? currencyToCents(value) : value);

  function commit(name: keyof Values, value: string | number = values[name]) {
    if (value === saved[name]) return;
    const error = summaryFieldError(name, serverValue(name, value), { lawsuitExists, states: STATES });
    if (error) {
      setValidity((v) => ({ ...v, [name]: 'invalid' }));
      setErrors((e) => ({ ...e, [name]: error }));
      return;
    }
    save.mutate(
      { step_name: 'document_summary', inputs: { [name]: serverValue(name, value) } },
      {
        onSuccess: (result) => {
          const serverError = result.errors[name];
          if (serverError) {
            setValidity((v) => ({ ...v, [name]: 'invalid' }));
            setErrors((e) => ({ ...e, [name]: serverError }));
            errorToast(serverError);
            return;
          }
          setSaved((s) => ({ ...s, [name]: value }));
          setValidity((v) => ({ ...v, [name]: 'valid' }));
          setErrors((e) => ({ ...e, [name]: undefined }));
          savedToast(labelOf(name));
        },
        onError: (err) => errorToast(describeError(err, 'We could not save that. Please try again.')),
      },
    );
  }

  function setLawsuit(next: boolean) {
    setLawsuitExists(next);
    save.mutate(
      { step_name: 'document_summary', inputs: { determine_if_lawsuit_exists: next } },
      { onSuccess: () => savedToast('Lawsuit status'), onError: (err) => errorToast(describeError(err, 'We could not save that.')) },
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
            setErrors(result.errors);
            setValidity(Object.fromEntries(Object.keys(result.errors).map((k) => [k, 'invalid'])));
            errorToast(Object.values(result.errors)[0] ?? INTAKE_MESSAGES.required);
            return;
          }
          navigate(result.resume_url);
        },
        onError: (err) => errorToast(describeError(err, 'We could not save the summary. Please try again.')),
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
        <Text c="green.7" aria-label="Saved">
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
              {INTAKE_MESSAGES.scanFailed}
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              Here is what we read from your papers. Check each field and correct anything we got wrong; each change is saved when you leave the field.
            </Text>
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Have you been sued?
            </Text>
            <SegmentedControl
              value={lawsuitExists ? 'yes' : 'no'}
              onChange={(v) => setLawsuit(v === 'yes')}
              data={[
                { value: 'yes', label: 'Yes, I have court papers' },
                { value: 'no', label: 'No, a collection letter' },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('customer_name')} required maxLength={200} />
            <TextInput {...text('plaintiff_name')} required maxLength={200} />
            <TextInput {...text('law_firm_name')} required maxLength={200} />
            <TextInput {...text('lawyer_email')} description="Separate several with commas" maxLength={600} />
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
            Continue
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
