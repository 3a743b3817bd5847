import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AddOnDto } from '@dd/contracts/add-on';
import { Public } from '../../common/access';
import { ReplayedRead } from '../../platform/cache/replayed-reads';
import { AddOnsService } from './add-ons.service';
import { addOnDtoSchema } from '@dd/contracts/add-on';
import { Returns } from '../../common/returns.decorator';

@ApiTags('add-ons')
@Controller('add-ons')
export class AddOnsController {
  constructor(private readonly addOns: AddOnsService) {}

  /** The add-ons customers can choose, each with the packages it goes with. */
  @Public()
  @ReplayedRead()
  @Get()
  @Returns([addOnDtoSchema])
  list(): Promise<AddOnDto[]> {
    return this.addOns.listActive();
  }
}
