import { PILOT_DOCUMENT_NAMES, type PilotDocumentName, StartCaseResponseSchema } from '@parley/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { apiFetch } from '../api/client';
import { describeError } from '../api/errors';
import { FullPageLoader } from '../ui/full-page-loader';
import { LoadFailure } from '../ui/load-failure';

/**
 * /customer_documents?document_name=...&source=pilot: where the assistant's "start a case" links
 * land. Until the intake flow's POST /customer_documents is merged, this hands over to the flows
 * that exist: /start/debt_answer, the SoloSettle case form, and a new document in the editor.
 * MERGE NOTE: point this one component at the intake route.
 */
export function PilotCaseLinkPage() {
  const [params] = useSearchParams();
  const name = params.get('document_name');
  if (!isDocumentName(name)) return <Navigate to="/my_dashboard" replace />;
  if (name === 'debt_answer') return <Navigate to="/start/debt_answer" replace />;
  if (name === 'solosettle') return <Navigate to="/my_cases/new" replace />;
  return <StartDocument />;
}

const isDocumentName = (value: string | null): value is PilotDocumentName => value !== null && (PILOT_DOCUMENT_NAMES as readonly string[]).includes(value);

function StartDocument() {
  const navigate = useNavigate();
  const started = useRef(false);
  const start = useMutation({
    mutationFn: async () => StartCaseResponseSchema.parse(await apiFetch('POST', '/steps_api/document_generations')),
    onSuccess: (result) => navigate(result.redirect_url, { replace: true }),
  });
  const { mutate } = start;
  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  if (start.isError)
    return <LoadFailure message={describeError(start.error, 'We could not start your document. Please try again.')} onRetry={() => mutate()} />;
  return <FullPageLoader />;
}
