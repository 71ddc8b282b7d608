import { Button, Collapse, Group, MultiSelect, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FilterDefinition } from '@parley/shared';
import { type ReactNode, useId, useState } from 'react';
import { type AccountsFilters, type FilterValue, isRange, type RangeValue } from '../../../api/collector/accounts/accounts-query';
import { SearchIcon } from '../../../ui/action-icons';
import { enumValueLabel } from '../account-format';
import { dateInputToEpoch, dateKindOfFilter, epochToDateInput } from '../filter-dates';
import { useDebouncedDraft } from '../use-debounced-draft';

interface FiltersBarProps {
  /** From filter_values: the server says which filters exist and their values and bounds. */
  definitions: readonly FilterDefinition[] | undefined;
  filters: AccountsFilters;
  hasFilters: boolean;
  onChange: (key: string, value: FilterValue | undefined) => void;
  onClear: () => void;
}

const ENUM_PLACEHOLDERS: Record<string, string> = { archived: 'Active only' };

export function FiltersBar({ definitions, filters, hasFilters, onChange, onClear }: FiltersBarProps) {
  // On phones the selects and ranges fold away under the search, so the list is not a screen away.
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [isUnfolded, setIsUnfolded] = useState(false);
  if (!definitions) {
    return (
      <Paper withBorder radius="md" p="md" mb="lg" aria-busy="true">
        <Skeleton height={36} mb="sm" />
        <Skeleton height={36} />
      </Paper>
    );
  }
  const shown = definitions.filter((d) => d.visible_in_ui);
  const texts = shown.filter((d) => d.type === 'text');
  const enums = shown.filter((d) => d.type === 'enum');
  const ranges = shown.filter((d) => d.type === 'range');
  const foldedCount = [...enums, ...ranges].filter((d) => filters[d.key] !== undefined).length;

  return (
    <Paper component="section" aria-label="Filters" withBorder radius="md" p="md" mb="lg">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          {texts.map((d) => (
            <SearchFilter key={d.key} definition={d} value={typeof filters[d.key] === 'string' ? (filters[d.key] as string) : ''} onChange={onChange} />
          ))}
          <Group gap="xs" ml="auto">
            {isWide ? null : (
              <Button variant="light" onClick={() => setIsUnfolded((v) => !v)} aria-expanded={isUnfolded} aria-controls="account-filters-more">
                {isUnfolded ? 'Fewer filters' : `More filters${foldedCount ? ` (${foldedCount})` : ''}`}
              </Button>
            )}
            <Button variant="default" onClick={onClear} disabled={!hasFilters}>
              Clear filters
            </Button>
          </Group>
        </Group>
        <Collapse expanded={isWide || isUnfolded} id="account-filters-more">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
              {enums.map((d) => (
                <EnumFilter key={d.key} definition={d} value={Array.isArray(filters[d.key]) ? (filters[d.key] as readonly string[]) : []} onChange={onChange} />
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="sm" verticalSpacing="sm">
              {ranges.map((d) => {
                const value = isRange(filters[d.key]) ? (filters[d.key] as RangeValue) : {};
                return d.format === 'date' ? (
                  <DateRangeFilter key={d.key} definition={d} value={value} onChange={onChange} />
                ) : (
                  <MoneyRangeFilter key={d.key} definition={d} value={value} onChange={onChange} />
                );
              })}
            </SimpleGrid>
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}

interface FilterProps<T> {
  definition: FilterDefinition;
  value: T;
  onChange: (key: string, value: FilterValue | undefined) => void;
}

/** Any of the chosen values; none chosen removes the filter. */
function EnumFilter({ definition, value, onChange }: FilterProps<readonly string[]>) {
  return (
    <MultiSelect
      label={definition.name}
      placeholder={value.length > 0 ? undefined : (ENUM_PLACEHOLDERS[definition.key] ?? 'Any')}
      data={definition.values.map((v) => ({ value: String(v), label: enumValueLabel(definition.key, String(v)) }))}
      value={[...value]}
      onChange={(values) => onChange(definition.key, values)}
      searchable
      clearable
      hidePickedOptions
    />
  );
}

/** Collector spec 5: debounced 250 ms; an empty value removes the filter. */
function SearchFilter({ definition, value, onChange }: FilterProps<string>) {
  const [draft, setDraft] = useDebouncedDraft({
    value,
    onCommit: (text) => onChange(definition.key, text.trim() || undefined),
    toKey: (text) => text.trim(),
  });
  return (
    <TextInput
      label={definition.name}
      placeholder="Name, reference or file number"
      leftSection={<SearchIcon />}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      type="search"
      autoComplete="off"
      maxLength={100}
      style={{ flex: '1 1 280px', maxWidth: 480 }}
    />
  );
}

const rangeKey = (range: RangeValue) => `${range.min ?? ''}..${range.max ?? ''}`;

const isInverted = (range: RangeValue) => range.min !== undefined && range.max !== undefined && range.min > range.max;

/** Whole dollars; the placeholders show the bounds of the viewer's data. */
function MoneyRangeFilter({ definition, value, onChange }: FilterProps<RangeValue>) {
  const labelId = useId();
  const [draft, setDraft] = useDebouncedDraft({
    value,
    onCommit: (range) => onChange(definition.key, range),
    toKey: rangeKey,
    canCommit: (range) => !isInverted(range),
  });
  const [low, high] = definition.values.map(Number);
  const error = isInverted(draft) ? 'The minimum is above the maximum' : null;
  const set = (bound: 'min' | 'max', input: string | number) => setDraft({ ...draft, [bound]: typeof input === 'number' ? input : undefined });
  return (
    <RangeGroup labelId={labelId} label={definition.name} error={error}>
      <NumberInput
        aria-label={`${definition.name} minimum`}
        placeholder={low === undefined ? 'Min' : `Min $${low.toLocaleString('en-US')}`}
        prefix="$"
        thousandSeparator=","
        allowNegative={false}
        allowDecimal={false}
        hideControls
        value={draft.min ?? ''}
        onChange={(input) => set('min', input)}
        error={Boolean(error)}
      />
      <NumberInput
        aria-label={`${definition.name} maximum`}
        placeholder={high === undefined ? 'Max' : `Max $${high.toLocaleString('en-US')}`}
        prefix="$"
        thousandSeparator=","
        allowNegative={false}
        allowDecimal={false}
        hideControls
        value={draft.max ?? ''}
        onChange={(input) => set('max', input)}
        error={Boolean(error)}
      />
    </RangeGroup>
  );
}

/** Collector spec 5: dates are shown as dates but carried as epoch seconds. */
function DateRangeFilter({ definition, value, onChange }: FilterProps<RangeValue>) {
  const labelId = useId();
  const kind = dateKindOfFilter(definition.key);
  const [draft, setDraft] = useDebouncedDraft({
    value,
    onCommit: (range) => onChange(definition.key, range),
    toKey: rangeKey,
    canCommit: (range) => !isInverted(range),
  });
  const [low, high] = definition.values.map((v) => epochToDateInput(Number(v), kind));
  const error = isInverted(draft) ? 'The start date is after the end date' : null;
  const set = (bound: 'min' | 'max', input: string) => setDraft({ ...draft, [bound]: dateInputToEpoch(input, bound, kind) });
  return (
    <RangeGroup labelId={labelId} label={definition.name} error={error}>
      <TextInput
        type="date"
        aria-label={`${definition.name} from`}
        min={low}
        max={high}
        value={draft.min === undefined ? '' : epochToDateInput(draft.min, kind)}
        onChange={(event) => set('min', event.currentTarget.value)}
        error={Boolean(error)}
      />
      <TextInput
        type="date"
        aria-label={`${definition.name} to`}
        min={low}
        max={high}
        value={draft.max === undefined ? '' : epochToDateInput(draft.max, kind)}
        onChange={(event) => set('max', event.currentTarget.value)}
        error={Boolean(error)}
      />
    </RangeGroup>
  );
}

function RangeGroup({ labelId, label, error, children }: { labelId: string; label: string; error: string | null; children: ReactNode }) {
  return (
    <Stack gap={4} role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs" grow wrap="nowrap" align="flex-start">
        {children}
      </Group>
      {error ? (
        <Text size="xs" c="red.7" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
