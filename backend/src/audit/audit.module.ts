import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { AuditService } from './audit.service';
import { AuditLog } from './audit-log.entity';

@Global()
@Module({ imports: [MikroOrmModule.forFeature([AuditLog])], providers: [AuditService], exports: [AuditService] })
export class AuditModule {}
