import { PRODUCTS, type ProductKey } from '@parley/shared';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../api/consumer/check-auth';
import { useStartCase } from '../../api/consumer/start-case';
import { describeError } from '../../api/errors';
import { FullPageLoader } from '../../ui/full-page-loader';
import { LoadFailure } from '../../ui/load-failure';
import { RedirectToSignIn } from '../../ui/redirect-to-sign-in';
import { consumerReturnPath } from '../session/return-path';

const isProduct = (value: string | undefined): value is ProductKey => value !== undefined && Object.hasOwn(PRODUCTS, value);

/**
 * /start/{solosettle|debt_answer}: where the entry pages' start button lands. A visitor without a
 * consumer session signs up first (and comes back here); a signed-in consumer gets a Debt Answer
 * case opened and goes on to the dashboard, or fills in the SoloSettle case form.
 */
export function StartCasePage() {
  const { product } = useParams();
  const session = useCurrentUser();
  if (!isProduct(product)) return <Navigate to="/" replace />;
  if (session.isPending) return <FullPageLoader />;
  if (session.isError) {
    return <LoadFailure message={describeError(session.error, 'We could not load your account. Please try again.')} onRetry={() => void session.refetch()} />;
  }
  if (!session.data?.is_consumer) return <RedirectToSignIn returnPath={consumerReturnPath} signInPath="/users/sign_up" />;
  // A SoloSettle case starts with who is collecting and how much: the case form opens it.
  if (product === 'solosettle') return <Navigate to="/my_cases/new" replace />;
  return <OpenCase product={product} />;
}

function OpenCase({ product }: { product: ProductKey }) {
  const navigate = useNavigate();
  const start = useStartCase();
  const started = useRef(false);
  const { mutate } = start;
  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    mutate({ product }, { onSuccess: (result) => navigate(result.redirect_url, { replace: true }) });
  }, [mutate, navigate, product]);
  if (start.isError) {
    return (
      <LoadFailure
        message={describeError(start.error, `We could not start your ${PRODUCTS[product].name} case. Please try again.`)}
        onRetry={() => start.mutate({ product }, { onSuccess: (result) => navigate(result.redirect_url, { replace: true }) })}
      />
    );
  }
  return <FullPageLoader />;
}
