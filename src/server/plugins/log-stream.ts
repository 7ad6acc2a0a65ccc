/**
 * Where the server's log lines go: standard output, with the lines of one turn of the event loop
 * written together (decision 008). Pino writes each line on its own by default, one system call per
 * line; under load that call cost more than the rest of a cached answer. Lines wait at most until
 * the end of the current turn (well under a millisecond when idle), keep their order, and are
 * written before the process exits, a fatal error's line included.
 */
export interface LineSink {
  write(chunk: string): boolean;
}

export class BatchedLines {
  #lines: string[] = [];
  #scheduled = false;

  constructor(
    private readonly out: LineSink = process.stdout,
    private readonly schedule: (flush: () => void) => void = setImmediate,
  ) {}

  /** Called by pino with one finished line (newline included). */
  write(line: string): boolean {
    this.#lines.push(line);
    if (!this.#scheduled) {
      this.#scheduled = true;
      this.schedule(this.flush);
    }
    return true;
  }

  /** Writes what is waiting now (the exit handler calls it, so nothing is lost). */
  readonly flush = (): void => {
    this.#scheduled = false;
    if (this.#lines.length === 0) return;
    const text = this.#lines.join('');
    this.#lines = [];
    this.out.write(text);
  };
}

let shared: BatchedLines | undefined;

/**
 * The process's one batched standard output. Writes to files and pipes are synchronous in Node on
 * Linux, so flushing on 'exit' still reaches the file or the log collector.
 */
export function batchedStdout(): BatchedLines {
  if (!shared) {
    const lines = new BatchedLines();
    process.on('exit', lines.flush);
    shared = lines;
  }
  return shared;
}
