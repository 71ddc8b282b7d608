import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export const WEB_SRC = join(import.meta.dirname, '../../src');

/** Every .ts/.tsx file of the web app under `dir`, as paths relative to src/. */
export function sourceFiles(dir = WEB_SRC): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(relative(WEB_SRC, path));
  }
  return out.sort();
}

export function parse(file: string): ts.SourceFile {
  const text = readFileSync(join(WEB_SRC, file), 'utf8');
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

export function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

export function propertyName(name: ts.PropertyName | ts.JsxAttributeName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`;
  return null;
}

export function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return null;
}

/** An object literal `{ id: '…', defaultMessage: '…' }` (defineMessages, formatMessage, labelMessages' output is not literal). */
export function messageDescriptor(node: ts.Node): { id: string; defaultMessage: string } | null {
  if (!ts.isObjectLiteralExpression(node)) return null;
  let id: string | null = null;
  let defaultMessage: string | null = null;
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const name = propertyName(property.name);
    if (name === 'id') id = literalText(property.initializer);
    if (name === 'defaultMessage') defaultMessage = literalText(property.initializer);
  }
  return id !== null && defaultMessage !== null ? { id, defaultMessage } : null;
}

export function line(node: ts.Node): number {
  return node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1;
}
