import { FUNCTION_PROGRESS_MESSAGES, PILOT_MESSAGES, PILOT_TOAST_SUFFIX } from '@parley/shared';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { labelMessages } from '../i18n/label-messages';

type FixedKey = { [K in keyof typeof PILOT_MESSAGES]: (typeof PILOT_MESSAGES)[K] extends string ? K : never }[keyof typeof PILOT_MESSAGES];
const FIXED = Object.fromEntries(Object.entries(PILOT_MESSAGES).filter(([, text]) => typeof text === 'string')) as Record<FixedKey, string>;

/** Ask Solo's texts from consumer spec 8 (their English lives in @parley/shared, which the server answers with too). */
export const pilotText = labelMessages('solo.message', FIXED);
export const toastText = labelMessages('solo.toast', { suffix: PILOT_TOAST_SUFFIX });
/** What the chat shows while a function call runs. */
export const progressText = labelMessages('solo.progress', FUNCTION_PROGRESS_MESSAGES);

const m = { fileType: { id: 'solo.message.fileType', defaultMessage: "File type ({ext}) isn't allowed." } } satisfies Record<string, MessageDescriptor>;
const FILE_TYPE = /^File type \((.*)\) isn't allowed\.$/;

/**
 * One of PILOT_MESSAGES, as the upload checks, the persona choice or the server word it in
 * English, in the page's language; any other text (a server's own reason) is shown as it came.
 */
export function translatePilotMessage(intl: IntlShape, english: string): string {
  const key = (Object.keys(FIXED) as FixedKey[]).find((k) => FIXED[k] === english);
  if (key) return intl.formatMessage(pilotText[key]);
  const fileType = FILE_TYPE.exec(english);
  if (fileType) return intl.formatMessage(m.fileType, { ext: fileType[1] });
  return english;
}
