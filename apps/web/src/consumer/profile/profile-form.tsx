import { Button, Group, Paper, PasswordInput, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { birthdateBounds, PROFILE_MESSAGES, type ProfileUpdateInput, profileUpdateErrors, US_STATES, type UserProfile } from '@parley/shared';
import { type FormEvent, useState } from 'react';
import { useUpdateProfile } from '../../api/consumer/home/update-profile';
import { ApiError } from '../../api/errors';
import { ErrorBanner } from '../../ui/error-banner';
import { LastFourInput, SsnInput, ZipInput } from '../../ui/masked-inputs';
import { SuccessBanner } from '../../ui/success-banner';

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
  const [errors, setErrors] = useState<Record<string, string>>({});
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

  const m = profile.metadata;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="profile-title">
      <Title order={2} fz="lg" id="profile-title" mb="md">
        Your profile
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SuccessBanner message={saved} />
          <ErrorBanner message={banner} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              required
              value={values.first_name}
              onChange={(e) => set('first_name', e.currentTarget.value)}
              error={errors.first_name}
            />
            <TextInput label="Last name" required value={values.last_name} onChange={(e) => set('last_name', e.currentTarget.value)} error={errors.last_name} />
          </SimpleGrid>
          <TextInput label="Email" value={profile.email ?? ''} readOnly disabled description="Your sign-in email cannot be changed here." />
          <TextInput
            label="Street address"
            autoComplete="address-line1"
            value={values.address_line1}
            onChange={(e) => set('address_line1', e.currentTarget.value, 'metadata.address_line1')}
            error={errors['metadata.address_line1']}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="City"
              autoComplete="address-level2"
              value={values.city}
              onChange={(e) => set('city', e.currentTarget.value, 'metadata.city')}
              error={errors['metadata.city']}
            />
            <Select
              label="State"
              searchable
              clearable
              data={STATE_OPTIONS}
              value={values.state}
              onChange={(value) => set('state', value, 'metadata.state')}
              error={errors['metadata.state']}
            />
            <ZipInput label="ZIP code" value={values.zip} onChange={(digits) => set('zip', digits, 'metadata.zip_code')} error={errors['metadata.zip_code']} />
          </SimpleGrid>
          <TextInput
            label="Birthdate"
            type="date"
            min={bounds.min}
            max={bounds.max}
            value={values.birthdate}
            onChange={(e) => set('birthdate', e.currentTarget.value, 'metadata.birthdate')}
            error={errors['metadata.birthdate']}
          />
          <Stack gap={6}>
            <Switch
              label="Enter my full Social Security number"
              checked={values.showFullSsn}
              onChange={(e) => set('showFullSsn', e.currentTarget.checked, 'metadata.ssn')}
            />
            {values.showFullSsn ? (
              <SsnInput
                label="Social Security number"
                value={values.ssn}
                onChange={(digits) => set('ssn', digits, 'metadata.ssn')}
                error={errors['metadata.ssn']}
                description={m.ssn ? `On file: ${m.ssn}. Leave blank to keep it.` : 'Encrypted, and only ever shown as its last four digits.'}
              />
            ) : (
              <LastFourInput
                label="Last 4 of SSN"
                value={values.lastFour}
                onChange={(digits) => set('lastFour', digits, 'metadata.ssn_last_four')}
                error={errors['metadata.ssn_last_four']}
                description={m.ssn ? `On file: ${m.ssn}. Leave blank to keep it.` : undefined}
              />
            )}
          </Stack>
          {profile.is_oauth_user ? (
            <Text size="sm" c="dimmed">
              You sign in with Google or Apple, so there is no Parley password to change.
            </Text>
          ) : (
            <>
              <Text size="sm" c="dimmed" mb={-8}>
                To change your password, type a new one twice; leave both blank to keep it.
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <PasswordInput
                  label="New password"
                  autoComplete="new-password"
                  value={values.password}
                  onChange={(e) => set('password', e.currentTarget.value)}
                  error={errors.password}
                />
                <PasswordInput
                  label="Confirm new password"
                  autoComplete="new-password"
                  value={values.password_confirmation}
                  onChange={(e) => set('password_confirmation', e.currentTarget.value)}
                  error={errors.password_confirmation}
                />
              </SimpleGrid>
              <PasswordInput
                label="Current password"
                required
                description="Needed to save any change."
                autoComplete="current-password"
                value={values.current_password}
                onChange={(e) => set('current_password', e.currentTarget.value)}
                error={errors.current_password}
              />
            </>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
