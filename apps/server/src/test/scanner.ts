import { type ComplianceContext, neutralContext, runRules } from '../modules/chat/compliance/scanner.js';

/** The scanner's context in a test: nothing but the words matter, and no balance is known unless a test gives one. */
export const scannerContext = (over: Partial<ComplianceContext> = {}): ComplianceContext => ({ ...neutralContext(), balanceCents: null, ...over });

/** The rules a message breaks, by id, in the order they run. */
export const rulesOf = (text: string, over: Partial<ComplianceContext> = {}) => runRules(text, scannerContext(over)).findings.map((f) => f.rule);
