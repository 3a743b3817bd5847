import type { WeatherChoice } from '@dd/contracts/weather';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** One hour of forecast for one grid cell (a point rounded to 0.01°, about a kilometre): the cache the pass reads first. */
@Entity('weather_forecasts')
export class WeatherForecastEntity {
  /** `lat,lon` rounded to two decimals. */
  @PrimaryColumn({ type: 'varchar', length: 20 })
  cell!: string;

  @PrimaryColumn({ type: 'datetime' })
  hour!: Date;

  @Column({ type: 'int' })
  precipitationChance!: number;

  @Column({ type: 'int' })
  temperatureF!: number;

  @Column({ type: 'datetime' })
  fetchedAt!: Date;
}

/** A job the forecast puts at risk, found the day before; one per booking. */
@Entity('weather_flags')
@Index('IDX_weather_flags_date', ['date'])
export class WeatherFlagEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('UQ_weather_flags_bookingId', { unique: true })
  @Column({ type: 'varchar', length: 36 })
  bookingId!: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  dadId!: string | null;

  /** The job's day, 'YYYY-MM-DD' in the business time zone. */
  @Column({ type: 'varchar', length: 10 })
  date!: string;

  @Column({ type: 'datetime' })
  start!: Date;

  @Column({ type: 'varchar', length: 10 })
  zipCode!: string;

  @Column({ type: 'varchar', length: 10 })
  risk!: 'rain' | 'heat';

  /** The highest chance of the job's hours, and the hottest hour. */
  @Column({ type: 'int' })
  precipitationChance!: number;

  @Column({ type: 'int' })
  temperatureF!: number;

  /** The customer's answer to the offer (decision 0342): kept as it is, or moved; null until they answer. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  choice!: WeatherChoice | null;

  @Column({ type: 'datetime', nullable: true })
  choiceAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;
}
