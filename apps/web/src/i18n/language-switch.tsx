import { SegmentedControl, Stack, Text } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@parley/shared';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useSaveLanguage } from '../api/consumer/language';
import { describeError } from '../api/errors';
import { chooseWhileSignedOut, setLanguage, useLanguage } from './language-store';

const m = {
  label: { id: 'language.label', defaultMessage: 'Language' },
  saveFailed: { id: 'language.saveFailed', defaultMessage: 'We could not save your language. Please try again.' },
} satisfies Record<string, MessageDescriptor>;

/**
 * English / Español. The page switches at once; signed in, the choice is saved on the account
 * (and put back, with the reason shown, when the server refuses it).
 */
export function LanguageSwitch({ signedIn }: { signedIn: boolean }) {
  const intl = useIntl();
  const language = useLanguage();
  const save = useSaveLanguage();

  function choose(value: string) {
    const next = value as Language;
    const previous = language;
    if (!signedIn) return chooseWhileSignedOut(next);
    setLanguage(next);
    save.mutate(next, { onError: () => setLanguage(previous) });
  }

  return (
    <Stack gap={2}>
      <SegmentedControl
        size="xs"
        aria-label={intl.formatMessage(m.label)}
        value={language}
        onChange={choose}
        data={LANGUAGES.map((l) => ({ value: l, label: <span lang={l}>{LANGUAGE_NAMES[l].native}</span> }))}
      />
      {save.isError && (
        <Text size="xs" c="red.8" role="alert">
          {describeError(save.error, intl.formatMessage(m.saveFailed), intl)}
        </Text>
      )}
    </Stack>
  );
}
