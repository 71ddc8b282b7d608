import type { Persona } from '@parley/shared';

/**
 * The assistant's personas (consumer spec 3 "Persona"): the same knowledge, told in a different
 * way. `style` drives the built-in provider's layout and is the OpenAI-compatible provider's
 * instruction.
 */
/** An avatar drawn inline (a data: URL the CSP allows): the persona's initials on its colour. */
function avatar(initials: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${color}"/><text x="32" y="41" font-family="Arial,sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export type PersonaStyle = 'balanced' | 'brief' | 'steps' | 'negotiator';
export type PersonaDefinition = Persona & { style: PersonaStyle; instruction: string };

export const PERSONAS: PersonaDefinition[] = [
  {
    id: 'solo',
    name: 'Solo',
    description: 'Clear, friendly answers with the key details and where to read more.',
    avatarUrl: avatar('S', '#0ca678'),
    style: 'balanced',
    instruction: 'Answer clearly and warmly in a few short paragraphs.',
  },
  {
    id: 'plain_talk',
    name: 'Plain Talk',
    description: 'Short answers in everyday words. Just the essentials.',
    avatarUrl: avatar('PT', '#1c7ed6'),
    style: 'brief',
    instruction: 'Answer in at most three short sentences of everyday words.',
  },
  {
    id: 'step_by_step',
    name: 'Step by Step',
    description: 'Breaks every answer into numbered steps you can follow.',
    avatarUrl: avatar('SS', '#f08c00'),
    style: 'steps',
    instruction: 'Answer as a numbered list of concrete steps.',
  },
  {
    id: 'negotiation_coach',
    name: 'Negotiation Coach',
    description: 'Focused on settling: offers, counteroffers and getting it in writing.',
    avatarUrl: avatar('NC', '#ae3ec9'),
    style: 'negotiator',
    instruction: 'Answer with a focus on negotiating a settlement the consumer can keep, and end with one practical negotiation tip.',
  },
];

export function findPersona(id: string | null | undefined): PersonaDefinition | null {
  return PERSONAS.find((p) => p.id === id) ?? null;
}

export function publicPersona(p: PersonaDefinition): Persona {
  return { id: p.id, name: p.name, description: p.description, avatarUrl: p.avatarUrl };
}
