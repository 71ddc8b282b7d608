import { AI_EDIT_DEFAULT_REQUEST, AI_EDIT_OPTIONS, AI_EDITOR_MESSAGES, type AiEditOptionId, DOWNLOAD_TITLES } from '@parley/shared';
import type { IntlShape } from 'react-intl';
import { labelMessages } from '../i18n/label-messages';

const column = (key: 'label' | 'low' | 'high') => Object.fromEntries(AI_EDIT_OPTIONS.map((o) => [o.id, o[key]])) as Record<AiEditOptionId, string>;

/** The AI editor's shared words (consumer spec 2, 4, 9) in the page's language; their English lives in @parley/shared. */
export const aiEditorText = labelMessages('editor.message', { ...AI_EDITOR_MESSAGES, defaultRequest: AI_EDIT_DEFAULT_REQUEST });
/** Each AI edit option's name and its slider's two ends. The server still gets the English name: the document stays in English. */
export const optionLabelText = labelMessages('editor.option', column('label'));
export const optionLowText = labelMessages('editor.optionLow', column('low'));
export const optionHighText = labelMessages('editor.optionHigh', column('high'));

/** The document's name on the page (the document's own text keeps its language). */
export const documentNameText = labelMessages('editor.documentName', DOWNLOAD_TITLES);

export function documentName(intl: Pick<IntlShape, 'formatMessage'>, d: { title: string; kind?: keyof typeof DOWNLOAD_TITLES }): string {
  return d.kind ? intl.formatMessage(documentNameText[d.kind]) : d.title;
}
