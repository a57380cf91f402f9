import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Fn } from '@portal/shared';
import type { User } from '../users/user.entity';
import { SignedInUser } from '../users/signed-in-user.public';
import { RequiresFunction } from '../http/decorators';
import { InProgressResponseDto } from './dto/in-progress.dto';
import { InProgressService } from './in-progress.service';

@ApiTags('delivery')
@Controller('api')
export class InProgressController {
  constructor(private readonly inProgress: InProgressService) {}

  /** The caller's own unfinished practice tests, most recently active first, for "continue where you left off". */
  @RequiresFunction(Fn.Home)
  @Post('getTestsInProgress')
  @HttpCode(200)
  async getTestsInProgress(@SignedInUser() user: User): Promise<InProgressResponseDto> {
    return { data: await this.inProgress.of(user) };
  }
}
