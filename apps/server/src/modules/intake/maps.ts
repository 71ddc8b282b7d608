import { createRequire } from 'node:module';

/**
 * Address autocomplete behind a maps-provider interface (architecture: providers). The built-in
 * provider answers from the offline US ZIP and city directory of the `zipcodes` package; a hosted
 * maps service (restricted to the US and territories, as the spec says) implements the same call.
 */
export type AddressSuggestion = { city: string; state: string; zip_code: string; description: string };
export type MapsProvider = { suggest(query: string): AddressSuggestion[] };

type ZipRecord = { zip: string; city: string; state: string; country: string };
const require = createRequire(import.meta.url);
const zipcodes = require('zipcodes') as { codes: Record<string, ZipRecord>; lookup(zip: string): ZipRecord | undefined };

export function createOfflineMaps(): MapsProvider {
  let byCity: { key: string; record: ZipRecord }[] | null = null;
  const index = () => {
    byCity ??= Object.values(zipcodes.codes)
      .filter((r) => r.country === 'US')
      .map((record) => ({ key: `${record.city.toLowerCase()}, ${record.state.toLowerCase()}`, record }))
      .sort((a, b) => a.key.localeCompare(b.key) || a.record.zip.localeCompare(b.record.zip));
    return byCity;
  };
  const toSuggestion = (r: ZipRecord): AddressSuggestion => ({ city: r.city, state: r.state, zip_code: r.zip, description: `${r.city}, ${r.state} ${r.zip}` });
  return {
    suggest(query) {
      const q = query.trim().toLowerCase();
      if (q.length < 2) return [];
      if (/^\d{3,5}$/.test(q)) {
        return Object.values(zipcodes.codes)
          .filter((r) => r.country === 'US' && r.zip.startsWith(q))
          .slice(0, 8)
          .map(toSuggestion);
      }
      const seen = new Set<string>();
      const out: AddressSuggestion[] = [];
      for (const { key, record } of index()) {
        if (!key.startsWith(q)) continue;
        // One suggestion per city: its first ZIP.
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(toSuggestion(record));
        if (out.length === 8) break;
      }
      return out;
    },
  };
}
