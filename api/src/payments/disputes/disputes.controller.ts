import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PaymentDisputeDto } from '@dd/contracts/payment';
import { RequirePermission } from '../../common/access';
import { DisputesService } from './disputes.service';

/** Chargebacks and the evidence we sent (admin, permission managePayments). */
@ApiTags('payments')
@Controller('admin/disputes')
export class DisputesController {
  constructor(private readonly disputes: DisputesService) {}

  /** Open disputes first (soonest due), then decided ones. */
  @RequirePermission('managePayments')
  @Get()
  list(): Promise<PaymentDisputeDto[]> {
    return this.disputes.list();
  }
}
