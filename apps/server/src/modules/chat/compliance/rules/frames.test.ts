import { describe, expect, it } from 'vitest';
import { type ComplianceContext, neutralContext, runRules } from '../scanner.js';

const ctx = (over: Partial<ComplianceContext> = {}): ComplianceContext => ({ ...neutralContext(), balanceCents: null, ...over });
const rulesOf = (text: string, over: Partial<ComplianceContext> = {}) => runRules(text, ctx(over)).findings.map((f) => f.rule);

describe('a frame reads what its rule reads (review of the twentieth session)', () => {
  it('is cleared by its rule’s exemptions: the consumer’s own attorney cited about representing them', () => {
    // The attorney-involvement rule clears a sentence about the consumer's own (former) attorney; its frame did not.
    expect(rulesOf('Mr. Cole, who was your attorney, told us our lawyers are working the account with him.')).toEqual([]);
    // Without that, attorneys said to work the file when the sender is none still block.
    expect(rulesOf('Our lawyers are working the account now, so expect their call.')).toContain('attorney-involvement');
  });
});

describe('a title’s full stop ends no sentence', () => {
  it('reads "Mr. Ames" inside its sentence', () => {
    // A rule's window ran to "Mr." and stopped: the sentence's other half was read as another sentence.
    expect(rulesOf('If his son won’t call back, I’ll ask the nurses’ station to let Mr. Ames know his $900 ambulance bill is overdue.')).toContain(
      'third-party',
    );
    expect(rulesOf('Attn: front desk. Your resident Mr. Lowe has a past-due balance of $312 with us.')).toContain('third-party');
    // A sentence that really ends still ends: the threat is not carried into the next one.
    expect(rulesOf('We spoke with Ms. Diaz. Your account is current and nothing more is owed.')).toEqual([]);
  });
});
