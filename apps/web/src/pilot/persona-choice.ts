import { type Persona, PILOT_MESSAGES, type PilotCompletion } from '@parley/shared';

/** The selected persona persists in local storage (consumer spec 4); only its id is kept. */
const KEY = 'parley.pilot.persona';

export const personaStore = {
  read(storage: Pick<Storage, 'getItem'> = window.localStorage): string | null {
    try {
      return storage.getItem(KEY);
    } catch {
      return null;
    }
  },
  write(id: string | null, storage: Pick<Storage, 'setItem' | 'removeItem'> = window.localStorage) {
    try {
      if (id) storage.setItem(KEY, id);
      else storage.removeItem(KEY);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  },
};

/**
 * Whether a selected persona must be cleared, and the message to show: when it is no longer
 * listed, or when a completion asked with it comes back with no persona.
 */
export function personaToClear(selectedId: string | null, listed: Persona[] | undefined, completion?: PilotCompletion): string | null {
  if (!selectedId) return null;
  if (listed && !listed.some((p) => p.id === selectedId)) return PILOT_MESSAGES.personaGone;
  if (completion && completion.state !== 'processing' && completion.persona === null) return PILOT_MESSAGES.personaGone;
  return null;
}
