/// <reference types="vite/client" />
import { IntlMessageFormat } from 'intl-messageformat';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { messages as spanish } from '../../src/i18n/es/index';
import { LABEL_TABLES } from '../../src/i18n/label-tables';
import { line, literalText, messageDescriptor, parse, propertyName, sourceFiles, walk } from './source-scan';

type Defined = { id: string; defaultMessage: string; where: string };

/** Every message the app defines: descriptor objects, and <FormattedMessage id defaultMessage />. */
function definedMessages(): Defined[] {
  const found: Defined[] = [];
  for (const file of sourceFiles()) {
    const source = parse(file);
    walk(source, (node) => {
      const descriptor = messageDescriptor(node);
      if (descriptor) found.push({ ...descriptor, where: `${file}:${line(node)}` });
      if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && node.tagName.getText() === 'FormattedMessage') {
        const attribute = (name: string) =>
          node.attributes.properties.find((a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && propertyName(a.name) === name)?.initializer;
        const id = literalText(attribute('id'));
        const defaultMessage = literalText(attribute('defaultMessage'));
        if (id !== null && defaultMessage !== null) found.push({ id, defaultMessage, where: `${file}:${line(node)}` });
      }
    });
  }
  for (const [table, descriptors] of Object.entries(LABEL_TABLES)) {
    for (const d of Object.values(descriptors)) found.push({ id: String(d.id), defaultMessage: String(d.defaultMessage), where: `label table ${table}` });
  }
  return found;
}

/** The names of a message's arguments ({name}, {count, plural, …}, <b>…</b> tags), sorted. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const visit = (elements: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== 0) names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) visit(option.value);
      if ('children' in element) visit(element.children);
    }
  };
  visit(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

describe('the message catalogs', () => {
  const defined = definedMessages();
  const byId = new Map<string, Defined[]>();
  for (const d of defined) byId.set(d.id, [...(byId.get(d.id) ?? []), d]);

  it('define each id once, with one English text', () => {
    const conflicting = [...byId.values()].filter((ds) => new Set(ds.map((d) => d.defaultMessage)).size > 1).map((ds) => ds.map((d) => `${d.id} @ ${d.where}`));
    expect(conflicting).toEqual([]);
  });

  it('parse as ICU messages, in English and in Spanish', () => {
    const broken: string[] = [];
    for (const d of defined) {
      try {
        argumentsOf(d.defaultMessage, 'en-US');
      } catch (error) {
        broken.push(`${d.id} (en): ${(error as Error).message}`);
      }
    }
    for (const [id, text] of Object.entries(spanish)) {
      try {
        argumentsOf(text, 'es-US');
      } catch (error) {
        broken.push(`${id} (es): ${(error as Error).message}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('have a Spanish translation for every message, with the same placeholders', () => {
    const missing = [...byId.keys()].filter((id) => !(id in spanish));
    expect(missing, 'ids with no Spanish translation').toEqual([]);
    const mismatched = [...byId.entries()]
      .filter(([id]) => id in spanish)
      .filter(([id, [d]]) => argumentsOf(d?.defaultMessage ?? '', 'en-US').join() !== argumentsOf(spanish[id] ?? '', 'es-US').join())
      .map(([id]) => id);
    expect(mismatched, 'translations whose placeholders differ from the English').toEqual([]);
  });

  it('hold no Spanish text for a message the app no longer defines', () => {
    expect(Object.keys(spanish).filter((id) => !byId.has(id))).toEqual([]);
  });

  it('translate, not copy: a Spanish text identical to its English is rare and listed', () => {
    const SAME_IN_BOTH = new Set<string>([
      // A file's name and "PDF" read the same in both.
      'offers.sign.agreementPdf',
      // Placeholders only: "{label} {number}".
      'intake.details.emailNumber',
      // Placeholders only: "{title} ({format})", "{product}: {name}", "{subject} {change}.", "{name}: {text}".
      'dashboard.download.withFormat',
      'dashboard.document.productTitle',
      'caseChange.sentence',
      'caseChange.named',
      // A product's name.
      'intake.product.solosettle',
      // "irregular" and "Formal" are the same word in both.
      'report.payFrequency.UNKNOWN',
      'editor.optionHigh.legal_formality',
    ]);
    const copied = [...byId.entries()].filter(([id, [d]]) => spanish[id] === d?.defaultMessage && /[a-z]{4}/i.test(spanish[id] ?? '') && !SAME_IN_BOTH.has(id));
    expect(copied.map(([id]) => id)).toEqual([]);
  });
});
