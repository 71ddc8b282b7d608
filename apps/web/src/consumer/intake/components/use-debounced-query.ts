import { useDebouncedValue } from '@mantine/hooks';
import { INTAKE_LIMITS } from '@parley/shared';

/** Searches wait 300 ms after the last keystroke (consumer spec 5). */
export function useDebouncedQuery(value: string): string {
  const [debounced] = useDebouncedValue(value.trim(), INTAKE_LIMITS.searchDebounceMs);
  return debounced;
}
