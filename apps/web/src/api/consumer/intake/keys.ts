import { consumerKeys } from '../keys';

export const intakeKeys = {
  all: [...consumerKeys.all, 'intake'] as const,
  walkThrough: (id: number) => [...intakeKeys.all, 'walk-through', id] as const,
  extracted: (id: number) => [...intakeKeys.all, 'extracted', id] as const,
  downloads: (id: number) => [...intakeKeys.all, 'downloads', id] as const,
  search: (kind: string, query: string, state?: string) => [...intakeKeys.all, 'search', kind, query, state ?? ''] as const,
};
