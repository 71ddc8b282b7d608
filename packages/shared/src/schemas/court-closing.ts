import { z } from 'zod';
import { COURT_CLOSING_KINDS } from '../domain/court-closing.js';
import { isIsoCalendarDate } from '../domain/payment-schedule.js';

/** What the firm and the consumer see of it. `filed_on` null: not filed yet. */
export const CourtClosingSchema = z.object({
  kind: z.enum(COURT_CLOSING_KINDS),
  title: z.string(),
  judgment_entered: z.boolean(),
  paid_off_on: z.string(),
  due_on: z.string(),
  filed_on: z.string().nullable(),
});
export type CourtClosing = z.infer<typeof CourtClosingSchema>;

const CalendarDate = z.string().refine(isIsoCalendarDate, 'Enter a date as YYYY-MM-DD.');
export const UpdateCourtClosingInputSchema = z.strictObject({
  customer_document_id: z.coerce.number().int().positive().max(2_147_483_647),
  judgment_entered: z.boolean(),
  /** The day the firm filed the paper; null while it is not filed (or to take a mistaken "filed" back). */
  filed_on: CalendarDate.nullable(),
});
export type UpdateCourtClosingInput = z.infer<typeof UpdateCourtClosingInputSchema>;
