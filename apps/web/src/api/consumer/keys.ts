/** Query keys of the consumer realm; everything under `all` belongs to one consumer session. */
export const consumerKeys = {
  all: ['consumer'] as const,
  session: () => [...consumerKeys.all, 'session'] as const,
};
