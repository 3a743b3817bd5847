import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAuditEntity } from './admin-audit.entity';
import { AdminAudit } from './admin-audit';

/** The admin_audit log for features that record into it without owning it. */
@Module({ imports: [TypeOrmModule.forFeature([AdminAuditEntity])], providers: [AdminAudit], exports: [AdminAudit] })
export class AuditModule {}
