import { RecoveryReportSchema } from '@parley/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { collectorKeys } from '../keys';

export async function getRecoveryReport() {
  return RecoveryReportSchema.parse(await apiFetch('GET', '/collectors/api/reports/recovery'));
}

export function useRecoveryReport() {
  return useQuery({ queryKey: [...collectorKeys.all, 'recovery-report'], queryFn: getRecoveryReport });
}
