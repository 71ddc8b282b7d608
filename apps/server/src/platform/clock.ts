/** Time as a dependency: services take a Clock so tests can move it. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

export function createTestClock(start = new Date('2026-11-02T15:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}
export type TestClock = ReturnType<typeof createTestClock>;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
