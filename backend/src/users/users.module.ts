import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Inject, Logger, Module } from '@nestjs/common';
import { RoleId } from '@portal/shared';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { SeedRegistry } from '../database/seeds';
import { ensureAccount } from './seed-accounts';
import { UserDeletionService } from './user-deletion.service';
import { UserRoleCount } from './user-role-count.entity';
import { User } from './user.entity';
import { UsersExportService } from './users-export.service';
import { UsersPageService } from './users-page.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/** BOOTSTRAP_ADMIN_EMAIL's content admin is seeded here, once the roles are. */
@Module({
  imports: [MikroOrmModule.forFeature([User, UserRoleCount])],
  controllers: [UsersController],
  providers: [UsersService, UsersPageService, UserDeletionService, UsersExportService],
  exports: [UsersService, UserDeletionService],
})
export class UsersModule {
  constructor(seeds: SeedRegistry, @Inject(APP_CONFIG) config: AppConfig) {
    const admin = config.bootstrapAdmin;
    if (!admin) return;
    seeds.register('accounts', 'bootstrap content admin', async (em) => {
      const outcome = await ensureAccount(em, { ...admin, firstName: 'Portal', lastName: 'Administrator', roleId: RoleId.ContentAdmin });
      new Logger('Accounts').log(`bootstrap content admin ${admin.email}: ${outcome}`);
    });
  }
}
