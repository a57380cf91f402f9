import { Module } from '@nestjs/common';
import { UserDeletionService } from './user-deletion.service';
import { UsersExportService } from './users-export.service';
import { UsersPageService } from './users-page.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/**
 * Accounts: the staff's users table, export and deletion; others find and build users through
 * UsersService, and drop what they keep of a deleted account through UserDeletionService.onDelete.
 */
@Module({
  controllers: [UsersController],
  providers: [UsersService, UsersPageService, UserDeletionService, UsersExportService],
  exports: [UsersService, UserDeletionService],
})
export class UsersModule {}
