/**
 * What the portal asks of the embedded database, whether PGlite runs on the calling thread or
 * in a worker thread of its own (`pglite-thread-client.ts`): PGlite itself has this shape.
 */
export interface EmbeddedEngine {
  readonly closed: boolean;
  query<R>(sql: string, params: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  /** The data directory as a tarball, which another embedded database can start from. */
  dumpDataDir(compression: 'none'): Promise<Blob>;
  close(): Promise<void>;
}

/** Where the embedded database starts from: its data folder, or a dumped data directory. */
export interface EmbeddedStart {
  dataDir: string;
  loadDataDir?: Blob;
}
