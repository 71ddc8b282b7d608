import { ActionIcon, Alert, Anchor, Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { birthdateLimits, type CourtResult, formatZip, INTAKE_MESSAGES, isValidUsPhone, US_STATES, type WalkThrough } from '@parley/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { intakeKeys } from '../../../api/consumer/intake/keys';
import { deleteLawyerEmail, saveCourt, saveLawFirm, savePlaintiff, updatePhoneNumber } from '../../../api/consumer/intake/saves';
import { useAddressSuggestions, useCourtSearch, useLawFirmSearch, usePlaintiffSearch } from '../../../api/consumer/intake/searches';
import { useUpdateStep } from '../../../api/consumer/intake/update-step';
import { ApiError, describeError } from '../../../api/errors';
import { localToday } from '../../../lib/local-today';
import { TrashIcon } from '../../../ui/icons';
import { LastFourInput, PhoneInput, SsnInput } from '../../../ui/masked-inputs';
import { SearchField } from '../components/search-field';
import { errorToast, savedToast } from '../components/toasts';
import { useDebouncedQuery } from '../components/use-debounced-query';
import { DETAILS_FIELD_NAMES, useIntakeWords } from '../intake-words';
import { checkDetails } from './details-check';

const m = {
  removeFailed: { id: 'intake.details.removeFailed', defaultMessage: 'We could not remove that email.' },
  chooseCourt: { id: 'intake.details.chooseCourt', defaultMessage: 'Please choose the court' },
  servedRequired: { id: 'intake.details.servedRequired', defaultMessage: 'Please enter the date you were served' },
  saveFailed: { id: 'intake.details.saveFailed', defaultMessage: 'We could not save your details. Please try again.' },
  lawsuit: { id: 'intake.details.lawsuit', defaultMessage: 'The lawsuit' },
  debt: { id: 'intake.details.debt', defaultMessage: 'The debt' },
  firmHint: { id: 'intake.details.firmHint', defaultMessage: 'Firms on Parley get your offer at once; any other firm is invited by email.' },
  emailNumber: { id: 'intake.details.emailNumber', defaultMessage: '{label} {number}' },
  removeEmail: { id: 'intake.details.removeEmail', defaultMessage: 'Remove email {number}' },
  addEmail: { id: 'intake.details.addEmail', defaultMessage: '+ Add another email' },
  courtPlaceholder: { id: 'intake.details.courtPlaceholder', defaultMessage: "Type the court's name, city, county or ZIP" },
  courtFromPapers: {
    id: 'intake.details.courtFromPapers',
    defaultMessage: 'As printed on your papers. Pick your court from the list so its address is filled in.',
  },
  courtAddressUnknown: {
    id: 'intake.details.courtAddressUnknown',
    defaultMessage: 'We don’t have this court’s street address: copy the court’s address from your summons when you file.',
  },
  servedOn: { id: 'intake.details.servedOn', defaultMessage: 'Date you were served' },
  aboutYou: { id: 'intake.details.aboutYou', defaultMessage: 'About you' },
  street: { id: 'intake.details.street', defaultMessage: 'Street address' },
  city: { id: 'intake.details.city', defaultMessage: 'City' },
  state: { id: 'cases.new.state', defaultMessage: 'State' },
  zip: { id: 'intake.details.zip', defaultMessage: 'ZIP code' },
  phone: { id: 'intake.details.phone', defaultMessage: 'Phone number' },
  fullSsn: { id: 'intake.details.fullSsnSwitch', defaultMessage: "I'll give my full Social Security number" },
  ssn: { id: 'intake.details.ssn', defaultMessage: 'Social Security number' },
  lastFour: { id: 'intake.details.lastFour', defaultMessage: 'Last 4 of your SSN' },
  encrypted: { id: 'intake.details.encrypted', defaultMessage: 'Kept encrypted.' },
  haveFull: { id: 'intake.details.haveFull', defaultMessage: 'We already have your full number; enter it again only to change it.' },
  confirm: { id: 'intake.details.confirm', defaultMessage: 'I confirm that the information is correct and accurate' },
  continue: { id: 'intake.continue', defaultMessage: 'Continue' },
} satisfies Record<string, MessageDescriptor>;

const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));
let rowKeys = 0;
const newRowKey = () => `email-${++rowKeys}`;

/** The details form: who sues, where, and who the consumer is (consumer spec 2, 5). */
export function DetailsStep({ walkThrough }: { walkThrough: WalkThrough }) {
  const id = walkThrough.id;
  const c = walkThrough.case;
  const product = walkThrough.product;
  const words = useIntakeWords();
  const intl = words.intl;
  /** The chosen court's address, or where to find it when the directory has none. */
  const courtAddress = (r: CourtResult | undefined) => (r ? r.formatted_address || intl.formatMessage(m.courtAddressUnknown) : undefined);
  const labels = words.labels(c.lawsuit_exists);
  const shown = (text: string | undefined) => (text === undefined ? undefined : words.message(text));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useUpdateStep(id);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: intakeKeys.walkThrough(id) });

  const [plaintiff, setPlaintiff] = useState(c.plaintiff_name ?? '');
  const [firm, setFirm] = useState(c.law_firm_name ?? '');
  const [court, setCourt] = useState(c.court?.name ?? '');
  const [emailRows, setEmailRows] = useState(() => (c.lawyer_emails.length ? c.lawyer_emails : ['']).map((value) => ({ key: newRowKey(), value })));
  const emails = emailRows.map((r) => r.value);
  const [address, setAddress] = useState({ street: c.address.street, city: c.address.city, state: c.address.state, zipCode: c.address.zip_code });
  const [phone, setPhone] = useState(c.phone_number ?? '');
  const [showFullSSN, setShowFullSSN] = useState(false);
  const [fullSSN, setFullSSN] = useState('');
  const [lastFour, setLastFour] = useState(c.ssn_last_four ?? '');
  const [birthdate, setBirthdate] = useState(c.birthdate ?? '');
  const [servedOn, setServedOn] = useState(c.served_on ?? '');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);

  const plaintiffQuery = useDebouncedQuery(plaintiff);
  const firmQuery = useDebouncedQuery(firm);
  const courtQuery = useDebouncedQuery(court);
  const cityQuery = useDebouncedQuery(address.city);
  const plaintiffs = usePlaintiffSearch(plaintiffQuery);
  const firms = useLawFirmSearch(firmQuery);
  // The level chosen on the jurisdiction step narrows the search: a Texas Justice Court finds justice courts.
  const courts = useCourtSearch(courtQuery, c.lawsuit_state ?? undefined, c.court_level ?? undefined);
  const cities = useAddressSuggestions(cityQuery);
  const needsCourt = product === 'debt_answer';
  const limits = birthdateLimits(localToday());

  const run = (promise: Promise<{ error: string | null }>, label: string, failure: string) =>
    promise
      .then((r) => {
        if (r.error) errorToast(words.message(r.error));
        else {
          savedToast(words.saved(label));
          refresh();
        }
      })
      .catch((err: unknown) => errorToast(describeError(err, failure)));

  function commitPhone() {
    if (phone === (c.phone_number ?? '') || phone === '') return;
    if (!isValidUsPhone(phone)) {
      setErrors((e) => ({ ...e, phone_number: INTAKE_MESSAGES.phone }));
      return;
    }
    updatePhoneNumber(id, phone)
      .then((r) => {
        if (r.errors.length > 0) setErrors((e) => ({ ...e, phone_number: r.errors[0] ?? INTAKE_MESSAGES.phone }));
        else {
          setErrors(({ phone_number: _, ...rest }) => rest);
          savedToast(words.saved(intl.formatMessage(DETAILS_FIELD_NAMES.phone)));
          refresh();
        }
      })
      .catch(() => errorToast(words.message(INTAKE_MESSAGES.phoneFailed)));
  }

  function removeEmail(index: number) {
    const email = emails[index] ?? '';
    setEmailRows((all) => (all.length > 1 ? all.filter((_, i) => i !== index) : [{ key: newRowKey(), value: '' }]));
    if (email && c.lawyer_emails.includes(email.toLowerCase())) {
      deleteLawyerEmail(id, email)
        .then(() => {
          savedToast(words.saved(labels.lawyerEmail));
          refresh();
        })
        .catch((err: unknown) => errorToast(describeError(err, intl.formatMessage(m.removeFailed))));
    }
  }

  const check = () =>
    checkDetails(
      { plaintiff, address, phone, showFullSSN, fullSSN, lastFour, birthdate, emails, court, servedOn, confirmed },
      {
        lawsuitExists: c.lawsuit_exists,
        needsLawyerEmail: product === 'solosettle' && !c.law_firm_id,
        needsCourt,
        today: localToday(),
        chooseCourt: intl.formatMessage(m.chooseCourt),
        servedRequired: intl.formatMessage(m.servedRequired),
      },
    );

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setSummary(found.form ?? null);
    if (Object.keys(found).length > 0) return;
    // Searches commit on leaving their field; a typed name not yet saved is saved now.
    if (plaintiff !== (c.plaintiff_name ?? '')) await savePlaintiff(id, { plaintiff_name: plaintiff, selected_plaintiff_id: null });
    if (firm && firm !== (c.law_firm_name ?? '')) await saveLawFirm(id, { law_firm_name: firm, selected_law_firm_id: null });
    if (needsCourt && court !== (c.court?.name ?? ''))
      await saveCourt(id, {
        court_name: court,
        selected_court_id: null,
        court_city: '',
        court_state: c.lawsuit_state ?? '',
        court_street: '',
        court_zip_code: '',
      });
    if (phone !== (c.phone_number ?? '')) await updatePhoneNumber(id, phone);
    save.mutate(
      {
        step_name: 'details',
        inputs: {
          customer_mailing_address: {
            customer_street: address.street,
            customer_city: address.city,
            customer_state: address.state,
            customer_zip_code: address.zipCode,
          },
          social_security_number: showFullSSN ? { social_security_number: fullSSN } : { social_security_number_last_four: lastFour },
          birthdate,
          lawyer_emails: emails.map((e) => e.trim()).filter(Boolean),
          ...(needsCourt ? { served_on: servedOn } : {}),
          confirmed,
        },
        encrypted: ['social_security_number'],
        complete: true,
      },
      {
        onSuccess: (result) => {
          if (Object.keys(result.errors).length > 0) {
            setErrors(result.errors);
            setSummary(result.errors.form ?? Object.values(result.errors)[0] ?? null);
            return;
          }
          navigate(result.resume_url);
        },
        onError: (err) => {
          // A 422 names each field (the address's missing parts): show them beside their fields.
          if (err instanceof ApiError && Object.keys(err.fields).length > 0) setErrors({ ...err.fields });
          setSummary(describeError(err, intl.formatMessage(m.saveFailed)));
        },
      },
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="lg">
          <Stack gap="sm">
            <Title order={2} fz="md">
              {intl.formatMessage(c.lawsuit_exists ? m.lawsuit : m.debt)}
            </Title>
            <SearchField
              label={labels.plaintiff}
              required
              value={plaintiff}
              onChange={setPlaintiff}
              results={plaintiffs.data}
              isFetching={plaintiffs.isFetching}
              isError={plaintiffs.isError}
              errorMessage={words.message(INTAKE_MESSAGES.searchFailed)}
              error={shown(errors.plaintiff_name)}
              onPick={(p) => {
                setPlaintiff(p.name);
                void run(
                  savePlaintiff(id, { plaintiff_name: p.name, selected_plaintiff_id: p.id }),
                  labels.plaintiff,
                  words.message(INTAKE_MESSAGES.selectFailed('plaintiff')),
                );
              }}
              onCommit={() => {
                if (plaintiff.trim() && plaintiff !== (c.plaintiff_name ?? ''))
                  void run(
                    savePlaintiff(id, { plaintiff_name: plaintiff, selected_plaintiff_id: null }),
                    labels.plaintiff,
                    words.message(INTAKE_MESSAGES.selectFailed('plaintiff')),
                  );
              }}
            />
            <SearchField
              label={labels.lawFirm}
              value={firm}
              onChange={setFirm}
              results={firms.data}
              isFetching={firms.isFetching}
              isError={firms.isError}
              errorMessage={words.message(INTAKE_MESSAGES.searchFailed)}
              description={product === 'solosettle' ? intl.formatMessage(m.firmHint) : undefined}
              onPick={(f) => {
                setFirm(f.name);
                void run(
                  saveLawFirm(id, { law_firm_name: f.name, selected_law_firm_id: f.in_database ? f.id : null }),
                  labels.lawFirm,
                  words.message(INTAKE_MESSAGES.selectFailed('law firm')),
                );
              }}
              onCommit={() => {
                if (firm.trim() && firm !== (c.law_firm_name ?? ''))
                  void run(
                    saveLawFirm(id, { law_firm_name: firm, selected_law_firm_id: null }),
                    labels.lawFirm,
                    words.message(INTAKE_MESSAGES.selectFailed('law firm')),
                  );
              }}
            />
            <Stack gap={6}>
              {emailRows.map(({ key, value: email }, index) => (
                <Group key={key} align="flex-end" wrap="nowrap" gap="xs">
                  <TextInput
                    style={{ flex: 1 }}
                    label={index === 0 ? labels.lawyerEmail : undefined}
                    aria-label={intl.formatMessage(m.emailNumber, { label: labels.lawyerEmail, number: index + 1 })}
                    type="email"
                    value={email}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setEmailRows((all) => all.map((row) => (row.key === key ? { ...row, value } : row)));
                    }}
                    error={index === emails.length - 1 ? shown(errors.lawyer_emails) : undefined}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={intl.formatMessage(m.removeEmail, { number: index + 1 })}
                    onClick={() => removeEmail(index)}
                  >
                    <TrashIcon />
                  </ActionIcon>
                </Group>
              ))}
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => setEmailRows((all) => [...all, { key: newRowKey(), value: '' }])}
                style={{ alignSelf: 'flex-start' }}
              >
                {intl.formatMessage(m.addEmail)}
              </Anchor>
            </Stack>
            {needsCourt ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <SearchField
                  label={intl.formatMessage(DETAILS_FIELD_NAMES.court)}
                  required
                  placeholder={intl.formatMessage(m.courtPlaceholder)}
                  value={court}
                  onChange={setCourt}
                  results={courts.data}
                  isFetching={courts.isFetching}
                  isError={courts.isError}
                  errorMessage={words.message(INTAKE_MESSAGES.searchCourtsFailed)}
                  error={shown(errors.court)}
                  description={
                    c.court && c.court.id === null && court === c.court.name
                      ? intl.formatMessage(m.courtFromPapers)
                      : courtAddress(courts.data?.find((r) => r.name === court))
                  }
                  detail={(r) => [r.county, r.mailing_state].filter(Boolean).join(', ') || null}
                  onPick={(r) => {
                    setCourt(r.name);
                    void run(
                      saveCourt(id, {
                        court_name: r.name,
                        selected_court_id: r.id,
                        court_city: r.mailing_city,
                        court_state: r.mailing_state,
                        court_street: r.mailing_street,
                        court_zip_code: r.mailing_zip,
                      }),
                      intl.formatMessage(DETAILS_FIELD_NAMES.court),
                      words.message(INTAKE_MESSAGES.saveCourtFailed),
                    );
                  }}
                  onCommit={() => undefined}
                />
                <TextInput
                  label={intl.formatMessage(m.servedOn)}
                  type="date"
                  required
                  max={localToday()}
                  value={servedOn}
                  onChange={(e) => setServedOn(e.currentTarget.value)}
                  error={shown(errors.served_on)}
                />
              </SimpleGrid>
            ) : null}
          </Stack>

          <Stack gap="sm">
            <Title order={2} fz="md">
              {intl.formatMessage(m.aboutYou)}
            </Title>
            <TextInput
              label={intl.formatMessage(m.street)}
              value={address.street}
              onChange={(e) => {
                const street = e.currentTarget.value;
                setAddress((a) => ({ ...a, street }));
              }}
              error={shown(errors.address)}
              autoComplete="address-line1"
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <SearchField
                label={intl.formatMessage(m.city)}
                value={address.city}
                onChange={(city) => setAddress((a) => ({ ...a, city }))}
                results={cities.data?.map((s) => ({ ...s, name: s.description }))}
                isFetching={cities.isFetching}
                isError={cities.isError}
                errorMessage={words.message(INTAKE_MESSAGES.searchFailed)}
                error={shown(errors.city)}
                onPick={(s) => setAddress((a) => ({ ...a, city: s.city, state: s.state, zipCode: s.zip_code }))}
                onCommit={() => undefined}
              />
              <Select
                label={intl.formatMessage(m.state)}
                searchable
                data={STATE_OPTIONS}
                value={address.state || null}
                onChange={(v) => setAddress((a) => ({ ...a, state: v ?? '' }))}
                error={shown(errors.state)}
              />
              <TextInput
                label={intl.formatMessage(m.zip)}
                value={address.zipCode}
                inputMode="numeric"
                onChange={(e) => {
                  const zipCode = formatZip(e.currentTarget.value);
                  setAddress((a) => ({ ...a, zipCode }));
                }}
                error={shown(errors.zip_code)}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PhoneInput
                label={intl.formatMessage(m.phone)}
                required
                value={phone}
                onChange={setPhone}
                onBlur={commitPhone}
                error={shown(errors.phone_number)}
              />
              <TextInput
                label={intl.formatMessage(DETAILS_FIELD_NAMES.birthdate)}
                type="date"
                required
                min={limits.min}
                max={limits.max}
                value={birthdate}
                onChange={(e) => setBirthdate(e.currentTarget.value)}
                error={shown(errors.birthdate)}
              />
            </SimpleGrid>
            <Stack gap={6}>
              <Switch label={intl.formatMessage(m.fullSsn)} checked={showFullSSN} onChange={(e) => setShowFullSSN(e.currentTarget.checked)} />
              {showFullSSN ? (
                <SsnInput label={intl.formatMessage(m.ssn)} required value={fullSSN} onChange={setFullSSN} error={shown(errors.ssn)} maw={260} />
              ) : (
                <LastFourInput label={intl.formatMessage(m.lastFour)} required value={lastFour} onChange={setLastFour} error={shown(errors.ssn)} maw={200} />
              )}
              <Text size="xs" c="dimmed">
                {intl.formatMessage(m.encrypted)} {c.has_full_ssn ? intl.formatMessage(m.haveFull) : ''}
              </Text>
            </Stack>
          </Stack>

          <Checkbox
            label={intl.formatMessage(m.confirm)}
            checked={confirmed}
            onChange={(e) => setConfirmed(e.currentTarget.checked)}
            error={shown(errors.confirmed)}
          />
          {summary ? (
            <Alert color="red" variant="light" role="alert">
              {words.message(summary)}
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
