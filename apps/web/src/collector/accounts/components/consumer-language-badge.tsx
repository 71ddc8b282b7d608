import { Badge } from '@mantine/core';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, type Language } from '@parley/shared';

/**
 * The consumer's language, when it is not English (issue 24): their emails and documents are in
 * it, so the firm knows what the consumer reads before writing to them.
 */
export function ConsumerLanguageBadge({ language, size = 'xs' }: { language: Language; size?: 'xs' | 'sm' }) {
  if (language === DEFAULT_LANGUAGE) return null;
  return (
    <Badge size={size} color="blue" variant="light" title={`The consumer reads Parley, its emails and documents in ${LANGUAGE_NAMES[language].english}`}>
      {LANGUAGE_NAMES[language].english}
    </Badge>
  );
}
