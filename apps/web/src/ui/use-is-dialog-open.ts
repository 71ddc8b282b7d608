import { useSyncExternalStore } from 'react';

/** A dialog, a modal or a popover's panel on the page: the chat panel, a confirmation, a date picker. */
const DIALOG = '[role="dialog"], [role="alertdialog"]';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
const unwatched = () => () => {};

const isDialogOnPage = () => document.querySelector(DIALOG) !== null;
const never = () => false;

/**
 * Whether a dialog is open on the page, watched only while `isWatching` (the page's every change is observed meanwhile). A
 * card that floats over the foot of a phone's screen (the Notifications tip) steps aside while one is open: over the chat
 * panel it covered the message the person was reading and its rewrite.
 */
export function useIsDialogOpen(isWatching: boolean): boolean {
  return useSyncExternalStore(isWatching ? subscribe : unwatched, isWatching ? isDialogOnPage : never, never);
}
