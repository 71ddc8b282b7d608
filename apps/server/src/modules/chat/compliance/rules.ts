// The rules live in ./rules/, one module per family (./rules/index.ts assembles them in order); this module keeps
// their public surface where its importers find it.
export type { Action, ComplianceContext, Finding, RuleId, ScanResult } from './rules/index.js';
export { neutralContext, prepare, RULE_IDS, RULES } from './rules/index.js';
