import { Text, type TextProps } from '@mantine/core';
import { formatCents } from '@parley/shared';

/** An amount in cents as US dollars (`$1,234.56`), digits aligned; a dash when there is none. */
export function Money({ cents, ...props }: { cents: number | null | undefined } & TextProps) {
  return (
    <Text span inherit style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} {...props}>
      {cents === null || cents === undefined ? '—' : formatCents(cents)}
    </Text>
  );
}
