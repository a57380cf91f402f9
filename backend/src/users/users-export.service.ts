import { Readable } from 'node:stream';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { newToken } from '../common/tokens';
import { type Lang, t } from '../i18n/i18n';
import { FileStorage } from '../storage/file-storage';
import type { ExportUsersDto, ExportUsersResponseDto } from './users.dto';
import { type UserListRow, usersInOrder } from './users-page.queries';

export const EXPORT_FOLDER = 'exports/users';
/** An export is a snapshot for one download; older ones are removed when the next is made. */
const KEEP_MS = 24 * 3600_000;
export const EXPORT_ID = /^[\w-]{43}$/;

/** The users the filters select, as an .xlsx file kept in the portal's storage for staff to download. */
@Injectable()
export class UsersExportService {
  private readonly logger = new Logger('UsersExport');

  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
  ) {}

  async export(filter: ExportUsersDto, lang: Lang): Promise<ExportUsersResponseDto> {
    const failed: ExportUsersResponseDto = { status: 'FAILED', message: t(lang, 'users.exportFailed') };
    const rows = await usersInOrder(this.em, filter);
    if (rows.length === 0) return failed;
    try {
      const buffer = await writeXlsxFile(sheet(rows, lang), {
        sheet: t(lang, 'users.export.sheet'),
        columns: [20, 20, 36, 24, 20, 20].map((width) => ({ width })),
        stickyRowsCount: 1,
      }).toBuffer();
      const id = newToken();
      await this.storage.put(FileStorage.join(EXPORT_FOLDER, `${id}.xlsx`), Readable.from([buffer]));
      await this.prune();
      const date = new Date().toISOString().slice(0, 10);
      return { status: 'SUCCESS', FILE_NAME: `users-${date}.xlsx`, FILE_URL: `/api/downloadUsersExport/${id}`, rowCount: rows.length };
    } catch (error) {
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      return failed;
    }
  }

  key(id: string): string {
    return FileStorage.join(EXPORT_FOLDER, `${id}.xlsx`);
  }

  private async prune(): Promise<void> {
    const before = Date.now() - KEEP_MS;
    for await (const file of this.storage.list(EXPORT_FOLDER)) {
      if (file.modified.getTime() < before) await this.storage.remove(file.key);
    }
  }
}

function sheet(rows: UserListRow[], lang: Lang): SheetData {
  const header = (['firstName', 'lastName', 'emailAddress', 'role', 'createdOn', 'lastLogin'] as const).map((k) => ({
    value: t(lang, `users.export.${k}`),
    fontWeight: 'bold' as const,
  }));
  const date = (value: Date | string | null) => (value === null ? null : { value: new Date(value), type: Date, format: 'yyyy-mm-dd hh:mm' });
  return [header, ...rows.map((r) => [r.first_name, r.last_name, r.email, t(lang, `role.${r.role_id}` as 'role.2'), date(r.created_on), date(r.last_login)])];
}
