import type { ChatMessage } from '@parley/shared';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from '../src/chat/chat-api';
import { conversationTimeLabel, dateDividerLabel } from '../src/chat/time-labels';

const now = new Date('2026-11-02T15:00:00');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('conversation time labels (collector spec 9)', () => {
  it.each([
    [30_000, 'Just now'],
    [60_000, '1m ago'],
    [59 * 60_000, '59m ago'],
    [3 * 3_600_000, '3h ago'],
    [2 * 86_400_000, '2d ago'],
    [6 * 86_400_000 + 3_600_000, '6d ago'],
  ])('%i ms ago reads %s', (ms, label) => {
    expect(conversationTimeLabel(ago(ms), now)).toBe(label);
  });

  it('shows a date from 7 days on', () => {
    expect(conversationTimeLabel(ago(8 * 86_400_000), now)).toBe('Oct 25, 2026');
  });

  it('divides messages by Today, Yesterday, then the date', () => {
    expect(dateDividerLabel(new Date('2026-11-02T08:00:00').toISOString(), now)).toBe('Today');
    expect(dateDividerLabel(new Date('2026-11-01T23:00:00').toISOString(), now)).toBe('Yesterday');
    expect(dateDividerLabel(new Date('2026-10-30T10:00:00').toISOString(), now)).toBe('Friday, October 30, 2026');
  });
});

describe('mergeMessages', () => {
  const message = (id: number, body: string) => ({ id, type: 'message', attributes: { body } }) as unknown as ChatMessage;
  it('never duplicates a message that arrives by push and by fetch, and keeps id order', () => {
    const merged = mergeMessages([message(1, 'a'), message(3, 'c')], [message(2, 'b'), message(3, 'c, scanned')]);
    expect(merged.map((m) => [m.id, m.attributes.body])).toEqual([
      [1, 'a'],
      [2, 'b'],
      [3, 'c, scanned'],
    ]);
  });
});
