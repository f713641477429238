/**
 * The database interface every query module talks to: SQL with `?` placeholders that SQLite and
 * PostgreSQL both accept, and the few helpers that differ between the two.
 */
/** A value bound to a `?` placeholder. */
export type Param = string | number | bigint | null;
export type Row = Record<string, unknown>;

/**
 * What every query module talks to: SQL with `?` placeholders that SQLite and PostgreSQL both
 * accept, run on the database or inside one of its transactions.
 */
export interface Queryable {
  readonly dialect: 'sqlite' | 'postgres';
  /** Every row the statement returns. */
  all(sql: string, params?: readonly Param[]): Promise<Row[]>;
  /** The first row, or undefined. */
  get(sql: string, params?: readonly Param[]): Promise<Row | undefined>;
  /** Runs a statement; resolves with how many rows it changed. */
  run(sql: string, params?: readonly Param[]): Promise<{ changes: number }>;
  /** Runs statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The database: SQLite in DATA_DIR, or PostgreSQL at DATABASE_URL. */
export interface Database extends Queryable {
  readonly isOpen: boolean;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * Inside, query through `tx` only.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The column that orders rows stored in the same millisecond by insertion. */
export function insertionOrder(db: Queryable, table?: string): string {
  const column = db.dialect === 'sqlite' ? 'rowid' : 'seq';
  return table ? `${table}.${column}` : column;
}

/** Whether the database has the table (a database opened read-only may predate it). */
export async function hasTable(db: Queryable, name: string): Promise<boolean> {
  const row = await db.get(
    db.dialect === 'sqlite'
      ? `SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`
      : `SELECT 1 FROM information_schema.tables
         WHERE table_schema = current_schema() AND table_name = ?`,
    [name],
  );
  return row !== undefined;
}
