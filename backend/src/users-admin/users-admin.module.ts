import { Module } from '@nestjs/common';
import { UserDeletionService } from './user-deletion.service';
import { UsersAdminController } from './users-admin.controller';
import { UsersAdminService } from './users-admin.service';
import { UsersExportService } from './users-export.service';

@Module({ controllers: [UsersAdminController], providers: [UsersAdminService, UserDeletionService, UsersExportService] })
export class UsersAdminModule {}
