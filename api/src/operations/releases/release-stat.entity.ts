import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Page loads of each remote version (its manifest fetched) and the errors browsers reported from it. */
@Entity('remote_release_stats')
export class ReleaseStatEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  remote!: string;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  version!: string;

  @Column({ type: 'int', default: 0 })
  loads!: number;

  @Column({ type: 'int', default: 0 })
  errors!: number;
}
