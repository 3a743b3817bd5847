import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/access';
import { ReplayedRead } from '../../platform/cache/replayed-reads';
import type { PackageDto } from '@dd/contracts/package';
import { toPackageDto } from './package.mapper';
import { PackagesService } from './packages.service';
import { packageDtoSchema } from '@dd/contracts/package';
import { Returns } from '../../common/returns.decorator';

@ApiTags('packages')
@Controller('packages')
export class PackagesController {
  constructor(private readonly packages: PackagesService) {}

  @Public()
  @ReplayedRead()
  @Get()
  @Returns([packageDtoSchema])
  async list(): Promise<PackageDto[]> {
    return (await this.packages.listActive()).map(toPackageDto);
  }
}
