import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminCustomerQuerySchema, type AdminCustomerDto, type AdminCustomerQuery, type AdminCustomerSummaryDto } from '@dd/contracts/admin-customers';
import { AcceptsApiKey, RequirePermission } from '../../common/access';
import type { PagedList } from '../../common/paging';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { AdminCustomersService } from './admin-customers.service';
import { adminCustomerDtoSchema, adminCustomerSummaryDtoSchema } from '@dd/contracts/admin-customers';
import { Returns } from '../../common/returns.decorator';

@ApiTags('admin')
@Controller('admin/customers')
@RequirePermission('adminArea')
export class AdminCustomersController {
  constructor(private readonly customers: AdminCustomersService) {}

  /** Paged; `q` a name or email; `sort=recent` (newest first) or `bookings` (most first). */
  @Get()
  @AcceptsApiKey('customers:read')
  @Returns([adminCustomerDtoSchema])
  list(@Query(new ZodValidationPipe(adminCustomerQuerySchema)) query: AdminCustomerQuery): Promise<PagedList<AdminCustomerDto>> {
    return this.customers.list(query);
  }

  @Get('summary')
  @Returns(adminCustomerSummaryDtoSchema)
  summary(): Promise<AdminCustomerSummaryDto> {
    return this.customers.summary();
  }
}
