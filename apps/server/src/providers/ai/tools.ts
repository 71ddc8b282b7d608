import type { PilotFunctionName } from '@parley/shared';

/** The assistant's tools, as JSON Schema function definitions (the chat-completions "tools" field). */
export const TOOL_DEFINITIONS: { name: PilotFunctionName; description: string; parameters: Record<string, unknown> }[] = [
  {
    name: 'start_debt_answer',
    description: 'Start a Debt Answer case: the guided steps to answer a debt lawsuit. Use when the consumer asks to answer or respond to a lawsuit.',
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
  {
    name: 'start_solosettle',
    description: 'Start a SoloSettle case to negotiate a settlement of a debt with the collector. Use when the consumer asks to settle or make an offer.',
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
  {
    name: 'start_document_generation',
    description: 'Start a document (such as a letter to a collector) the consumer shapes in the AI editor.',
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
  {
    name: 'search_courts',
    description: "Search Parley's court directory by city, county or court name, optionally in one state.",
    parameters: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'City, county or court name' },
        state: { type: ['string', 'null'], description: 'Two-letter state code' },
      },
      required: ['query'],
      additionalProperties: false,
    },
  },
  {
    name: 'display_payment_widget',
    description: "Show the payment form for the consumer's settlement when they ask to pay.",
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
];
