import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PackageEntity } from './package.entity';

@Injectable()
export class PackagesService {
  constructor(@InjectRepository(PackageEntity) private readonly packages: Repository<PackageEntity>) {}

  /** What customers can book: active packages, cheapest first. */
  listActive(): Promise<PackageEntity[]> {
    return this.packages.find({ where: { isActive: true }, order: { basePriceSedans: 'ASC', name: 'ASC' } });
  }
}
