import { Group, Text } from '@mantine/core';

/** The Parley mark: two speech bubbles, the two sides of a negotiation. */
export function ParleyMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-indigo-6)" />
      <path d="M8 10.5A2.5 2.5 0 0 1 10.5 8h8A2.5 2.5 0 0 1 21 10.5v5a2.5 2.5 0 0 1-2.5 2.5H14l-4 3.5V18a2 2 0 0 1-2-2z" fill="#fff" />
      <path
        d="M23 13h.5A2.5 2.5 0 0 1 26 15.5v5a2 2 0 0 1-2 2v3l-3.5-3H16a2.5 2.5 0 0 1-2.4-1.8"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ParleyLogo({ size = 28 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ParleyMark size={size} />
      <Text component="span" fw={700} fz={size * 0.72} lh={1} c="indigo.9" style={{ letterSpacing: '-0.01em' }}>
        Parley
      </Text>
    </Group>
  );
}
