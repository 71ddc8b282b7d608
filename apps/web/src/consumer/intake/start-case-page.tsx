import { Alert, Button, Stack } from '@mantine/core';
import { CASE_PRODUCTS, type Product } from '@parley/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { createCustomerDocument } from '../../api/consumer/intake/create-case';
import { describeError } from '../../api/errors';
import { FullPageLoader } from '../../ui/full-page-loader';
import { PageHeading } from '../../ui/page-heading';

/** /customer_documents?document_name=…(&source=pilot): opens a new case and goes to its first step. */
export function StartCasePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const product = params.get('document_name');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !CASE_PRODUCTS.includes(product as Product)) return;
    // React runs effects twice in development: one case, not two.
    started.current = true;
    createCustomerDocument(product as Product, params.get('source') ?? undefined)
      .then((created) => navigate(created.resume_url, { replace: true }))
      .catch((err: unknown) => setError(describeError(err, 'We could not start your case. Please try again.')));
  }, [product, params, navigate]);

  if (!CASE_PRODUCTS.includes(product as Product) || error) {
    return (
      <Stack maw={560}>
        <PageHeading title="Start a case" />
        <Alert color="red" variant="light" role="alert">
          {error ?? 'That link does not name a document we can prepare.'}
        </Alert>
        <Button component={Link} to="/my_dashboard" variant="default" style={{ alignSelf: 'flex-start' }}>
          Back to your dashboard
        </Button>
      </Stack>
    );
  }
  return <FullPageLoader />;
}
