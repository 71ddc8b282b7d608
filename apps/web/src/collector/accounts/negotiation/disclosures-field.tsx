import { Stack, Text, Textarea, TextInput } from '@mantine/core';

interface DisclosuresFieldProps {
  /** The fixed first line (collector spec 5 "Disclosures"): read-only. */
  fixedLine: string;
  lines: string[];
  onChange: (lines: string[]) => void;
}

/** Lines the collector adds under the fixed one; a blank line appears once the last is filled. */
export function DisclosuresField({ fixedLine, lines, onChange }: DisclosuresFieldProps) {
  const shown = lines.length === 0 || lines[lines.length - 1]?.trim() !== '' ? [...lines, ''] : lines;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Disclosures
      </Text>
      <TextInput aria-label="Disclosure 1" value={fixedLine} readOnly variant="filled" />
      {shown.map((line, i) => (
        <Textarea
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional; their text is what changes.
          key={i}
          aria-label={`Disclosure ${i + 2}`}
          placeholder="Add a disclosure (optional)"
          autosize
          minRows={1}
          maxLength={1000}
          value={line}
          onChange={(e) => {
            const next = [...shown];
            next[i] = e.currentTarget.value;
            onChange(next);
          }}
        />
      ))}
    </Stack>
  );
}

/** Collector spec 5: blanks are dropped on submit. */
export const filledLines = (lines: string[]) => lines.map((l) => l.trim()).filter((l) => l !== '');
