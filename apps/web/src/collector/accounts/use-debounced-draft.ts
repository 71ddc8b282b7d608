import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

// Collector spec 9: filter text is debounced 250 ms.
export const FILTER_DEBOUNCE_MS = 250;

interface DebouncedDraftOptions<T> {
  /** The value in the URL. */
  value: T;
  onCommit: (value: T) => void;
  /** Equal keys mean the same filter (`' ab '` and `'ab'` search alike). */
  toKey: (value: T) => string;
  /** A draft that cannot be sent (a range whose minimum is above its maximum) stays a draft. */
  canCommit?: (value: T) => boolean;
}

/**
 * What a filter control shows while the user types: committed to the URL after a pause. When the URL
 * changes for another reason (Clear filters, Back, a pasted link), the control shows the new value and
 * a pending commit is dropped; the echo of the control's own commit leaves the draft alone, since the
 * user may have typed on since.
 */
export function useDebouncedDraft<T>({ value, onCommit, toKey, canCommit = () => true }: DebouncedDraftOptions<T>): [T, (draft: T) => void] {
  const [draft, setDraft] = useState(value);
  const valueKey = toKey(value);
  const latestValueKey = useRef(valueKey);
  const sentKey = useRef<string | null>(null);

  // The page the filter belongs to. A link followed inside the pause (Reports) leaves this page
  // mounted, hidden, while the next one loads; its commit must not pull the browser back here.
  const { pathname } = useLocation();
  const commit = useDebouncedCallback((next: T) => {
    if (window.location.pathname !== pathname) return;
    if (!canCommit(next)) return;
    const key = toKey(next);
    if (key === latestValueKey.current) return;
    sentKey.current = key;
    onCommit(next);
  }, FILTER_DEBOUNCE_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the URL's value changes, by its key.
  useEffect(() => {
    latestValueKey.current = valueKey;
    if (sentKey.current === valueKey) {
      sentKey.current = null;
      return;
    }
    sentKey.current = null;
    commit.cancel();
    setDraft(value);
  }, [valueKey]);

  function change(next: T) {
    setDraft(next);
    commit(next);
  }

  return [draft, change];
}
