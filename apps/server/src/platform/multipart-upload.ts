import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { type AttachmentType, detectAttachmentType, extensionMatches } from './file-type.js';
import { imageDimensions, imageProblem, UNTRUSTED_FILE_LIMITS, zipProblem } from './untrusted-files/index.js';

export type FileKind = AttachmentType['extension'];

/** What one upload route accepts, and what it says when it refuses (the spec's words, per route). */
export interface UploadRules {
  /** Largest file, in bytes: past it the upload stops reading and answers 413 with `messages.tooLarge`. */
  maxFileBytes: number;
  /** Types allowed, judged by the bytes (magic numbers), never by the name or the browser's word. */
  kinds: readonly FileKind[];
  /** Files accepted at most (default 1); one more answers 400. */
  maxFiles?: number;
  /** Files required at least (default 1); fewer answers 400 with `messages.missing`. */
  minFiles?: number;
  /** When set, files under other field names are read and dropped. */
  fileFields?: readonly string[];
  /** The name's extension must agree with the content (a PNG named .pdf is refused too). */
  matchExtension?: boolean;
  /** Text fields at most (default 20) and the size of each (default 16 KiB). */
  maxFields?: number;
  maxFieldBytes?: number;
  messages: {
    tooLarge: string;
    wrongType: (file: { filename: string; extension: string }) => string;
    missing: string;
    tooMany?: string;
    notMultipart?: string;
    /** An image of more pixels than UNTRUSTED_FILE_LIMITS allows (default: its size and the cap, in words). */
    tooManyPixels?: string;
  };
}

export interface UploadedFile {
  fieldname: string;
  filename: string;
  data: Buffer;
  type: AttachmentType;
}

export interface MultipartUpload {
  files: UploadedFile[];
  /** Text fields by name; `name[]` is stored under `name`. */
  fields: Record<string, string[]>;
}

const DEFAULT_NOT_MULTIPART = 'Send the upload as multipart/form-data';
const MALFORMED = 'The upload was cut off or is malformed. Please try again.';
const TOO_MANY_PARTS = 'The upload has too many fields';

const extensionOf = (filename: string) => (filename.includes('.') ? (filename.split('.').pop() ?? '').toLowerCase() : '');
const IMAGE_KINDS: readonly FileKind[] = ['jpg', 'png', 'gif'];
const ZIP_KINDS: readonly FileKind[] = ['docx', 'xlsx'];
const MAX_MEGAPIXELS = UNTRUSTED_FILE_LIMITS.maxImagePixels / 1_000_000;
const tooManyPixels = ({ width, height }: { width: number; height: number }) =>
  `This image is ${width} × ${height} pixels, more than the ${MAX_MEGAPIXELS} million pixels an upload may have (a phone photo has up to 48 million). Please send a smaller image.`;

/**
 * One file's bytes against a route's rules: the check every stored upload passes, whether it came
 * in a multipart form (readMultipartUpload) or as a raw body (intake's direct upload). The type is
 * judged by the bytes, the name must agree when the route says so, and what would cost far more to
 * open than its size says is refused here, for every route at once (decision 011, issue 33): an
 * image of more pixels than the cap by its header, 413; an image whose header gives no size, 415;
 * a .docx or .xlsx that inflates past the cap, counted while inflating, 413 with the route's "too
 * large" words, as a file over the byte limit gets.
 */
export async function checkUploadedFile(
  data: Buffer,
  filename: string,
  rules: Pick<UploadRules, 'kinds' | 'matchExtension' | 'messages'>,
  fieldname = 'file',
): Promise<AttachmentType> {
  const { messages } = rules;
  const type = detectAttachmentType(data);
  const refuseType = () => {
    const message = messages.wrongType({ filename, extension: extensionOf(filename) || 'unknown' });
    return new AppError('UNSUPPORTED_MEDIA_TYPE', message, { [fieldname]: message });
  };
  if (!type || !rules.kinds.includes(type.extension) || (rules.matchExtension && !extensionMatches(filename, type))) throw refuseType();
  if (IMAGE_KINDS.includes(type.extension)) {
    const dimensions = imageDimensions(data);
    const problem = imageProblem(dimensions);
    if (problem === 'unreadable' || !dimensions) throw refuseType();
    if (problem === 'too-many-pixels') throw new AppError('PAYLOAD_TOO_LARGE', messages.tooManyPixels ?? tooManyPixels(dimensions));
  }
  if (ZIP_KINDS.includes(type.extension)) {
    const problem = await zipProblem(data);
    if (problem === 'unreadable') throw refuseType();
    if (problem === 'too-large') throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
  }
  return type;
}

/**
 * The one multipart reader of the server (chat, Ask Solo, the settlement agreement, intake): reads
 * the files and fields of a request within the route's limits, checks each file (checkUploadedFile),
 * and maps every refusal to one status: 413 too large, 415 not multipart or a wrong type, 400 a
 * missing file, too many files or fields, or a body cut short. An empty file part (a form sent with
 * no file chosen) counts as no file.
 */
export async function readMultipartUpload(req: FastifyRequest, rules: UploadRules): Promise<MultipartUpload> {
  const { messages } = rules;
  const maxFiles = rules.maxFiles ?? 1;
  const minFiles = rules.minFiles ?? 1;
  const maxFields = rules.maxFields ?? 20;
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.notMultipart ?? DEFAULT_NOT_MULTIPART);
  const files: UploadedFile[] = [];
  const fields: Record<string, string[]> = {};
  try {
    const parts = req.parts({
      limits: { fileSize: rules.maxFileBytes, files: maxFiles, fields: maxFields, parts: maxFiles + maxFields, fieldSize: rules.maxFieldBytes ?? 16 * 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        const key = part.fieldname.replace(/\[\]$/, '');
        fields[key] = [...(fields[key] ?? []), String(part.value ?? '')];
        continue;
      }
      const data = await part.toBuffer();
      if (rules.fileFields && !rules.fileFields.includes(part.fieldname)) continue;
      if (data.length === 0) continue;
      const filename = part.filename || 'upload';
      const type = await checkUploadedFile(data, filename, rules, part.fieldname);
      files.push({ fieldname: part.fieldname, filename, data, type });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new AppError('VALIDATION_FAILED', messages.tooMany ?? `At most ${maxFiles} file${maxFiles === 1 ? '' : 's'}`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError('VALIDATION_FAILED', TOO_MANY_PARTS);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.notMultipart ?? DEFAULT_NOT_MULTIPART);
    // Busboy's own errors (a boundary never closed, a body cut short) are the sender's, not ours.
    if (err instanceof Error && !code?.startsWith('FST_ERR_')) throw new AppError('VALIDATION_FAILED', MALFORMED);
    throw err;
  }
  if (files.length < minFiles) throw new AppError('VALIDATION_FAILED', messages.missing, { [rules.fileFields?.[0] ?? 'file']: messages.missing });
  return { files, fields };
}
