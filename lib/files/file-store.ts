/** Where files are kept: a folder on disk (`FolderStore`) or an S3-compatible bucket (`S3Store`). */
export interface FileStore {
  /** Writes a new file; an existing one is never overwritten. */
  write(name: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or undefined when it is gone. */
  read(name: string): Promise<Uint8Array | undefined>;
  /** Removes the file; one already gone is fine. */
  remove(name: string): Promise<void>;
}
