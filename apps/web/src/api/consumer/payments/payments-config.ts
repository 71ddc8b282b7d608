import { PaymentsConfigSchema } from '@parley/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { paymentsKeys } from './keys';

export const getPaymentsConfig = async () => PaymentsConfigSchema.parse(await apiFetch('GET', '/api/v1/payments/config'));
export const usePaymentsConfig = () => useQuery({ queryKey: paymentsKeys.config(), queryFn: getPaymentsConfig, staleTime: Number.POSITIVE_INFINITY });
