import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { createPackageSchema, updatePackageSchema, type CreatePackageInput, type UpdatePackageInput } from '@dd/contracts/admin-packages';
import type { PackageDto } from '@dd/contracts/package';
import { RequirePermission, CurrentUser } from '../../../common/access';
import { zodBody } from '../../../common/zod-validation.pipe';
import type { UserEntity } from '../../../identity/users/user.entity';
import { AdminPackagesService } from './admin-packages.service';
import { packageDtoSchema } from '@dd/contracts/package';
import { Returns } from '../../../common/returns.decorator';

@ApiTags('admin')
@Controller('admin/packages')
@RequirePermission('adminArea')
export class AdminPackagesController {
  constructor(private readonly packages: AdminPackagesService) {}

  /** Every package, active and inactive. */
  @Get()
  @Returns([packageDtoSchema])
  list(): Promise<PackageDto[]> {
    return this.packages.list();
  }

  /** The type is derived from the name (dad-and-admin §3), whatever the body says. */
  @Post()
  @Returns(packageDtoSchema)
  create(@CurrentUser() admin: UserEntity, @Body(zodBody(createPackageSchema)) body: CreatePackageInput): Promise<PackageDto> {
    return this.packages.create(admin, body);
  }

  /** A partial body; the card's toggle sends isActive alone. */
  @Put(':id')
  @Returns(packageDtoSchema)
  update(@CurrentUser() admin: UserEntity, @Param('id') id: string, @Body(zodBody(updatePackageSchema)) body: UpdatePackageInput): Promise<PackageDto> {
    return this.packages.update(admin, id, body);
  }
}
