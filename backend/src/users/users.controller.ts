import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Fn } from '@portal/shared';
import { sendAttachment } from '../http/attachment';
import type { User } from './user.entity';
import { SignedInUser } from './signed-in-user.public';
import { Lang, RequiresFunction } from '../http/decorators';
import type { Lang as Language } from '../i18n/i18n';
import { FileStorage } from '../storage/file-storage';
import { DeleteUserDto, DeleteUserResponseDto, ExportUsersDto, ExportUsersResponseDto, GetUsersDto, UsersPageDto } from './users.dto';
import { UserDeletionService } from './user-deletion.service';
import { UsersPageService } from './users-page.service';
import { EXPORT_ID, UsersExportService } from './users-export.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

@ApiTags('users')
@Controller('api')
export class UsersController {
  constructor(
    private readonly users: UsersPageService,
    private readonly deletion: UserDeletionService,
    private readonly exports: UsersExportService,
    private readonly storage: FileStorage,
  ) {}

  /** The users table: filters on firstName, lastName, emailAddress (from the start, any case) and userRoleId. */
  @RequiresFunction(Fn.Users)
  @Post('getUsers')
  @HttpCode(200)
  getUsers(@Body() query: GetUsersDto, @Lang() lang: Language): Promise<UsersPageDto> {
    return this.users.page(query, lang);
  }

  /** Ends the account: sessions and links at once, personal data replaced, the row kept for aggregates. */
  @RequiresFunction(Fn.Users)
  @Post('deleteUser')
  @HttpCode(200)
  deleteUser(@Body() body: DeleteUserDto, @SignedInUser() user: User, @Lang() lang: Language): Promise<DeleteUserResponseDto> {
    return this.deletion.remove(user, body.emailAddress, lang);
  }

  /** An .xlsx of every user the filters select, in the table's order. */
  @RequiresFunction(Fn.Users)
  @Post('exportUsers')
  @HttpCode(200)
  exportUsers(@Body() body: ExportUsersDto, @Lang() lang: Language): Promise<ExportUsersResponseDto> {
    return this.exports.export(body, lang);
  }

  /** Sends a users export made by /api/exportUsers. */
  @RequiresFunction(Fn.Users)
  @Get('downloadUsersExport/:fileId')
  @ApiProduces(XLSX)
  @ApiOkResponse({ description: 'the spreadsheet', schema: { type: 'string', format: 'binary' } })
  async downloadUsersExport(@Param('fileId') fileId: string, @Res() reply: FastifyReply): Promise<void> {
    const key = EXPORT_ID.test(fileId) ? this.exports.key(fileId) : null;
    if (!key || !(await this.storage.exists(key))) throw new NotFoundException('users.exportMissing');
    await sendAttachment(reply, { contentType: XLSX, name: `users-${new Date().toISOString().slice(0, 10)}.xlsx`, body: this.storage.read(key) });
  }
}
