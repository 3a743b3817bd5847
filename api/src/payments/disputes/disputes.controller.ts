import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { paymentDisputeDtoSchema, type PaymentDisputeDto } from '@dd/contracts/payment';
import { RequirePermission } from '../../common/access';
import { DisputesService } from './disputes.service';
import { Returns } from '../../common/returns.decorator';

/** Chargebacks and the evidence we sent (admin, permission managePayments). */
@ApiTags('payments')
@Controller('admin/disputes')
export class DisputesController {
  constructor(private readonly disputes: DisputesService) {}

  /** Open disputes first (soonest due), then decided ones. */
  @RequirePermission('managePayments')
  @Get()
  @Returns([paymentDisputeDtoSchema])
  list(): Promise<PaymentDisputeDto[]> {
    return this.disputes.list();
  }
}
