import { Module } from '@nestjs/common';
import { RoleAccess } from './role-access';

/** The role catalogue: which functions each role grants. */
@Module({ providers: [RoleAccess], exports: [RoleAccess] })
export class AclModule {}
