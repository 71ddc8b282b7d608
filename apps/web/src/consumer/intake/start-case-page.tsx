import { Alert, Button, Stack } from '@mantine/core';
import { CASE_PRODUCTS, type Product } from '@parley/shared';
import { useEffect, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { createCustomerDocument } from '../../api/consumer/intake/create-case';
import { describeError } from '../../api/errors';
import { FullPageLoader } from '../../ui/full-page-loader';
import { PageHeading } from '../../ui/page-heading';

const m = {
  startFailed: { id: 'intake.startCase.failed', defaultMessage: 'We could not start your case. Please try again.' },
  title: { id: 'intake.startCase.title', defaultMessage: 'Start a case' },
  unknown: { id: 'intake.startCase.unknown', defaultMessage: 'That link does not name a document we can prepare.' },
  back: { id: 'cases.page.backToDashboard', defaultMessage: 'Back to your dashboard' },
} satisfies Record<string, MessageDescriptor>;

/** /customer_documents?document_name=…(&source=pilot): opens a new case and goes to its first step. */
export function StartCasePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const intl = useIntl();
  const product = params.get('document_name');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !CASE_PRODUCTS.includes(product as Product)) return;
    // React runs effects twice in development: one case, not two.
    started.current = true;
    createCustomerDocument(product as Product, params.get('source') ?? undefined)
      .then((created) => navigate(created.resume_url, { replace: true }))
      .catch((err: unknown) => setError(describeError(err, intl.formatMessage(m.startFailed))));
  }, [product, params, navigate, intl]);

  if (!CASE_PRODUCTS.includes(product as Product) || error) {
    return (
      <Stack maw={560}>
        <PageHeading title={intl.formatMessage(m.title)} />
        <Alert color="red" variant="light" role="alert">
          {error ?? intl.formatMessage(m.unknown)}
        </Alert>
        <Button component={Link} to="/my_dashboard" variant="default" style={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage(m.back)}
        </Button>
      </Stack>
    );
  }
  return <FullPageLoader />;
}
