import { Button, Flex, NativeSelect, Stack, TextInput } from '@mantine/core';
import { CreateUserInputSchema, FIRM_MESSAGES } from '@parley/shared';
import { type FormEvent, useRef } from 'react';
import { useCreateFirmUser } from '../../../api/collector/create-user';
import { describeError } from '../../../api/errors';
import { textField } from '../../../lib/form-errors';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { ErrorBanner } from '../../../ui/error-banner';

// Named like the API's body, so client and server messages land on the same field.
const NAMES = { email: 'user.email', scope: 'user.law_firm_scope' } as const;
const ROLE_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
];

/** Collector spec 2: the add row, an email and a role (User or Admin). The invitee gets an email. */
export function AddUserForm({ onAdded }: { onAdded: (message: string) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, clearOnEdit, validate, showServerErrors } = useFieldErrors();
  const createUser = useCreateFirmUser();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = validate(CreateUserInputSchema, { user: { email: textField(form, NAMES.email), law_firm_scope: textField(form, NAMES.scope) } });
    if (!input) return;
    createUser.mutate(input, {
      onSuccess: () => {
        formRef.current?.reset();
        onAdded(FIRM_MESSAGES.userAdded(input.user.email));
      },
      onError: (error) => {
        showServerErrors(error, [NAMES.email, NAMES.scope]);
      },
    });
  }

  const hasFieldError = Boolean(errors[NAMES.email] || errors[NAMES.scope]);
  const bannerMessage = createUser.isError && !hasFieldError ? describeError(createUser.error, FIRM_MESSAGES.createUserFailed) : null;

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} onChange={clearOnEdit} aria-label="Add a user">
      <Stack gap="sm">
        <ErrorBanner message={bannerMessage} />
        <Flex gap="sm" wrap="wrap" align="flex-start">
          <TextInput
            label="New user email"
            name={NAMES.email}
            type="email"
            inputMode="email"
            autoComplete="off"
            error={errors[NAMES.email]}
            style={{ flex: '1 1 240px' }}
          />
          <NativeSelect label="Role" name={NAMES.scope} data={ROLE_OPTIONS} defaultValue="user" error={errors[NAMES.scope]} style={{ flex: '0 1 140px' }} />
          {/* Lines the button up with the inputs below their labels. */}
          <Button type="submit" loading={createUser.isPending} mt={25} style={{ flex: '0 0 auto' }}>
            Add user
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
