import { PILOT_LIMITS, PILOT_MESSAGES, PILOT_UPLOAD_EXTENSIONS } from '@parley/shared';

/** Consumer spec 5 and 8: what the chat refuses before uploading, with the spec's words. */
export function uploadProblem(file: { name: string; size: number }): string | null {
  const ext = (file.name.split('.').pop() ?? '').toLowerCase();
  if (!(PILOT_UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) return PILOT_MESSAGES.fileType(ext || 'unknown');
  if (file.size > PILOT_LIMITS.uploadMaxBytes) return PILOT_MESSAGES.fileTooLarge;
  return null;
}
