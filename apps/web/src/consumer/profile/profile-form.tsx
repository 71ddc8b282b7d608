import { Button, Group, Paper, PasswordInput, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { birthdateBounds, PROFILE_MESSAGES, type ProfileUpdateInput, profileUpdateErrors, US_STATES, type UserProfile } from '@parley/shared';
import { type FormEvent, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useUpdateProfile } from '../../api/consumer/home/update-profile';
import { ApiError } from '../../api/errors';
import { translateFieldErrors } from '../../i18n/server-messages';
import { common } from '../../ui/common-messages';
import { ErrorBanner } from '../../ui/error-banner';
import { LastFourInput, SsnInput, ZipInput } from '../../ui/masked-inputs';
import { SuccessBanner } from '../../ui/success-banner';

const m = {
  title: { id: 'profile.title', defaultMessage: 'Your profile' },
  emailHint: { id: 'profile.email.hint', defaultMessage: 'Your sign-in email cannot be changed here.' },
  street: { id: 'profile.street', defaultMessage: 'Street address' },
  city: { id: 'profile.city', defaultMessage: 'City' },
  state: { id: 'profile.state', defaultMessage: 'State' },
  zip: { id: 'profile.zip', defaultMessage: 'ZIP code' },
  birthdate: { id: 'profile.birthdate', defaultMessage: 'Birthdate' },
  fullSsnSwitch: { id: 'profile.ssn.fullSwitch', defaultMessage: 'Enter my full Social Security number' },
  ssn: { id: 'profile.ssn.label', defaultMessage: 'Social Security number' },
  onFile: { id: 'profile.ssn.onFile', defaultMessage: 'On file: {ssn}. Leave blank to keep it.' },
  encrypted: { id: 'profile.ssn.encrypted', defaultMessage: 'Encrypted, and only ever shown as its last four digits.' },
  lastFour: { id: 'profile.ssn.lastFour', defaultMessage: 'Last 4 of SSN' },
  oauth: { id: 'profile.oauth', defaultMessage: 'You sign in with Google or Apple, so there is no Parley password to change.' },
  changePassword: { id: 'profile.password.change', defaultMessage: 'To change your password, type a new one twice; leave both blank to keep it.' },
  newPassword: { id: 'profile.password.new', defaultMessage: 'New password' },
  confirmNewPassword: { id: 'profile.password.confirmNew', defaultMessage: 'Confirm new password' },
  currentPassword: { id: 'profile.password.current', defaultMessage: 'Current password' },
  currentPasswordHint: { id: 'profile.password.currentHint', defaultMessage: 'Needed to save any change.' },
  save: { id: 'profile.save', defaultMessage: 'Save profile' },
} satisfies Record<string, MessageDescriptor>;

const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));

type Values = {
  first_name: string;
  last_name: string;
  address_line1: string;
  city: string;
  state: string | null;
  zip: string;
  birthdate: string;
  showFullSsn: boolean;
  ssn: string;
  lastFour: string;
  current_password: string;
  password: string;
  password_confirmation: string;
};

function initialValues(profile: UserProfile): Values {
  const m = profile.metadata;
  return {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    address_line1: m.address_line1 ?? '',
    city: m.city ?? '',
    state: m.state,
    zip: (m.zip_code ?? '').replace(/\D/g, ''),
    birthdate: m.birthdate ?? '',
    showFullSsn: !m.ssn_last_four || m.has_full_ssn,
    ssn: '',
    lastFour: '',
    current_password: '',
    password: '',
    password_confirmation: '',
  };
}

/** What PUT /users receives: an SSN only when one was typed (leaving it blank keeps the one on file). */
export function profileInputOf(v: Values, isOauthUser: boolean): ProfileUpdateInput {
  return {
    first_name: v.first_name,
    last_name: v.last_name,
    metadata: {
      address_line1: v.address_line1,
      city: v.city,
      state: v.state ?? '',
      zip_code: v.zip,
      birthdate: v.birthdate,
      ...(v.showFullSsn && v.ssn ? { ssn: v.ssn } : {}),
      ...(!v.showFullSsn && v.lastFour ? { ssn_last_four: v.lastFour } : {}),
    },
    ...(isOauthUser
      ? {}
      : { current_password: v.current_password, ...(v.password ? { password: v.password, password_confirmation: v.password_confirmation } : {}) }),
  };
}

/** Consumer spec 2 "profile form" with every rule of spec 5 "Profile", checked here first and again by the server. */
export function ProfileForm({ profile, onSaved }: { profile: UserProfile; onSaved?: () => void }) {
  const [values, setValues] = useState(() => initialValues(profile));
  const intl = useIntl();
  const [raw, setErrors] = useState<Record<string, string>>({});
  // Kept as the shared rules and the server wrote them; shown in the page's language.
  const errors = translateFieldErrors(intl, raw);
  const [banner, setBanner] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const update = useUpdateProfile();
  const bounds = birthdateBounds(new Date());

  const set = <K extends keyof Values>(key: K, value: Values[K], field: string = key) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setSaved(null);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setBanner(null);
    setSaved(null);
    const input = profileInputOf(values, profile.is_oauth_user);
    const problems = profileUpdateErrors(input, { today: new Date(), isOauthUser: profile.is_oauth_user });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    update.mutate(input, {
      onSuccess: (result) => {
        setValues(initialValues(result.user));
        setSaved(result.message);
        onSaved?.();
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
          setErrors(error.fields);
          setBanner(error.message);
        } else {
          setBanner(PROFILE_MESSAGES.updateFailed);
        }
      },
    });
  }

  const meta = profile.metadata;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="profile-title">
      <Title order={2} fz="lg" id="profile-title" mb="md">
        {intl.formatMessage(m.title)}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SuccessBanner message={saved} />
          <ErrorBanner message={banner} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={intl.formatMessage(common.firstName)}
              required
              value={values.first_name}
              onChange={(e) => set('first_name', e.currentTarget.value)}
              error={errors.first_name}
            />
            <TextInput
              label={intl.formatMessage(common.lastName)}
              required
              value={values.last_name}
              onChange={(e) => set('last_name', e.currentTarget.value)}
              error={errors.last_name}
            />
          </SimpleGrid>
          <TextInput label={intl.formatMessage(common.email)} value={profile.email ?? ''} readOnly disabled description={intl.formatMessage(m.emailHint)} />
          <TextInput
            label={intl.formatMessage(m.street)}
            autoComplete="address-line1"
            value={values.address_line1}
            onChange={(e) => set('address_line1', e.currentTarget.value, 'metadata.address_line1')}
            error={errors['metadata.address_line1']}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={intl.formatMessage(m.city)}
              autoComplete="address-level2"
              value={values.city}
              onChange={(e) => set('city', e.currentTarget.value, 'metadata.city')}
              error={errors['metadata.city']}
            />
            <Select
              label={intl.formatMessage(m.state)}
              searchable
              clearable
              data={STATE_OPTIONS}
              value={values.state}
              onChange={(value) => set('state', value, 'metadata.state')}
              error={errors['metadata.state']}
            />
            <ZipInput
              label={intl.formatMessage(m.zip)}
              value={values.zip}
              onChange={(digits) => set('zip', digits, 'metadata.zip_code')}
              error={errors['metadata.zip_code']}
            />
          </SimpleGrid>
          <TextInput
            label={intl.formatMessage(m.birthdate)}
            type="date"
            min={bounds.min}
            max={bounds.max}
            value={values.birthdate}
            onChange={(e) => set('birthdate', e.currentTarget.value, 'metadata.birthdate')}
            error={errors['metadata.birthdate']}
          />
          <Stack gap={6}>
            <Switch
              label={intl.formatMessage(m.fullSsnSwitch)}
              checked={values.showFullSsn}
              onChange={(e) => set('showFullSsn', e.currentTarget.checked, 'metadata.ssn')}
            />
            {values.showFullSsn ? (
              <SsnInput
                label={intl.formatMessage(m.ssn)}
                value={values.ssn}
                onChange={(digits) => set('ssn', digits, 'metadata.ssn')}
                error={errors['metadata.ssn']}
                description={meta.ssn ? intl.formatMessage(m.onFile, { ssn: meta.ssn }) : intl.formatMessage(m.encrypted)}
              />
            ) : (
              <LastFourInput
                label={intl.formatMessage(m.lastFour)}
                value={values.lastFour}
                onChange={(digits) => set('lastFour', digits, 'metadata.ssn_last_four')}
                error={errors['metadata.ssn_last_four']}
                description={meta.ssn ? intl.formatMessage(m.onFile, { ssn: meta.ssn }) : undefined}
              />
            )}
          </Stack>
          {profile.is_oauth_user ? (
            <Text size="sm" c="dimmed">
              {intl.formatMessage(m.oauth)}
            </Text>
          ) : (
            <>
              <Text size="sm" c="dimmed" mb={-8}>
                {intl.formatMessage(m.changePassword)}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <PasswordInput
                  label={intl.formatMessage(m.newPassword)}
                  autoComplete="new-password"
                  value={values.password}
                  onChange={(e) => set('password', e.currentTarget.value)}
                  error={errors.password}
                />
                <PasswordInput
                  label={intl.formatMessage(m.confirmNewPassword)}
                  autoComplete="new-password"
                  value={values.password_confirmation}
                  onChange={(e) => set('password_confirmation', e.currentTarget.value)}
                  error={errors.password_confirmation}
                />
              </SimpleGrid>
              <PasswordInput
                label={intl.formatMessage(m.currentPassword)}
                required
                description={intl.formatMessage(m.currentPasswordHint)}
                autoComplete="current-password"
                value={values.current_password}
                onChange={(e) => set('current_password', e.currentTarget.value)}
                error={errors.current_password}
              />
            </>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {intl.formatMessage(m.save)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
