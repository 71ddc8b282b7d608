import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { line, messageDescriptor, parse, propertyName, sourceFiles, walk } from './source-scan';

/**
 * The consumer app speaks English and Spanish, so its words live in messages (react-intl), never
 * in a component. This scan fails on words written straight into the consumer's screens: JSX text,
 * text-bearing props and object keys (label, title, placeholder, aria-label…), and strings shown
 * as JSX children. The collector portal is English only and is not scanned.
 */
const NOT_SCANNED = [/^collector\//, /^chat\/collector-/, /^api\/collector\//, /\.test\.tsx?$/, /^i18n\/scan-probe\.tsx$/];

/** Props and keys whose string is read by a person. */
const TEXT_KEYS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'description',
  'error',
  'message',
  'fallback',
  'confirmLabel',
  'cancelLabel',
  'heading',
  'subtitle',
  'tooltip',
  'hint',
  'emptyMessage',
  'nothingFoundMessage',
  'legend',
  'caption',
  'text',
]);

/** Words that are the same in every language. */
const UNTRANSLATED = new Set(['Parley', 'Solo', 'Ask Solo', 'Stripe', 'Plaid', 'PDF', 'OK', 'Equifax', 'Experian', 'TransUnion']);

const CHOOSING = new Set([ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken]);

/** Whether `child` can be what `parent` evaluates to (`a ? child : b`, `a ?? child`), not a value it compares. */
function isResultOf(parent: ts.Node, child: ts.Node): boolean {
  if (ts.isParenthesizedExpression(parent)) return true;
  if (ts.isConditionalExpression(parent)) return parent.whenTrue === child || parent.whenFalse === child;
  if (ts.isBinaryExpression(parent)) return CHOOSING.has(parent.operatorToken.kind);
  return false;
}

const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !UNTRANSLATED.has(text.trim());

function hardCodedText(file: string): string[] {
  const source = parse(file);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => found.push(`${file}:${line(node)} ${JSON.stringify(text.trim().slice(0, 60))}`);
  walk(source, (node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (!(ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))) return;
    const text = ts.isTemplateExpression(node)
      ? node
          .getText()
          .slice(1, -1)
          .replace(/\$\{[^}]*\}/g, ' ')
      : node.text;
    if (!hasWords(text)) return;
    const parent = node.parent;
    // A message's own definition is where words belong.
    if (ts.isPropertyAssignment(parent) && messageDescriptor(parent.parent)) return;
    if (ts.isJsxAttribute(parent) && TEXT_KEYS.has(propertyName(parent.name) ?? '')) return report(node, text);
    if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent) && TEXT_KEYS.has(propertyName(parent.parent.name) ?? '')) return report(node, text);
    // The value of { label: '…' }, not a quoted key such as { 'aria-label': … }.
    if (ts.isPropertyAssignment(parent) && parent.initializer === node && TEXT_KEYS.has(propertyName(parent.name) ?? '')) return report(node, text);
    // Shown as a child: {'Words'}, {ok ? 'Yes' : 'No'}, {name ?? 'Someone'}.
    let up: ts.Node = node;
    while (isResultOf(up.parent, up)) up = up.parent;
    up = up.parent;
    if (ts.isJsxExpression(up) && (ts.isJsxElement(up.parent) || ts.isJsxFragment(up.parent))) return report(node, text);
    // A page title and an error's fallback are read too.
    if (ts.isCallExpression(parent)) {
      const callee = parent.expression.getText();
      if (callee === 'useDocumentTitle' || (callee === 'describeError' && parent.arguments[1] === node)) report(node, text);
    }
  });
  return found;
}

describe('the consumer app', () => {
  const files = sourceFiles().filter((f) => !NOT_SCANNED.some((pattern) => pattern.test(f)));
  const results = new Map(files.map((f) => [f, hardCodedText(f)]));

  it('writes no words into components: they are messages, in English and Spanish', () => {
    const offending = [...results.values()].flat();
    expect(offending).toEqual([]);
  });

  it('finds words where they are (the scan itself)', () => {
    // A scan that finds nothing proves nothing: it must catch each way words get into a screen.
    const probe = hardCodedText('i18n/scan-probe.tsx');
    expect(probe.map((f) => f.replace(/^[^ ]+ /, ''))).toEqual([
      '"Payments · Parley"',
      '"We could not load it."',
      '"Hello there"',
      '"Your name"',
      '"Close"',
      '"Pay now"',
      '"Nothing yet"',
    ]);
  });
});
