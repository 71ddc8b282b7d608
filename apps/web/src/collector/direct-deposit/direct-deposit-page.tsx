import { ComingLater } from '../../ui/coming-later';
import { PageHeading } from '../../ui/page-heading';

export function DirectDepositPage() {
  return (
    <>
      <PageHeading title="Direct Deposit" />
      <ComingLater>Setting up ACH direct deposit or digital checks is coming in a later release of Parley.</ComingLater>
    </>
  );
}
