import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { routeQuerySchema, type DispatchBoardDto, type RouteQuery } from '@dd/contracts/dispatch';
import { calendarDate } from '@dd/domain/time-windows';
import { RequirePermission } from '../../common/access';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { DispatchService } from '../dispatch.service';
import { dispatchBoardDtoSchema } from '@dd/contracts/dispatch';
import { Returns } from '../../common/returns.decorator';

@ApiTags('admin')
@Controller('admin/dispatch')
@RequirePermission('adminArea')
export class AdminDispatchController {
  constructor(private readonly dispatch: DispatchService) {}

  /** The dispatch board (issue 27): every active DAD's route that day, and the bookings without a DAD. Today when no date. */
  @Get()
  @Returns(dispatchBoardDtoSchema)
  board(@Query(new ZodValidationPipe(routeQuerySchema)) query: RouteQuery): Promise<DispatchBoardDto> {
    return this.dispatch.board(query.date ?? calendarDate(new Date()));
  }
}
