import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { RowCount } from './row-count.entity';
import { SeedRegistry } from './seeds';
import { TableGeneration } from './table-generation.entity';

/**
 * The database's own tables (the counters its triggers keep) and the seed registry every feature
 * registers its data with. Each feature registers its entities itself (MikroOrmModule.forFeature),
 * so this module knows none of them.
 */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([RowCount, TableGeneration])],
  providers: [SeedRegistry],
  exports: [SeedRegistry],
})
export class DatabaseModule {}
