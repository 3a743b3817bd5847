import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CustomerProfileDto } from '@dd/contracts/dad';
import { RequirePermission, CurrentUser } from '../common/access';
import type { UserEntity } from '../identity/users/user.entity';
import { CustomerProfileService } from './customer-profile.service';
import { customerProfileDtoSchema } from '@dd/contracts/dad';
import { Returns } from '../common/returns.decorator';

/** dad-and-admin §7: the DAD's customer profile (their own bookings with the customer; admins see all). */
@ApiTags('customers')
@Controller('customers')
export class CustomerProfileController {
  constructor(private readonly profiles: CustomerProfileService) {}

  @RequirePermission('customerProfiles')
  @Get(':id/profile')
  @Returns(customerProfileDtoSchema)
  profile(@CurrentUser() viewer: UserEntity, @Param('id') id: string): Promise<CustomerProfileDto> {
    return this.profiles.profile(viewer, id);
  }
}

/** dad-and-admin §7: GET /api/admin/customer/{id}, the same profile with every booking and car. */
@ApiTags('admin')
@Controller('admin/customer')
@RequirePermission('adminArea')
export class AdminCustomerProfileController {
  constructor(private readonly profiles: CustomerProfileService) {}

  @Get(':id')
  @Returns(customerProfileDtoSchema)
  profile(@CurrentUser() admin: UserEntity, @Param('id') id: string): Promise<CustomerProfileDto> {
    return this.profiles.profile(admin, id);
  }
}
