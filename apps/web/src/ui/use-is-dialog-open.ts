import { useSyncExternalStore } from 'react';

/** A dialog, a modal or a popover's panel on the page: the chat panel, a confirmation, a date picker. */
const DIALOG = '[role="dialog"], [role="alertdialog"]';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

const isDialogOnPage = () => document.querySelector(DIALOG) !== null;

/**
 * Whether a dialog is open on the page. A card that floats over the foot of a phone's screen (the Notifications tip)
 * waits while one is open: over the chat panel it covered the message the person was reading and its rewrite.
 */
export function useIsDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, isDialogOnPage, () => false);
}
