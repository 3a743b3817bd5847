import { Global, Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { Events } from './events';

/** The event bus every feature announces on and listens to (see Events). */
@Global()
@Module({
  imports: [EventEmitterModule.forRoot({ wildcard: false, ignoreErrors: false })],
  providers: [Events],
  exports: [Events],
})
export class EventsModule {}
