import { Anchor, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The assistant's answer as React elements: paragraphs, "- " bullets, "1. " steps, and
 * [text](/path) links to this site or https. No HTML from the answer is ever rendered.
 */
export function AnswerText({ text }: { text: string }) {
  const blocks = text.split(/\n{2,}/);
  return (
    <>
      {blocks.map((block, i) => {
        const lines = block.split('\n').filter(Boolean);
        const key = `${i}-${block.slice(0, 16)}`;
        if (lines.length > 0 && lines.every((l) => /^- /.test(l))) {
          return (
            <List key={key} size="sm" spacing={4} mb="xs">
              {lines.map((l, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one finished text, never reordered
                <List.Item key={`${j}-${l.slice(0, 12)}`}>{inline(l.slice(2))}</List.Item>
              ))}
            </List>
          );
        }
        if (lines.length > 0 && lines.every((l) => /^\d+\. /.test(l))) {
          return (
            <List key={key} type="ordered" size="sm" spacing={4} mb="xs">
              {lines.map((l, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one finished text, never reordered
                <List.Item key={`${j}-${l.slice(0, 12)}`}>{inline(l.replace(/^\d+\. /, ''))}</List.Item>
              ))}
            </List>
          );
        }
        return (
          <Text key={key} size="sm" mb="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {inline(block)}
          </Text>
        );
      })}
    </>
  );
}

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, label, href] = match;
    out.push(text.slice(last, match.index));
    if (href?.startsWith('/')) {
      out.push(
        <Anchor key={match.index} component={Link} to={href} target="_blank" size="sm">
          {label}
        </Anchor>,
      );
    } else if (href && /^https:\/\//.test(href)) {
      out.push(
        <Anchor key={match.index} href={href} target="_blank" rel="noopener noreferrer" size="sm">
          {label}
        </Anchor>,
      );
    } else {
      out.push(whole);
    }
    last = (match.index ?? 0) + whole.length;
  }
  out.push(text.slice(last));
  return out;
}
