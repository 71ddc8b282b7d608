import { ComingLater } from '../../ui/coming-later';
import { PageHeading } from '../../ui/page-heading';

export function PaymentDetailsPage() {
  return (
    <>
      <PageHeading title="Payment Details" />
      <ComingLater>Your firm's payee and mailing address form is coming in a later release of Parley.</ComingLater>
    </>
  );
}
