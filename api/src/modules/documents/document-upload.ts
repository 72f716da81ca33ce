// Reads a multipart form that carries private documents (KYC's Aadhar scans, a manual payment's
// proof). Text fields are collected; each file is streamed into the private incoming folder while
// its size and SHA-256 are counted, then identified by its content and made safe to keep (an image
// re-encoded, a PDF with active content refused: document-safety.ts). A limit that is crossed, or a
// file that is not a clean JPEG, PNG, WebP or PDF, ends the reading at once; the caller stores nothing
// until the whole form has been checked, and discards the received files in every case.
import { createHash, randomBytes } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { DocumentMediaType } from '../../db/columns.js';
import {
  AppError,
  badRequest,
  payloadTooLarge,
  unsupportedMediaType,
  type ErrorDetail,
} from '../../lib/errors.js';
import { unstorableValue } from '../../lib/storable-input.js';
import { acceptedDocumentType, displayName } from './document-content.js';
import { makeDocumentSafe } from './document-safety.js';
import type { ReceivedFile } from './document-storage.js';

export interface UploadLimits {
  files: number;
  fileBytes: number;
  /** The whole request: every file, the fields and the multipart framing. */
  requestBytes: number;
  /** Text fields: how many, and how many bytes each. */
  fields: number;
  fieldBytes: number;
}

/** What the investor is told when the form breaks a rule of its own. */
export interface UploadMessages {
  notMultipart: string;
  tooLarge: string;
  tooManyFiles: string;
  tooManyFields: string;
  malformed: string;
  unexpectedFile: (field: string) => string;
  unsupportedType: string;
  /** A PDF holding scripts, actions, attached files or other active content. */
  activeContent: string;
  /** A file of an accepted type that cannot be decoded or parsed within the bounds. */
  unreadable: string;
  emptyFile: string;
  repeatedField: string;
}

export interface DocumentForm<Field extends string> {
  /** The one field files are accepted in. */
  fileField: string;
  /** The text fields kept; any other is ignored. */
  textFields: readonly Field[];
  limits: UploadLimits;
  messages: UploadMessages;
}

export interface ReceivedDocument extends ReceivedFile {
  /** The client's file name made safe for display. */
  originalName: string;
  sizeBytes: number;
  /** Undefined only for an empty file (which is refused). */
  mediaType?: DocumentMediaType;
}

export interface ReceivedForm<Field extends string> {
  fields: Partial<Record<Field, string>>;
  files: ReceivedDocument[];
  /** Problems found while reading that belong with the field checks (400). */
  problems: ErrorDetail[];
  /** Removes whatever is still in the incoming folder. */
  discard(): Promise<void>;
}

/** What @fastify/multipart (busboy) is told; the counts it enforces are answered below. */
export function multipartLimits(limits: UploadLimits) {
  return {
    files: limits.files,
    fileSize: limits.fileBytes,
    fields: limits.fields,
    fieldSize: limits.fieldBytes,
    parts: limits.files + limits.fields + 1,
    fieldNameSize: 100,
    headerPairs: 20,
  };
}

export async function receiveDocumentForm<Field extends string>(
  request: FastifyRequest,
  incomingDir: string,
  form: DocumentForm<Field>,
): Promise<ReceivedForm<Field>> {
  const { limits, messages } = form;
  if (!request.isMultipart()) throw unsupportedMediaType(messages.notMultipart);
  const aboutFiles = (message: string): ErrorDetail[] => [{ field: form.fileField, message }];
  if (Number(request.headers['content-length'] ?? 0) > limits.requestBytes) {
    // Nothing of the body is read, and none of it will be: the connection ends with the answer.
    throw new AppError(413, messages.tooLarge, aboutFiles(messages.tooLarge), {
      connection: 'close',
    });
  }
  const received: ReceivedForm<Field> = {
    fields: {},
    files: [],
    problems: [],
    discard: () => discardAll(received.files),
  };
  const reader = new FormReader(form, incomingDir, received);
  const parts = request.parts({ limits: multipartLimits(limits) });
  // Counted after parts() has started piping, so that listening does not start the flow early.
  let requestBytes = 0;
  const countBytes = (chunk: Buffer) => {
    requestBytes += chunk.length;
  };
  request.raw.on('data', countBytes);
  try {
    for (;;) {
      const step = await reader.parserStep(parts.next());
      if (step.done) break;
      await reader.receivePart(step.value);
      if (requestBytes > limits.requestBytes) throw reader.tooLarge();
    }
    if (requestBytes > limits.requestBytes) throw reader.tooLarge();
    received.problems.push(...unstorableFields(received.fields));
    return received;
  } catch (error) {
    drainRest(request);
    await received.discard();
    throw error;
  } finally {
    request.raw.off('data', countBytes);
  }
}

// A refusal can come before the client has sent everything. The rest of the body is read and
// dropped so that the client, still sending, gets the answer and the connection stays usable.
function drainRest(request: FastifyRequest) {
  request.raw.unpipe();
  request.raw.resume();
}

class FormReader<Field extends string> {
  constructor(
    private readonly form: DocumentForm<Field>,
    private readonly incomingDir: string,
    private readonly received: ReceivedForm<Field>,
  ) {}

  private aboutFiles(message: string): ErrorDetail[] {
    return [{ field: this.form.fileField, message }];
  }

  tooLarge(): AppError {
    const { tooLarge } = this.form.messages;
    return payloadTooLarge(tooLarge, this.aboutFiles(tooLarge));
  }

  async receivePart(part: Multipart) {
    if (part.type === 'field') {
      this.receiveField(part.fieldname, part.value);
      return;
    }
    const { messages, fileField } = this.form;
    if (part.fieldname !== fileField) {
      const message = messages.unexpectedFile(part.fieldname);
      throw badRequest(message, [{ field: part.fieldname, message }]);
    }
    // Typed as a string, but absent when the part names no file (busboy still reads the part as a
    // file when it declares a binary Content-Type).
    const filename: string | undefined = part.filename;
    const document = await this.receiveFile(part, filename ?? '');
    const { files, problems } = this.received;
    // A form posted with its file input left empty sends an empty part without a name: no file.
    if (document.sizeBytes === 0 && !filename) {
      await rm(document.path, { force: true });
      files.splice(files.indexOf(document), 1);
      return;
    }
    if (document.sizeBytes === 0) {
      if (!problems.some(({ message }) => message === messages.emptyFile)) {
        problems.push(...this.aboutFiles(messages.emptyFile));
      }
      return;
    }
    document.mediaType = await acceptedDocumentType(document.path);
    if (!document.mediaType) {
      throw unsupportedMediaType(
        messages.unsupportedType,
        this.aboutFiles(messages.unsupportedType),
      );
    }
    const verdict = await makeDocumentSafe(document, document.mediaType);
    if (verdict !== 'kept') {
      const message = verdict === 'active-content' ? messages.activeContent : messages.unreadable;
      throw new AppError(422, message, this.aboutFiles(message));
    }
  }

  // A value over the field size limit arrives truncated; it is still longer than any field allows,
  // so the field checks refuse it. Unknown fields are ignored, repeated ones refused.
  private receiveField(name: string, value: unknown) {
    const field = this.form.textFields.find((known) => known === name);
    if (field === undefined) return;
    const { fields, problems } = this.received;
    if (fields[field] !== undefined) {
      if (!problems.some((problem) => problem.field === name)) {
        problems.push({ field: name, message: this.form.messages.repeatedField });
      }
      return;
    }
    fields[field] = typeof value === 'string' ? value : '';
  }

  private async receiveFile(part: MultipartFile, filename: string): Promise<ReceivedDocument> {
    const document: ReceivedDocument = {
      path: join(this.incomingDir, `${randomBytes(16).toString('hex')}.upload`),
      sha256: '',
      originalName: displayName(filename),
      sizeBytes: 0,
    };
    const handle = await open(document.path, 'wx', 0o600);
    this.received.files.push(document);
    const hash = createHash('sha256');
    let writing = false;
    try {
      for await (const chunk of part.file) {
        if (!Buffer.isBuffer(chunk)) throw new TypeError('a file part yielded something else');
        document.sizeBytes += chunk.length;
        if (document.sizeBytes > this.form.limits.fileBytes) throw this.tooLarge();
        hash.update(chunk);
        writing = true;
        await handle.write(chunk);
        writing = false;
      }
    } catch (error) {
      // Errors of our own (disk, limits) stay as they are; the stream's own mean a malformed body.
      throw writing || error instanceof AppError ? error : this.parserError(error);
    } finally {
      await handle.close();
    }
    if (part.file.truncated) throw this.tooLarge();
    document.sha256 = hash.digest('hex');
    return document;
  }

  async parserStep<T>(step: Promise<T>): Promise<T> {
    try {
      return await step;
    } catch (error) {
      throw this.parserError(error);
    }
  }

  // Limits reported by @fastify/multipart, by error code; anything else is a malformed body.
  private parserError(error: unknown): AppError {
    if (error instanceof AppError) return error;
    const { messages } = this.form;
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    switch (code) {
      case 'FST_FILES_LIMIT':
        return badRequest(messages.tooManyFiles, this.aboutFiles(messages.tooManyFiles));
      case 'FST_REQ_FILE_TOO_LARGE':
        return this.tooLarge();
      case 'FST_FIELDS_LIMIT':
      case 'FST_PARTS_LIMIT':
        return badRequest(messages.tooManyFields);
      default:
        return badRequest(messages.malformed);
    }
  }
}

// The text fields of a form are held to the rules of every other request's text (the
// storable-input plugin cannot see inside a multipart body).
function unstorableFields(fields: Partial<Record<string, string>>): ErrorDetail[] {
  return Object.entries(fields).flatMap(([name, value]) => {
    const problem = unstorableValue({ [name]: value }, 'form');
    return problem ? [problem] : [];
  });
}

async function discardAll(files: readonly ReceivedDocument[]) {
  await Promise.all(files.map(({ path }) => rm(path, { force: true })));
}
