import { Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { birthdateLimits, formatZip, INTAKE_MESSAGES, isValidUsPhone, US_STATES, type WalkThrough } from '@parley/shared';
import type { MessageDescriptor } from 'react-intl';
import { updatePhoneNumber } from '../../../api/consumer/intake/saves';
import { useAddressSuggestions } from '../../../api/consumer/intake/searches';
import { localToday } from '../../../lib/local-today';
import { LastFourInput, PhoneInput, SsnInput } from '../../../ui/masked-inputs';
import { SearchField } from '../components/search-field';
import { errorToast, savedToast } from '../components/toasts';
import { useDebouncedQuery } from '../components/use-debounced-query';
import { DETAILS_FIELD_NAMES, useIntakeWords } from '../intake-words';
import type { DetailsForm } from './details-form';

const m = {
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
} satisfies Record<string, MessageDescriptor>;

const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));

/** The details form's part about the consumer: mailing address, phone (saved on leaving the field), birthdate and SSN. */
export function AboutYouDetails({ walkThrough, form, onSaved }: { walkThrough: WalkThrough; form: DetailsForm; onSaved: () => void }) {
  const id = walkThrough.id;
  const c = walkThrough.case;
  const words = useIntakeWords();
  const intl = words.intl;
  const {
    address,
    setAddress,
    phone,
    setPhone,
    showFullSSN,
    setShowFullSSN,
    fullSSN,
    setFullSSN,
    lastFour,
    setLastFour,
    birthdate,
    setBirthdate,
    setErrors,
    fieldError,
  } = form;
  const cityQuery = useDebouncedQuery(address.city);
  const cities = useAddressSuggestions(cityQuery);
  const limits = birthdateLimits(localToday());

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
          onSaved();
        }
      })
      .catch(() => errorToast(words.message(INTAKE_MESSAGES.phoneFailed)));
  }

  return (
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
        error={fieldError('address')}
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
          error={fieldError('city')}
          onPick={(s) => setAddress((a) => ({ ...a, city: s.city, state: s.state, zipCode: s.zip_code }))}
          onCommit={() => undefined}
        />
        <Select
          label={intl.formatMessage(m.state)}
          searchable
          data={STATE_OPTIONS}
          value={address.state || null}
          onChange={(v) => setAddress((a) => ({ ...a, state: v ?? '' }))}
          error={fieldError('state')}
        />
        <TextInput
          label={intl.formatMessage(m.zip)}
          value={address.zipCode}
          inputMode="numeric"
          onChange={(e) => {
            const zipCode = formatZip(e.currentTarget.value);
            setAddress((a) => ({ ...a, zipCode }));
          }}
          error={fieldError('zip_code')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PhoneInput label={intl.formatMessage(m.phone)} required value={phone} onChange={setPhone} onBlur={commitPhone} error={fieldError('phone_number')} />
        <TextInput
          label={intl.formatMessage(DETAILS_FIELD_NAMES.birthdate)}
          type="date"
          required
          min={limits.min}
          max={limits.max}
          value={birthdate}
          onChange={(e) => setBirthdate(e.currentTarget.value)}
          error={fieldError('birthdate')}
        />
      </SimpleGrid>
      <Stack gap={6}>
        <Switch label={intl.formatMessage(m.fullSsn)} checked={showFullSSN} onChange={(e) => setShowFullSSN(e.currentTarget.checked)} />
        {showFullSSN ? (
          <SsnInput label={intl.formatMessage(m.ssn)} required value={fullSSN} onChange={setFullSSN} error={fieldError('ssn')} maw={260} />
        ) : (
          <LastFourInput label={intl.formatMessage(m.lastFour)} required value={lastFour} onChange={setLastFour} error={fieldError('ssn')} maw={200} />
        )}
        <Text size="xs" c="dimmed">
          {intl.formatMessage(m.encrypted)} {c.has_full_ssn ? intl.formatMessage(m.haveFull) : ''}
        </Text>
      </Stack>
    </Stack>
  );
}
