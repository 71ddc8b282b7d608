import { type ValidationNotice, ValidationNoticeSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../client';
import { casesKeys } from './keys';

export interface IdentityTheftReportInput {
  caseId: number;
  /** The FTC identity-theft report: a PDF, JPG or PNG. */
  file: File;
  details: string;
}

/** Reports identity theft with the FTC report attached (12 CFR 1006.38): the firm's collection pauses. */
export async function reportIdentityTheft({ caseId, file, details }: IdentityTheftReportInput): Promise<ValidationNotice> {
  const form = new FormData();
  if (details) form.append('details', details);
  form.append('file', file);
  return ValidationNoticeSchema.parse(await apiUpload(`/api/v1/settlement_cases/${caseId}/identity_theft`, form));
}

/** The answer is the notice as it now stands (the report among its requests), put straight into the cache. */
export function useReportIdentityTheft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportIdentityTheft,
    onSuccess: (notice) => queryClient.setQueryData(casesKeys.validationNotice(notice.customer_document_id), notice),
  });
}
