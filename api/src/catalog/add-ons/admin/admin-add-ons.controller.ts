import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { addOnDtoSchema, createAddOnSchema, updateAddOnSchema, type AddOnDto, type CreateAddOnInput, type UpdateAddOnInput } from '@dd/contracts/add-on';
import { RequirePermission, CurrentUser } from '../../../common/access';
import { zodBody } from '../../../common/zod-validation.pipe';
import type { UserEntity } from '../../../identity/users/user.entity';
import { AdminAddOnsService } from './admin-add-ons.service';
import { Returns } from '../../../common/returns.decorator';

@ApiTags('admin')
@Controller('admin/add-ons')
@RequirePermission('adminArea')
export class AdminAddOnsController {
  constructor(private readonly addOns: AdminAddOnsService) {}

  /** Every add-on, active and inactive, with the packages it goes with. */
  @Get()
  @Returns([addOnDtoSchema])
  list(): Promise<AddOnDto[]> {
    return this.addOns.list();
  }

  @Post()
  @Returns(addOnDtoSchema)
  create(@CurrentUser() admin: UserEntity, @Body(zodBody(createAddOnSchema)) body: CreateAddOnInput): Promise<AddOnDto> {
    return this.addOns.create(admin, body);
  }

  /** A partial body; the card's toggle sends isActive alone. */
  @Put(':id')
  @Returns(addOnDtoSchema)
  update(@CurrentUser() admin: UserEntity, @Param('id') id: string, @Body(zodBody(updateAddOnSchema)) body: UpdateAddOnInput): Promise<AddOnDto> {
    return this.addOns.update(admin, id, body);
  }
}
