import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { describeError, UNEXPECTED_ERROR_MESSAGE } from '../api/errors';
import { textField } from '../lib/form-errors';
import { type SafeParse, useFieldErrors } from '../lib/use-field-errors';
import { AuthCard } from './auth-card';
import { common } from './common-messages';
import { ErrorBanner } from './error-banner';
import { SuccessBanner } from './success-banner';

const m = {
  send: { id: 'ui.requestReset.send', defaultMessage: 'Send reset link' },
} satisfies Record<string, MessageDescriptor>;

type Props<T> = {
  title: string;
  description: string;
  signInPath: string;
  /** The email field's name, keyed like the server's fields ('email', 'user.email'). */
  fieldName: string;
  autoComplete: string;
  /** The realm's shared schema for the request, and how the typed email becomes its input. */
  schema: { safeParse(value: unknown): SafeParse<T> };
  toInput: (email: string) => unknown;
  /** The realm's request; it answers with the message to show. */
  requestReset: UseMutationResult<string, Error, T>;
  /** Consumer screens offer English / Español. */
  withLanguageSwitch?: boolean;
};

/** The "send me a reset link" card both realms show. */
export function RequestResetCard<T>({ title, description, signInPath, fieldName, autoComplete, schema, toInput, requestReset, withLanguageSwitch }: Props<T>) {
  const intl = useIntl();
  const { errors, clearOnEdit, validate } = useFieldErrors();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(schema, toInput(textField(new FormData(event.currentTarget), fieldName)));
    if (input) requestReset.mutate(input);
  }

  return (
    <AuthCard
      withLanguageSwitch={withLanguageSwitch}
      title={title}
      description={description}
      footer={
        <Anchor component={Link} to={signInPath} size="sm">
          {intl.formatMessage(common.backToSignIn)}
        </Anchor>
      }
    >
      {requestReset.isSuccess ? (
        <SuccessBanner message={requestReset.data} />
      ) : (
        <form noValidate onSubmit={handleSubmit} onChange={clearOnEdit}>
          <Stack gap="md">
            <ErrorBanner message={requestReset.isError ? describeError(requestReset.error, UNEXPECTED_ERROR_MESSAGE) : null} />
            <TextInput
              label={intl.formatMessage(common.email)}
              name={fieldName}
              type="email"
              autoComplete={autoComplete}
              inputMode="email"
              error={errors[fieldName]}
            />
            <Button type="submit" fullWidth loading={requestReset.isPending}>
              {intl.formatMessage(m.send)}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
