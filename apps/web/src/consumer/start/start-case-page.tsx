import { PRODUCTS, type ProductKey } from '@parley/shared';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { useCurrentUser } from '../../api/consumer/check-auth';
import { describeError } from '../../api/errors';
import { common } from '../../ui/common-messages';
import { FullPageLoader } from '../../ui/full-page-loader';
import { LoadFailure } from '../../ui/load-failure';
import { RedirectToSignIn } from '../../ui/redirect-to-sign-in';
import { consumerReturnPath } from '../session/return-path';

const isProduct = (value: string | undefined): value is ProductKey => value !== undefined && Object.hasOwn(PRODUCTS, value);

/**
 * /start/{solosettle|debt_answer}: where the entry pages' start button lands. A visitor without a
 * consumer session signs up first (and comes back here); a signed-in consumer goes on to open the
 * case: the intake for a Debt Answer, the case form for SoloSettle.
 */
export function StartCasePage() {
  const intl = useIntl();
  const { product } = useParams();
  const session = useCurrentUser();
  if (!isProduct(product)) return <Navigate to="/" replace />;
  if (session.isPending) return <FullPageLoader />;
  if (session.isError) {
    return <LoadFailure message={describeError(session.error, intl.formatMessage(common.loadAccountFailed))} onRetry={() => void session.refetch()} />;
  }
  if (!session.data?.is_consumer) return <RedirectToSignIn returnPath={consumerReturnPath} signInPath="/users/sign_up" />;
  // A SoloSettle case starts with who is collecting and how much: the case form opens it. A Debt
  // Answer opens through the intake (/customer_documents), which creates it and shows its first step.
  if (product === 'solosettle') return <Navigate to="/my_cases/new" replace />;
  return <Navigate to={`/customer_documents?document_name=${product}`} replace />;
}
