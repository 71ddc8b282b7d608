/** Escapes text for HTML (emails, the dev mailbox): the five characters that can break out. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
