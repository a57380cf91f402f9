import { closeSync, openSync, writeSync } from 'node:fs';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A run of the same bytes in an entry: `data` written `times` times over. */
export interface Run {
  data: Buffer | string;
  times?: number;
}

export interface RepeatedEntry {
  name: string;
  runs: Run[];
}

/**
 * Writes a zip whose big entries repeat the same bytes, compressing each distinct run only once:
 * deflated with a sync flush, a run ends on a byte boundary and refers to nothing before it, so its
 * compressed bytes can be written again and again, and the blocks still make one valid stream.
 * Hundreds of megabytes of entry cost what one run does, where a zip writer deflates them all.
 */
export function writeRepeatingZip(file: string, entries: RepeatedEntry[]): void {
  const deflated = new Map<Buffer | string, Buffer>();
  const compress = (data: Buffer | string): Buffer => {
    let out = deflated.get(data);
    if (!out) deflated.set(data, (out = deflateRawSync(data, { finishFlush: constants.Z_SYNC_FLUSH })));
    return out;
  };
  const lastBlock = deflateRawSync(Buffer.alloc(0));
  const fd = openSync(file, 'w');
  const centrals: Buffer[] = [];
  let offset = 0;
  const write = (bytes: Buffer) => {
    writeSync(fd, bytes);
    offset += bytes.length;
  };
  try {
    for (const entry of entries) {
      let crc = 0;
      let size = 0;
      let compressedSize = lastBlock.length;
      for (const { data, times = 1 } of entry.runs) {
        const bytes = typeof data === 'string' ? Buffer.from(data) : data;
        for (let i = 0; i < times; i++) crc = crc32(bytes, crc);
        size += bytes.length * times;
        compressedSize += compress(data).length * times;
      }
      const name = Buffer.from(entry.name);
      const at = offset;
      write(header(0x04034b50, name, { crc, size, compressedSize }));
      for (const { data, times = 1 } of entry.runs) for (let i = 0; i < times; i++) write(compress(data));
      write(lastBlock);
      centrals.push(header(0x02014b50, name, { crc, size, compressedSize, at }));
    }
    const directoryAt = offset;
    const directory = Buffer.concat(centrals);
    write(directory);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(directoryAt, 16);
    write(end);
  } finally {
    closeSync(fd);
  }
}

/** A local header (`at` absent) or a central directory record of a deflated entry. */
function header(signature: number, name: Buffer, e: { crc: number; size: number; compressedSize: number; at?: number }): Buffer {
  const central = e.at !== undefined;
  const out = Buffer.alloc((central ? 46 : 30) + name.length);
  out.writeUInt32LE(signature, 0);
  // a central record starts with the version that made it, and is otherwise laid out the same
  const p = central ? 6 : 4;
  if (central) out.writeUInt16LE(20, 4);
  out.writeUInt16LE(20, p); // version needed
  out.writeUInt16LE(8, p + 4); // deflate
  out.writeUInt16LE(0x21, p + 8); // 1 January 1980, the first day a zip can name
  out.writeUInt32LE(e.crc >>> 0, p + 10);
  out.writeUInt32LE(e.compressedSize, p + 14);
  out.writeUInt32LE(e.size, p + 18);
  out.writeUInt16LE(name.length, p + 22);
  if (central) out.writeUInt32LE(e.at!, 42);
  name.copy(out, central ? 46 : 30);
  return out;
}
