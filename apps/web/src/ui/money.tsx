import { Text, type TextProps } from '@mantine/core';
import { formatCents } from '@parley/shared';
import { useIntl } from 'react-intl';

/** An amount in cents as US dollars (`$1,234.56`) in the page's locale, digits aligned; a dash when there is none. */
export function Money({ cents, ...props }: { cents: number | null | undefined } & TextProps) {
  const { locale } = useIntl();
  return (
    <Text span inherit style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} {...props}>
      {cents === null || cents === undefined ? '—' : formatCents(cents, locale)}
    </Text>
  );
}
