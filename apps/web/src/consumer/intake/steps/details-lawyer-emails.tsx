import { ActionIcon, Anchor, Group, Stack, TextInput } from '@mantine/core';
import type { WalkThrough } from '@parley/shared';
import type { MessageDescriptor } from 'react-intl';
import { deleteLawyerEmail } from '../../../api/consumer/intake/saves';
import { describeError } from '../../../api/errors';
import { TrashIcon } from '../../../ui/icons';
import { errorToast, savedToast } from '../components/toasts';
import { useIntakeWords } from '../intake-words';
import { type DetailsForm, newEmailRow } from './details-form';

const m = {
  removeFailed: { id: 'intake.details.removeFailed', defaultMessage: 'We could not remove that email.' },
  emailNumber: { id: 'intake.details.emailNumber', defaultMessage: '{label} {number}' },
  removeEmail: { id: 'intake.details.removeEmail', defaultMessage: 'Remove email {number}' },
  addEmail: { id: 'intake.details.addEmail', defaultMessage: '+ Add another email' },
} satisfies Record<string, MessageDescriptor>;

/** The lawyers' emails, one row each: a saved one removed here is deleted from the case at once. */
export function LawyerEmails({ walkThrough, form, onSaved }: { walkThrough: WalkThrough; form: DetailsForm; onSaved: () => void }) {
  const id = walkThrough.id;
  const c = walkThrough.case;
  const words = useIntakeWords();
  const intl = words.intl;
  const labels = words.labels(c.lawsuit_exists);
  const { emailRows, setEmailRows, emails, fieldError } = form;

  function removeEmail(index: number) {
    const email = emails[index] ?? '';
    setEmailRows((all) => (all.length > 1 ? all.filter((_, i) => i !== index) : [newEmailRow()]));
    if (email && c.lawyer_emails.includes(email.toLowerCase())) {
      deleteLawyerEmail(id, email)
        .then(() => {
          savedToast(words.saved(labels.lawyerEmail));
          onSaved();
        })
        .catch((err: unknown) => errorToast(describeError(err, intl.formatMessage(m.removeFailed))));
    }
  }

  return (
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
            error={index === emails.length - 1 ? fieldError('lawyer_emails') : undefined}
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
      <Anchor component="button" type="button" size="sm" onClick={() => setEmailRows((all) => [...all, newEmailRow()])} style={{ alignSelf: 'flex-start' }}>
        {intl.formatMessage(m.addEmail)}
      </Anchor>
    </Stack>
  );
}
