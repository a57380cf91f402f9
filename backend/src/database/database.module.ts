import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { RowCount } from './row-count.entity';
import { SeedRegistry } from './seeds';
import { TableGeneration } from './table-generation.entity';

/** Features register their own entities (MikroOrmModule.forFeature), so this module knows none of them. */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([RowCount, TableGeneration])],
  providers: [SeedRegistry],
  exports: [SeedRegistry],
})
export class DatabaseModule {}
