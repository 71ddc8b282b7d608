import { type PortfolioImport, PortfolioImportSchema, type PortfolioMapping } from '@parley/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiUpload } from '../../client';
import { collectorKeys } from '../keys';

const portfolioKeys = { import: (id: number) => [...collectorKeys.all, 'portfolio-import', id] as const };
const isRunning = (i: PortfolioImport | undefined) => i?.status === 'validating' || i?.status === 'importing';

/** Uploads a CSV or XLSX file: answers with its columns, a sample and the mapping to start from. */
export async function uploadPortfolio(file: File): Promise<PortfolioImport> {
  const form = new FormData();
  form.append('file', file);
  return PortfolioImportSchema.parse(await apiUpload('/collectors/api/portfolio/imports', form));
}

export async function getPortfolioImport(id: number): Promise<PortfolioImport> {
  return PortfolioImportSchema.parse(await apiFetch('GET', `/collectors/api/portfolio/imports/${id}`));
}

export async function runPortfolioImport(input: {
  id: number;
  mapping: PortfolioMapping;
  dryRun: boolean;
  assignRoundRobin: boolean;
}): Promise<PortfolioImport> {
  return PortfolioImportSchema.parse(
    await apiFetch('POST', `/collectors/api/portfolio/imports/${input.id}/run`, {
      mapping: input.mapping,
      dry_run: input.dryRun,
      assign_round_robin: input.assignRoundRobin,
    }),
  );
}

/** The import, polled every second while its dry run or import runs (progress and counts). */
export function usePortfolioImport(id: number | null) {
  return useQuery({
    queryKey: portfolioKeys.import(id ?? 0),
    queryFn: () => getPortfolioImport(id as number),
    enabled: id !== null,
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
  });
}

export function useUploadPortfolio() {
  const client = useQueryClient();
  return useMutation({ mutationFn: uploadPortfolio, onSuccess: (data) => client.setQueryData(portfolioKeys.import(data.id), data) });
}

export function useRunPortfolioImport() {
  const client = useQueryClient();
  return useMutation({ mutationFn: runPortfolioImport, onSuccess: (data) => client.setQueryData(portfolioKeys.import(data.id), data) });
}
