/** The streams a command talks to: the process's in the bin, in-memory ones in tests. */

/** A stream the CLI writes to. `isTTY` decides whether a progress bar is drawn. */
export interface CliOutput {
  write(chunk: string): unknown;
  readonly isTTY?: boolean;
}

/** Standard streams of one CLI run. */
export interface CliIo {
  readonly stdout: CliOutput;
  readonly stderr: CliOutput;
  /** Read only by `play --human`. */
  readonly stdin: NodeJS.ReadableStream;
}
