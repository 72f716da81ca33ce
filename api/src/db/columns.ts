// Column shapes shared by the table files.
import type { ColumnType } from 'kysely';

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
