import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SeedRegistry } from '../database/seeds';
import { RoleAccess } from './role-access';
import { seedRoleCatalogue } from './role-catalogue';
import { AppFunction, Role, RoleFunction } from './role.entity';

/** The role catalogue: which functions each role grants. */
@Module({ imports: [MikroOrmModule.forFeature([Role, AppFunction, RoleFunction])], providers: [RoleAccess], exports: [RoleAccess] })
export class AclModule {
  constructor(seeds: SeedRegistry) {
    seeds.register('reference', 'roles and functions', seedRoleCatalogue);
  }
}
