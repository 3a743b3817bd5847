import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  addPaymentMethodSchema,
  paymentMethodDtoSchema,
  setupIntentResponseSchema,
  type AddPaymentMethodBody,
  type PaymentMethodDto,
  type SetupIntentResponse,
} from '@dd/contracts/payment';
import { RequirePermission, CurrentUser } from '../common/access';
import { zodBody } from '../common/zod-validation.pipe';
import type { UserEntity } from '../identity/users/user.entity';
import { PaymentMethodsService } from './payment-methods.service';
import { Returns } from '../common/returns.decorator';

/** Customer-side §7: the customer's saved cards. Another customer's card is a 404. */
@ApiTags('payment-methods')
@Controller('payment-methods')
@RequirePermission('customerArea')
export class PaymentMethodsController {
  constructor(private readonly cards: PaymentMethodsService) {}

  /** Default first. */
  @Get()
  @Returns([paymentMethodDtoSchema])
  list(@CurrentUser() user: UserEntity): Promise<PaymentMethodDto[]> {
    return this.cards.list(user);
  }

  /** Adding a card, step 1 (see AddPaymentMethodRequest): a SetupIntent the browser confirms with the card. */
  @Post('setup-intent')
  @Returns(setupIntentResponseSchema)
  setupIntent(@CurrentUser() user: UserEntity): Promise<SetupIntentResponse> {
    return this.cards.setupIntent(user);
  }

  /** Step 3: saves the confirmed card; 404 when it is not on the customer's own gateway customer, 409 when already saved. */
  @Post()
  @Returns(paymentMethodDtoSchema)
  add(@CurrentUser() user: UserEntity, @Body(zodBody(addPaymentMethodSchema)) body: AddPaymentMethodBody): Promise<PaymentMethodDto> {
    return this.cards.add(user, body.paymentMethodId);
  }

  /** Answers the list with the new default. */
  @Post(':id/set-default')
  @HttpCode(200)
  @Returns([paymentMethodDtoSchema])
  setDefault(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<PaymentMethodDto[]> {
    return this.cards.setDefault(user, id);
  }

  /** 409 CARD_IN_USE while the card holds an upcoming booking's payment. */
  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<void> {
    return this.cards.remove(user, id);
  }
}
