// Reads a multipart KYC submission. Text fields are collected; each document is streamed into the
// private incoming folder while its size and SHA-256 are counted, then identified by its content.
// A limit that is crossed, or a document that is not a JPEG, PNG, WebP or PDF, ends the reading at
// once; the caller stores nothing until the whole submission has been checked, and discards the
// received files in every case.
import { createHash, randomBytes } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { DocumentMediaType } from '../../db/tables/kyc-documents.js';
import {
  AppError,
  badRequest,
  payloadTooLarge,
  unsupportedMediaType,
  type ErrorDetail,
} from '../../lib/errors.js';
import { acceptedDocumentType, displayName } from './document-content.js';
import type { ReceivedFile } from './document-storage.js';
import { KYC_TEXT_FIELDS, type KycFields, type KycTextField } from './kyc-rules.js';
import { KYC_DOCUMENT_LIMITS } from './kyc.limits.js';
import { KYC_MESSAGES } from './kyc.messages.js';

export const DOCUMENTS_FIELD = 'aadharDocs';

/** What @fastify/multipart (busboy) is told; the counts it enforces are answered below. */
export const MULTIPART_LIMITS = {
  files: KYC_DOCUMENT_LIMITS.files,
  fileSize: KYC_DOCUMENT_LIMITS.fileBytes,
  fields: KYC_DOCUMENT_LIMITS.fields,
  fieldSize: KYC_DOCUMENT_LIMITS.fieldBytes,
  parts: KYC_DOCUMENT_LIMITS.files + KYC_DOCUMENT_LIMITS.fields + 1,
  fieldNameSize: 100,
  headerPairs: 20,
};

export interface ReceivedDocument extends ReceivedFile {
  /** The client's file name made safe for display. */
  originalName: string;
  sizeBytes: number;
  /** Undefined only for an empty file (which is refused). */
  mediaType?: DocumentMediaType;
}

export interface ReceivedUpload {
  fields: KycFields;
  documents: ReceivedDocument[];
  /** Problems found while reading that belong with the field checks (400). */
  problems: ErrorDetail[];
  /** Removes whatever is still in the incoming folder. */
  discard(): Promise<void>;
}

const aboutDocuments = (message: string): ErrorDetail[] => [{ field: DOCUMENTS_FIELD, message }];
const tooLarge = () =>
  payloadTooLarge(KYC_MESSAGES.documentTooLarge, aboutDocuments(KYC_MESSAGES.documentTooLarge));

// Limits reported by @fastify/multipart, by error code.
const PARSER_REFUSALS: Record<string, () => AppError> = {
  FST_FILES_LIMIT: () =>
    badRequest(KYC_MESSAGES.tooManyDocuments, aboutDocuments(KYC_MESSAGES.tooManyDocuments)),
  FST_REQ_FILE_TOO_LARGE: tooLarge,
  FST_FIELDS_LIMIT: () => badRequest(KYC_MESSAGES.tooManyFields),
  FST_PARTS_LIMIT: () => badRequest(KYC_MESSAGES.tooManyFields),
};

export async function receiveKycUpload(
  request: FastifyRequest,
  incomingDir: string,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw unsupportedMediaType(KYC_MESSAGES.notMultipart);
  if (Number(request.headers['content-length'] ?? 0) > KYC_DOCUMENT_LIMITS.requestBytes) {
    // Nothing of the body is read, and none of it will be: the connection ends with the answer.
    const message = KYC_MESSAGES.documentTooLarge;
    throw new AppError(413, message, aboutDocuments(message), { connection: 'close' });
  }
  const upload: ReceivedUpload = {
    fields: {},
    documents: [],
    problems: [],
    discard: () => discardAll(upload.documents),
  };
  const parts = request.parts({ limits: MULTIPART_LIMITS });
  // Counted after parts() has started piping, so that listening does not start the flow early.
  let requestBytes = 0;
  const countBytes = (chunk: Buffer) => {
    requestBytes += chunk.length;
  };
  request.raw.on('data', countBytes);
  try {
    for (;;) {
      const step = await parserStep(parts.next());
      if (step.done) break;
      await receivePart(step.value, upload, incomingDir);
      if (requestBytes > KYC_DOCUMENT_LIMITS.requestBytes) throw tooLarge();
    }
    if (requestBytes > KYC_DOCUMENT_LIMITS.requestBytes) throw tooLarge();
    return upload;
  } catch (error) {
    drainRest(request);
    await upload.discard();
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

async function receivePart(part: Multipart, upload: ReceivedUpload, incomingDir: string) {
  if (part.type === 'field') {
    receiveField(part.fieldname, part.value, upload);
    return;
  }
  if (part.fieldname !== DOCUMENTS_FIELD) {
    throw badRequest(KYC_MESSAGES.unexpectedFile, [
      { field: part.fieldname, message: KYC_MESSAGES.unexpectedFile },
    ]);
  }
  const document = await receiveFile(part, incomingDir, upload.documents);
  // A form posted with its file input left empty sends an empty part without a name: no document.
  if (document.sizeBytes === 0 && part.filename === '') {
    await rm(document.path, { force: true });
    upload.documents.splice(upload.documents.indexOf(document), 1);
    return;
  }
  if (document.sizeBytes === 0) {
    if (!upload.problems.some(({ message }) => message === KYC_MESSAGES.emptyDocument)) {
      upload.problems.push(...aboutDocuments(KYC_MESSAGES.emptyDocument));
    }
    return;
  }
  document.mediaType = await acceptedDocumentType(document.path);
  if (!document.mediaType) {
    throw unsupportedMediaType(
      KYC_MESSAGES.unsupportedDocument,
      aboutDocuments(KYC_MESSAGES.unsupportedDocument),
    );
  }
}

// A value over the field size limit arrives truncated; it is still longer than any field allows,
// so the field checks refuse it. Unknown fields are ignored, repeated ones refused.
function receiveField(name: string, value: unknown, upload: ReceivedUpload) {
  if (!isKycTextField(name)) return;
  if (upload.fields[name] !== undefined) {
    if (!upload.problems.some(({ field }) => field === name)) {
      upload.problems.push({ field: name, message: KYC_MESSAGES.repeatedField });
    }
    return;
  }
  upload.fields[name] = typeof value === 'string' ? value : '';
}

async function receiveFile(
  part: MultipartFile,
  incomingDir: string,
  documents: ReceivedDocument[],
): Promise<ReceivedDocument> {
  const document: ReceivedDocument = {
    path: join(incomingDir, `${randomBytes(16).toString('hex')}.upload`),
    sha256: '',
    originalName: displayName(part.filename),
    sizeBytes: 0,
  };
  const handle = await open(document.path, 'wx', 0o600);
  documents.push(document);
  const hash = createHash('sha256');
  let writing = false;
  try {
    for await (const chunk of part.file) {
      if (!Buffer.isBuffer(chunk)) throw new TypeError('a file part yielded something else');
      document.sizeBytes += chunk.length;
      if (document.sizeBytes > KYC_DOCUMENT_LIMITS.fileBytes) throw tooLarge();
      hash.update(chunk);
      writing = true;
      await handle.write(chunk);
      writing = false;
    }
  } catch (error) {
    // Errors of our own (disk, limits) stay as they are; the stream's own mean a malformed body.
    throw writing || error instanceof AppError ? error : parserError(error);
  } finally {
    await handle.close();
  }
  if (part.file.truncated) throw tooLarge();
  document.sha256 = hash.digest('hex');
  return document;
}

async function parserStep<T>(step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    throw parserError(error);
  }
}

function parserError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  return PARSER_REFUSALS[code]?.() ?? badRequest(KYC_MESSAGES.malformedForm);
}

function isKycTextField(name: string): name is KycTextField {
  return KYC_TEXT_FIELDS.some((field) => field === name);
}

async function discardAll(documents: readonly ReceivedDocument[]) {
  await Promise.all(documents.map(({ path }) => rm(path, { force: true })));
}
