import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One counter per table that cached public reads depend on, bumped after every committed write to
 * that table; every API instance polls these rows (at most once a second) to drop stale caches.
 */
@Entity('cache_versions')
export class CacheVersionEntity {
  /** The table's name, e.g. "packages". */
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'int' })
  version!: number;
}
