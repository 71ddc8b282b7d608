import { describe, expect, it } from 'vitest';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_MESSAGES, chatAttachmentProblem } from './chat.js';

describe('chatAttachmentProblem: what the browser refuses as soon as files are chosen', () => {
  it('takes the allowed kinds whatever the case of their extension', () => {
    expect(
      chatAttachmentProblem([
        { name: 'Statement.PDF', size: 10 },
        { name: 'photo.jpeg', size: 10 },
      ]),
    ).toBeNull();
  });
  it('refuses a program or a file without an extension', () => {
    expect(chatAttachmentProblem([{ name: 'invoice.pdf.exe', size: 10 }])).toBe(CHAT_MESSAGES.attachmentType);
    expect(chatAttachmentProblem([{ name: 'README', size: 10 }])).toBe(CHAT_MESSAGES.attachmentType);
  });
  it('refuses a file over 25 MB and a sixth file', () => {
    expect(chatAttachmentProblem([{ name: 'scan.png', size: CHAT_ATTACHMENT_MAX_BYTES + 1 }])).toBe(CHAT_MESSAGES.attachmentTooLarge);
    expect(chatAttachmentProblem(Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.pdf`, size: 1 })))).toBe(CHAT_MESSAGES.tooManyAttachments);
  });
});
