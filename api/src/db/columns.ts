// Column shapes and value sets shared by the table files. A table file imports kysely, this file and
// nothing else, so that db/schema.ts can assemble every module's tables without reaching back into
// a module (decision 0121).
import type { ColumnType } from 'kysely';
import { UPLOAD_MEDIA_TYPES, type UploadMediaType } from '@rent/sale-rules';

/** An investor's KYC status: users.kyc_status, and what an application or a plan line recorded. */
export const KYC_STATUSES = [
  'NOT_SUBMITTED',
  'SUBMITTED',
  'IN_REVIEW',
  'VERIFIED',
  'REJECTED',
] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** The kinds of private file the api accepts and stores, as read from their content. */
export const DOCUMENT_MEDIA_TYPES = UPLOAD_MEDIA_TYPES;
export type DocumentMediaType = UploadMediaType;

/** A timestamptz with a database default: optional on insert. */
export type InstantColumn = ColumnType<Date, Date | string | undefined, Date | string>;

/** A nullable timestamptz, null until something happens. */
export type OptionalInstantColumn = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** A nullable column that may be left out of an insert. */
export type OptionalColumn<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A column with a database default: optional on insert. */
export type DefaultedColumn<T> = ColumnType<T, T | undefined, T>;

/** A timestamptz every insert must give. */
export type GivenInstantColumn = ColumnType<Date, Date | string, Date | string>;

/** A PostgreSQL numeric, read back as an exact decimal string. */
export type DecimalColumn = ColumnType<string, string | bigint | undefined, string | bigint>;
