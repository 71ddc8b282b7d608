import { CustomerDocumentsSchema } from '@parley/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { intakeKeys } from './keys';

export async function getCustomerDocuments() {
  return CustomerDocumentsSchema.parse(await apiFetch('GET', '/api/v1/customer_documents')).documents;
}

export const useCustomerDocuments = () => useQuery({ queryKey: intakeKeys.documents(), queryFn: getCustomerDocuments });
