import { Button, Flex, MultiSelect, NativeSelect, Pill, Stack, Text, TextInput } from '@mantine/core';
import { AddNotificationPolicyInputSchema, NOTIFICATION_MESSAGES, POLICY_ALL, RECOMMENDED_POLICY_EMAILS } from '@parley/shared';
import { type FormEvent, useState } from 'react';
import { useAddNotificationPolicy } from '../../../api/collector/notifications/add-notification-policy';
import type { NotificationActionOption } from '../../../api/collector/notifications/notification-policy-actions';
import type { NotificationStateOption } from '../../../api/collector/notifications/notification-policy-states';
import { ApiError } from '../../../api/errors';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { ErrorBanner } from '../../../ui/error-banner';
import { filledRowCount, MIN_EMAIL_ROWS, nextStates, withBlankRow } from '../policy-form-rows';

const EMPTY_ROWS = Array.from({ length: MIN_EMAIL_ROWS }, () => '');

interface AddPolicyFormProps {
  actions: readonly NotificationActionOption[];
  states: readonly NotificationStateOption[];
  onAdded: (message: string) => void;
}

/** The server's words when they say something the user can act on; the spec's sentence otherwise. */
function addFailureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.code === 'RULE_VIOLATED' || error.code === 'CONFLICT')) return error.message;
  return NOTIFICATION_MESSAGES.addFailed;
}

/** Collector spec 2 and 5: the add form (an event, its states, and the emails to notify). */
export function AddPolicyForm({ actions, states, onAdded }: AddPolicyFormProps) {
  const [emailType, setEmailType] = useState<string>(POLICY_ALL);
  const [pickedStates, setPickedStates] = useState<string[]>([POLICY_ALL]);
  const [rows, setRows] = useState<string[]>(EMPTY_ROWS);
  const { errors, setErrors, validate, showServerErrors } = useFieldErrors();
  const addPolicy = useAddNotificationPolicy();

  const stateOptions = states.map((s) => ({ value: s.value, label: s.value === POLICY_ALL ? s.label : `${s.label} (${s.value})` }));
  const filled = filledRowCount(rows);
  const fieldNames = ['email_type', 'state', 'emails', ...rows.map((_, i) => `emails.${i}`)];

  function clearError(...names: string[]) {
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !names.includes(name))));
  }

  function editRow(index: number, value: string) {
    setRows((current) => withBlankRow(current.map((row, i) => (i === index ? value : row))));
    clearError(`emails.${index}`, 'emails');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(AddNotificationPolicyInputSchema, { email_type: emailType, state: pickedStates, emails: rows });
    if (!input) return;
    addPolicy.mutate(input, {
      onSuccess: () => {
        setRows(EMPTY_ROWS);
        setEmailType(POLICY_ALL);
        setPickedStates([POLICY_ALL]);
        onAdded(NOTIFICATION_MESSAGES.policyAdded);
      },
      onError: (error) => showServerErrors(error, fieldNames),
    });
  }

  const hasFieldError = fieldNames.some((name) => errors[name]);
  const bannerMessage = addPolicy.isError && !hasFieldError ? addFailureMessage(addPolicy.error) : null;

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Add a notification policy">
      <Stack gap="md">
        <ErrorBanner message={bannerMessage} />
        <Flex gap="sm" wrap="wrap" align="flex-start">
          <NativeSelect
            label="Event"
            name="email_type"
            data={actions.map((a) => ({ value: a.value, label: a.label }))}
            value={emailType}
            onChange={(event) => {
              setEmailType(event.currentTarget.value);
              clearError('email_type');
            }}
            error={errors.email_type}
            style={{ flex: '1 1 240px' }}
          />
          <MultiSelect
            label="State / Territory"
            data={stateOptions}
            value={pickedStates}
            onChange={(picked) => {
              setPickedStates(nextStates(pickedStates, picked));
              clearError('state');
            }}
            renderPill={({ value, onRemove, disabled }) => (
              <Pill
                withRemoveButton={!disabled}
                onRemove={onRemove}
                removeButtonProps={{ 'aria-label': `Remove ${value === POLICY_ALL ? 'all states' : value}` }}
              >
                {value === POLICY_ALL ? 'All states' : value}
              </Pill>
            )}
            searchable
            nothingFoundMessage="No state or territory matches"
            placeholder={pickedStates.length === 0 ? 'Choose states' : undefined}
            maxDropdownHeight={260}
            error={errors.state}
            style={{ flex: '2 1 280px' }}
          />
        </Flex>
        <Stack gap={6} maw={520} role="group" aria-labelledby="recipient-emails-label">
          <Text id="recipient-emails-label" size="sm" fw={500}>
            Recipient Emails
          </Text>
          {rows.map((row, index) => (
            <TextInput
              // Rows are only ever appended, so the index is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={index}
              aria-label={`Recipient email ${index + 1}`}
              name={`emails.${index}`}
              type="email"
              inputMode="email"
              autoComplete="off"
              placeholder={index === 0 ? 'name@yourfirm.com' : 'Add another email'}
              value={row}
              onChange={(event) => editRow(index, event.currentTarget.value)}
              error={errors[`emails.${index}`]}
            />
          ))}
          {errors.emails ? (
            <Text size="sm" c="red" role="alert">
              {errors.emails}
            </Text>
          ) : null}
          {filled < RECOMMENDED_POLICY_EMAILS ? (
            <Text size="xs" c="dimmed">
              {NOTIFICATION_MESSAGES.recommendation}
            </Text>
          ) : null}
        </Stack>
        <div>
          <Button type="submit" loading={addPolicy.isPending}>
            Add policy
          </Button>
        </div>
      </Stack>
    </form>
  );
}
