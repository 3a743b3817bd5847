import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAudit } from './admin-audit';
import { AdminAuditEntity } from './admin-audit.entity';

/** The admin_audit log, for the features whose admin changes it records (payments' refunds, the admin area). */
@Module({
  imports: [TypeOrmModule.forFeature([AdminAuditEntity])],
  providers: [AdminAudit],
  exports: [AdminAudit],
})
export class AuditModule {}
