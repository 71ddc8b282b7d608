import { Alert, Anchor, Button, Checkbox, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { centsToDollars, NewSettlementCaseInputSchema, US_STATES } from '@parley/shared';
import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useCreateSettlementCase } from '../../api/consumer/cases/create-settlement-case';
import { useLawFirms } from '../../api/consumer/cases/law-firms';
import { describeError } from '../../api/errors';
import { useFieldErrors } from '../../lib/use-field-errors';
import { CurrencyInput, currencyToCents } from '../../ui/currency-input';
import { PageHeading } from '../../ui/page-heading';

const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));
const m = {
  title: { id: 'cases.new.title', defaultMessage: 'Settle a debt' },
  intro: {
    id: 'cases.new.intro',
    defaultMessage: 'Tell us who is collecting and how much they say you owe. Next, you make an offer; we send it to the firm.',
  },
  firm: { id: 'cases.new.firm', defaultMessage: 'Law firm or collection agency' },
  firmSearch: { id: 'cases.new.firmSearch', defaultMessage: 'Search the firms on Parley' },
  noFirm: { id: 'cases.new.noFirm', defaultMessage: 'No firm by that name on Parley' },
  firmName: { id: 'cases.new.firmName', defaultMessage: 'Law firm name' },
  lawyerEmail: { id: 'cases.new.lawyerEmail', defaultMessage: "Lawyer's email" },
  lawyerEmailHint: { id: 'cases.new.lawyerEmailHint', defaultMessage: 'From the letter or court papers; we email them your offer.' },
  firmMissing: { id: 'cases.new.firmMissing', defaultMessage: 'My law firm is not listed' },
  plaintiff: { id: 'cases.new.plaintiff', defaultMessage: 'Plaintiff or creditor' },
  amount: { id: 'cases.new.amount', defaultMessage: 'Amount owed' },
  state: { id: 'cases.new.state', defaultMessage: 'State' },
  reference: { id: 'cases.new.reference', defaultMessage: 'Reference or case number' },
  failed: { id: 'cases.new.failed', defaultMessage: 'We could not open your case. Please try again.' },
  submit: { id: 'cases.new.submit', defaultMessage: 'Continue to your offer' },
  notALawFirm: { id: 'cases.new.notALawFirm', defaultMessage: 'Parley is not a law firm and does not give legal advice. <a>Read our guides</a>.' },
} satisfies Record<string, MessageDescriptor>;
const FIELDS = ['law_firm_id', 'law_firm_name', 'lawyer_email', 'plaintiff_name', 'amount_owed_cents', 'state', 'reference_number'] as const;

/** The short SoloSettle case form: who is collecting, how much, where. */
export function NewCasePage() {
  const navigate = useNavigate();
  const intl = useIntl();
  // A collection account from the credit report opens this form filled in with what the bureau reported.
  const [params] = useSearchParams();
  const prefilledCents = Number(params.get('amount_owed_cents'));
  const [firmSearch, setFirmSearch] = useState('');
  const firms = useLawFirms(firmSearch);
  const [lawFirmId, setLawFirmId] = useState<string | null>(null);
  const [isFirmMissing, setIsFirmMissing] = useState(params.has('law_firm_name'));
  const [values, setValues] = useState({
    law_firm_name: params.get('law_firm_name') ?? '',
    lawyer_email: '',
    plaintiff_name: params.get('plaintiff_name') ?? '',
    reference_number: '',
  });
  const [amount, setAmount] = useState<string | number>(Number.isFinite(prefilledCents) && prefilledCents > 0 ? centsToDollars(prefilledCents) : '');
  const [state, setState] = useState<string | null>(null);
  const create = useCreateSettlementCase();
  const fieldErrors = useFieldErrors();

  const set = (key: keyof typeof values) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = fieldErrors.validate(NewSettlementCaseInputSchema, {
      law_firm_id: isFirmMissing || !lawFirmId ? null : Number(lawFirmId),
      law_firm_name: isFirmMissing ? values.law_firm_name : undefined,
      lawyer_email: isFirmMissing ? values.lawyer_email : undefined,
      plaintiff_name: values.plaintiff_name,
      amount_owed_cents: currencyToCents(amount) ?? 0,
      state: state ?? '',
      reference_number: values.reference_number,
    });
    if (!input) return;
    create.mutate(input, {
      onSuccess: (created) => navigate(`/my_cases/${created.id}`),
      onError: (error) => fieldErrors.showServerErrors(error, FIELDS),
    });
  }

  const errors = fieldErrors.errors;
  return (
    <>
      <PageHeading title={intl.formatMessage(m.title)} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={720}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text c="dimmed" size="sm">
              {intl.formatMessage(m.intro)}
            </Text>
            {!isFirmMissing ? (
              <Select
                label={intl.formatMessage(m.firm)}
                placeholder={intl.formatMessage(m.firmSearch)}
                searchable
                searchValue={firmSearch}
                onSearchChange={setFirmSearch}
                data={(firms.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
                value={lawFirmId}
                onChange={setLawFirmId}
                nothingFoundMessage={intl.formatMessage(m.noFirm)}
                error={errors.law_firm_id ?? errors.law_firm_name}
                required
              />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={intl.formatMessage(m.firmName)}
                  required
                  value={values.law_firm_name}
                  onChange={set('law_firm_name')}
                  error={errors.law_firm_name}
                  maxLength={200}
                />
                <TextInput
                  label={intl.formatMessage(m.lawyerEmail)}
                  type="email"
                  required
                  value={values.lawyer_email}
                  onChange={set('lawyer_email')}
                  error={errors.lawyer_email}
                  description={intl.formatMessage(m.lawyerEmailHint)}
                />
              </SimpleGrid>
            )}
            <Checkbox
              label={intl.formatMessage(m.firmMissing)}
              checked={isFirmMissing}
              onChange={(e) => {
                setIsFirmMissing(e.currentTarget.checked);
                fieldErrors.setErrors({});
              }}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={intl.formatMessage(m.plaintiff)}
                required
                value={values.plaintiff_name}
                onChange={set('plaintiff_name')}
                error={errors.plaintiff_name}
                maxLength={200}
              />
              <CurrencyInput label={intl.formatMessage(m.amount)} required value={amount} onChange={setAmount} error={errors.amount_owed_cents} />
              <Select label={intl.formatMessage(m.state)} required searchable data={STATE_OPTIONS} value={state} onChange={setState} error={errors.state} />
              <TextInput
                label={intl.formatMessage(m.reference)}
                value={values.reference_number}
                onChange={set('reference_number')}
                error={errors.reference_number}
                maxLength={64}
              />
            </SimpleGrid>
            {create.isError && Object.keys(errors).length === 0 ? (
              <Alert color="red" variant="light" role="alert">
                {describeError(create.error, intl.formatMessage(m.failed), intl)}
              </Alert>
            ) : null}
            <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
              {intl.formatMessage(m.submit)}
            </Button>
            <Text size="xs" c="dimmed">
              <FormattedMessage {...m.notALawFirm} values={{ a: (chunks: React.ReactNode[]) => <Anchor href="/blog">{chunks}</Anchor> }} />
            </Text>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
