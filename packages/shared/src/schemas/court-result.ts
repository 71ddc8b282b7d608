import { z } from 'zod';

/**
 * A court of the directory as a search answers it: the intake's court field and Ask Solo's
 * search_courts tool. Its own module, so a page that shows Ask Solo does not load the intake's schemas.
 */
export const CourtResultSchema = z.object({
  id: z.number(),
  name: z.string(),
  caption_name: z.string(),
  mailing_name: z.string(),
  mailing_city: z.string(),
  mailing_state: z.string(),
  mailing_street: z.string(),
  mailing_zip: z.string(),
  /** Empty when the directory has no street address for the court: the summons gives it. */
  formatted_address: z.string(),
  /** The county the court serves, as the Census names it (absent from results stored before it was kept). */
  county: z.string().nullable().optional(),
});
export type CourtResult = z.infer<typeof CourtResultSchema>;
