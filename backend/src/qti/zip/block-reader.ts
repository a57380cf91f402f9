import { close, read } from 'node:fs';
import { Readable } from 'node:stream';
import yauzl from 'yauzl';

/** Bytes read from the file at once: a few hundred small entries, or their directory records. */
const BLOCK = 64 * 1024;

type ReadDone = (err: Error | null, bytesRead?: number) => void;

/**
 * yauzl reads each record in tiny reads, each a trip through the thread pool (some 16 s for a 50,000-item
 * directory); reads within the last block are answered from it. Larger ranges stream.
 */
export class BlockReader extends yauzl.RandomAccessReader {
  private block = Buffer.alloc(0);
  private blockStart = 0;

  constructor(private readonly fd: number) {
    super();
  }

  private cached(position: number, length: number): boolean {
    return position >= this.blockStart && position + length <= this.blockStart + this.block.length;
  }

  override read(buffer: Buffer, offset: number, length: number, position: number, callback: ReadDone): void {
    const copy = () => {
      const from = position - this.blockStart;
      this.block.copy(buffer, offset, from, from + length);
      return length;
    };
    if (this.cached(position, length)) {
      setImmediate(() => callback(null, copy()));
      return;
    }
    if (length > BLOCK) {
      read(this.fd, buffer, offset, length, position, (err, bytesRead) => callback(err, bytesRead));
      return;
    }
    const block = Buffer.allocUnsafe(BLOCK);
    read(this.fd, block, 0, BLOCK, position, (err, bytesRead) => {
      if (err) return callback(err);
      this.block = block.subarray(0, bytesRead);
      this.blockStart = position;
      // a short block is the end of the file: the caller sees how many bytes there were
      callback(null, this.block.copy(buffer, offset, 0, Math.min(length, bytesRead)));
    });
  }

  override _readStreamForRange(start: number, end: number): Readable {
    if (end - start > BLOCK) return new RangeStream(this.fd, start, end);
    if (this.cached(start, end - start)) return Readable.from([Buffer.from(this.block.subarray(start - this.blockStart, end - this.blockStart))]);
    const stream = new Readable({ read() {} });
    const buffer = Buffer.allocUnsafe(end - start);
    this.read(buffer, 0, end - start, start, (err, bytesRead = 0) => {
      if (err) return stream.destroy(err);
      stream.push(buffer.subarray(0, bytesRead));
      stream.push(null);
    });
    return stream;
  }

  override close(callback: (err: Error | null) => void): void {
    close(this.fd, callback);
  }
}

/** A range of the file read a block at a time; destroying it leaves the descriptor open (`fs.createReadStream` closes it). */
class RangeStream extends Readable {
  constructor(
    private readonly fd: number,
    private position: number,
    private readonly end: number,
  ) {
    super({ highWaterMark: BLOCK });
  }

  override _read(): void {
    const length = Math.min(BLOCK, this.end - this.position);
    if (length <= 0) {
      this.push(null);
      return;
    }
    const buffer = Buffer.allocUnsafe(length);
    read(this.fd, buffer, 0, length, this.position, (err, bytesRead) => {
      if (err) return this.destroy(err);
      if (bytesRead === 0) return void this.push(null);
      this.position += bytesRead;
      this.push(buffer.subarray(0, bytesRead));
    });
  }
}
