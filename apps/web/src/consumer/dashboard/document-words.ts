import {
  type DashboardDocument,
  DOCUMENT_SECTION_TITLES,
  DOWNLOAD_TITLES,
  type DocumentStepKey,
  FILE_FORMAT_LABELS,
  LETTER_KINDS,
  SOLOSETTLE_DOCUMENT_TITLE,
  SOLOSETTLE_STEP_TITLES,
  STEP_NAMES,
  STEP_PROGRESS_LABELS,
  type StepName,
  WALK_THROUGH_STATUS_TEXTS,
  WALK_THROUGH_STATUS_TITLES,
} from '@parley/shared';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { labelMessages } from '../../i18n/label-messages';
import { stageWording } from '../cases/case-words';
import { INTAKE_NAMES as INTAKE_TABLES } from '../intake/intake-names';
import { caseWordingMessages } from './case-wording-messages';

/**
 * The dashboard card's words (packages/shared/src/domain/dashboard-document.ts is the English the
 * server sends beside each key), as messages. A key the web does not know shows the server's text.
 */
const letterKeys = new Set<string>(LETTER_KINDS.map((l) => l.key));
export const DOCUMENT_TABLES = {
  title: labelMessages('dashboard.document.title', { solosettle: SOLOSETTLE_DOCUMENT_TITLE }),
  sections: labelMessages('dashboard.section', DOCUMENT_SECTION_TITLES),
  negotiation: labelMessages('dashboard.negotiationStep', SOLOSETTLE_STEP_TITLES),
  progress: labelMessages('dashboard.stepProgress', STEP_PROGRESS_LABELS),
  status: labelMessages('dashboard.walkThrough.status', WALK_THROUGH_STATUS_TITLES),
  statusText: labelMessages('dashboard.walkThrough.text', WALK_THROUGH_STATUS_TEXTS),
  // The letters' names are the intake's (intake.letter.*).
  downloads: labelMessages('dashboard.download', Object.fromEntries(Object.entries(DOWNLOAD_TITLES).filter(([k]) => !letterKeys.has(k)))),
  formats: labelMessages('dashboard.fileFormat', FILE_FORMAT_LABELS),
};

const m = {
  withFormat: { id: 'dashboard.download.withFormat', defaultMessage: '{title} ({format})' },
  productTitle: { id: 'dashboard.document.productTitle', defaultMessage: '{product}: {name}' },
} satisfies Record<string, MessageDescriptor>;

type Section = DashboardDocument['sectioned_steps'][number];
type Step = Section['steps'][number];
type Download = DashboardDocument['downloads'][number];
type Intl = Pick<IntlShape, 'formatMessage'>;

const isStepName = (key: DocumentStepKey | undefined): key is StepName => (STEP_NAMES as readonly string[]).includes(key ?? '');
const lawsuitOf = (d: DashboardDocument) => d.lawsuit_exists ?? d.sectioned_steps.some((s) => s.key === 'lawsuit_details');

/** Every text of a dashboard card in the reader's language. */
export function documentWords(intl: Intl, money: (cents: number) => string, d: DashboardDocument) {
  const wording = caseWordingMessages(lawsuitOf(d));
  const lawFirm = intl.formatMessage(wording.lawFirm);
  const stage = d.stage
    ? stageWording(intl, money, d.stage, {
        firmName: d.law_firm?.name ?? '',
        firmOnParley: d.law_firm?.in_database ?? false,
        amountOwedCents: d.amount_owed_cents ?? null,
        firmOfferCount: 0,
      })
    : null;
  const current = d.sectioned_steps.flatMap((s) => s.steps).find((s) => s.current);

  function title(): string {
    if (d.product === 'solosettle') return d.law_firm ? intl.formatMessage(DOCUMENT_TABLES.title.solosettle, { firmName: d.law_firm.name }) : d.title;
    if (d.plaintiff_name === undefined) return d.title;
    const product = intl.formatMessage(INTAKE_TABLES.products[d.product]);
    return d.plaintiff_name ? intl.formatMessage(m.productTitle, { product, name: d.plaintiff_name }) : product;
  }

  function status(): string {
    if (stage) return stage.title;
    return d.status_key ? intl.formatMessage(DOCUMENT_TABLES.status[d.status_key]) : d.status;
  }

  function statusDefinition(): string {
    if (stage) return stage.text;
    if (!d.status_key) return d.status_definition;
    if (d.is_completed) return intl.formatMessage(DOCUMENT_TABLES.statusText.done);
    if (isStepName(current?.key)) return intl.formatMessage(DOCUMENT_TABLES.statusText.next, { step: intl.formatMessage(INTAKE_TABLES.steps[current.key]) });
    return intl.formatMessage(DOCUMENT_TABLES.statusText.resume);
  }

  function sectionName(s: Section): string {
    return s.key ? intl.formatMessage(DOCUMENT_TABLES.sections[s.key]) : s.name;
  }

  function stepTitle(s: Step): string {
    const key = s.key;
    if (!key) return s.title;
    if (isStepName(key)) return intl.formatMessage(INTAKE_TABLES.steps[key]);
    if (key in DOCUMENT_TABLES.negotiation) return intl.formatMessage(DOCUMENT_TABLES.negotiation[key as keyof typeof SOLOSETTLE_STEP_TITLES], { lawFirm });
    return intl.formatMessage(wording[key as keyof typeof wording]);
  }

  /** A walk-through step says whether it is done or next; a detail says its value (a name, an amount). */
  function stepValue(s: Step): string | null {
    if (!isStepName(s.key)) return s.value;
    return s.completed ? intl.formatMessage(DOCUMENT_TABLES.progress.done) : s.current ? intl.formatMessage(DOCUMENT_TABLES.progress.next) : null;
  }

  function downloadTitle(f: Download): string {
    if (!f.kind) return f.title;
    const descriptor = letterKeys.has(f.kind) ? INTAKE_TABLES.letters[f.kind as keyof typeof INTAKE_TABLES.letters] : DOCUMENT_TABLES.downloads[f.kind];
    if (!descriptor) return f.title;
    const name = intl.formatMessage(descriptor);
    return f.format ? intl.formatMessage(m.withFormat, { title: name, format: intl.formatMessage(DOCUMENT_TABLES.formats[f.format]) }) : name;
  }

  return { title: title(), status: status(), statusDefinition: statusDefinition(), sectionName, stepTitle, stepValue, downloadTitle };
}
