import { Autocomplete, Loader, Stack, Text } from '@mantine/core';
import { INTAKE_LIMITS } from '@parley/shared';
import type { ReactNode } from 'react';

/**
 * A name typed freely, with matches from a directory once 2 characters are typed (the caller
 * debounces the query by 300 ms). Choosing a match calls onPick; leaving the field calls onCommit.
 */
export function SearchField<T extends { name: string }>(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  results: T[] | undefined;
  isFetching: boolean;
  isError: boolean;
  errorMessage: string;
  onPick: (item: T) => void;
  onCommit: () => void;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  placeholder?: string;
  /** A second line under a match's name: where the court sits, so two courts of one name differ. */
  detail?: (item: T) => string | null;
}) {
  const { detail } = props;
  const isSearching = props.value.trim().length >= INTAKE_LIMITS.searchMinChars;
  const names = [...new Set((props.results ?? []).map((r) => r.name))];
  return (
    <Autocomplete
      label={props.label}
      required={props.required}
      placeholder={props.placeholder}
      description={props.description}
      value={props.value}
      onChange={props.onChange}
      data={isSearching ? names : []}
      onOptionSubmit={(name) => {
        const item = props.results?.find((r) => r.name === name);
        if (item) props.onPick(item);
      }}
      onBlur={props.onCommit}
      rightSection={props.isFetching ? <Loader size={14} /> : null}
      error={props.error ?? (props.isError ? props.errorMessage : undefined)}
      maxLength={200}
      limit={10}
      filter={({ options }) => options}
      renderOption={
        detail
          ? ({ option }) => {
              const item = props.results?.find((r) => r.name === option.value);
              const line = item ? detail(item) : null;
              return (
                <Stack gap={0}>
                  <Text size="sm">{option.value}</Text>
                  {line ? (
                    <Text size="xs" c="dimmed">
                      {line}
                    </Text>
                  ) : null}
                </Stack>
              );
            }
          : undefined
      }
    />
  );
}
