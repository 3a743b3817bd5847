import { Logger, Module } from '@nestjs/common';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuditModule } from '../audit/audit.module';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { JobsModule } from '../platform/jobs/jobs.module';
import { PasswordModule } from '../identity/password/password.module';
import { UsersModule } from '../identity/users/users.module';
import { ImagesModule } from '../media/images/images.module';
import { BookingPaymentLedger } from './booking-payment-ledger';
import { CardHoldRenewal } from './card-hold-renewal';
import { GatewayCustomers } from './gateway-customers';
import { PaymentEventEntity } from './payment-event.entity';
import { PaymentEventReconciliation } from './payment-event-reconciliation';
import { PaymentMethodsController } from './payment-methods.controller';
import { PaymentMethodsService } from './payment-methods.service';
import { PaymentGateway } from './payment-gateway';
import { PaymentWebhooksService } from './payment-webhooks.service';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { BookingFees } from './fees/booking-fees';
import { DisputeEvidenceBuilder } from './disputes/dispute-evidence';
import { DisputesController } from './disputes/disputes.controller';
import { DisputesService } from './disputes/disputes.service';
import { StorageModule } from '../platform/storage/storage.module';
import { TipsController } from './tips/tips.controller';
import { TipsService } from './tips/tips.service';
import { SettingsModule } from '../settings/settings.module';
import { PaymentRefundEntity } from './refunds/payment-refund.entity';
import { RefundsController } from './refunds/refunds.controller';
import { RefundsService } from './refunds/refunds.service';
import { StripePaymentGateway } from './stripe/stripe-payment-gateway';
import { StripeWebhookController } from './stripe-webhook.controller';
import { TestCheckoutService } from './test-gateway/test-checkout.service';
import { TestPaymentGateway } from './test-gateway/test-payment-gateway';
import { TestPaymentIntentEntity } from './test-gateway/test-payment-intent.entity';
import { PaymentsListeners } from './payments.listeners';
import { PaymentsPersonalData } from './payments.personal-data';
import { BookingPaymentsAdapter } from './booking-payments';

import { BookingsModule } from '../bookings/bookings.module';
import { PaymentDetailSections } from './booking-detail-sections';
import { PaymentMethodEntity } from './payment-method.entity';
import { BookingTipEntity } from './tips/booking-tip.entity';
/** Card payments. Other modules import it for PaymentsService.releaseBookingHold (cancellations) and PaymentMethodsService.describedByGateway (receipts). */
@Module({
  imports: [
    TypeOrmModule.forFeature([PaymentEventEntity, TestPaymentIntentEntity, PaymentRefundEntity, PaymentMethodEntity, BookingTipEntity]),
    AuditModule,
    UsersModule,
    ImagesModule,
    BookingsModule,
    JobsModule,
    PasswordModule,
    SettingsModule,
    StorageModule,
  ],
  controllers: [PaymentsController, StripeWebhookController, PaymentMethodsController, RefundsController, TipsController, DisputesController],
  providers: [
    PaymentsListeners,
    PaymentsPersonalData,
    {
      provide: PaymentGateway,
      inject: [APP_CONFIG, getRepositoryToken(TestPaymentIntentEntity)],
      useFactory: ({ stripe, paymentsMode, env }: AppConfig, testIntents: Repository<TestPaymentIntentEntity>): PaymentGateway => {
        const logger = new Logger('Payments');
        if (paymentsMode === 'test' || !stripe.secretKey || !stripe.publishableKey) {
          const note = 'PAYMENTS MODE IS TEST: the offline test gateway takes test cards only, and nothing is charged';
          if (env === 'production') logger.warn(`${note} (PAYMENTS_MODE=test)`);
          else logger.log(note);
          return new TestPaymentGateway(testIntents);
        }
        if (!stripe.webhookSecret) logger.warn('STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks will be refused');
        return StripePaymentGateway.create({ ...stripe, secretKey: stripe.secretKey, publishableKey: stripe.publishableKey });
      },
    },
    BookingPaymentLedger,
    PaymentsService,
    PaymentWebhooksService,
    TestCheckoutService,
    CardHoldRenewal,
    PaymentEventReconciliation,
    PaymentMethodsService,
    GatewayCustomers,
    RefundsService,
    BookingFees,
    TipsService,
    DisputesService,
    DisputeEvidenceBuilder,
    BookingPaymentsAdapter,
    PaymentDetailSections,
  ],
  exports: [PaymentsService, PaymentMethodsService, BookingFees, BookingPaymentsAdapter, TipsService],
})
export class PaymentsModule {}
