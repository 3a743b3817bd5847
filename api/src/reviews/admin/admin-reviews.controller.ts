import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminReviewQuerySchema, updateReviewSchema, type AdminReviewQuery, type UpdateReviewInput } from '@dd/contracts/admin-reviews';
import { pageQuerySchema, type PageQuery } from '@dd/contracts/paging';
import type { AdminReviewDto } from '@dd/contracts/review';
import { RequirePermission, CurrentUser } from '../../common/access';
import type { PagedList } from '../../common/paging';
import { ZodValidationPipe, zodBody } from '../../common/zod-validation.pipe';
import type { UserEntity } from '../../identity/users/user.entity';
import { AdminReviewsService } from './admin-reviews.service';
import { adminReviewDtoSchema } from '@dd/contracts/review';
import { Returns } from '../../common/returns.decorator';

@ApiTags('admin')
@Controller('admin/reviews')
@RequirePermission('adminArea')
export class AdminReviewsController {
  constructor(private readonly reviews: AdminReviewsService) {}

  /** Paged, newest first; `status` all|approved|pending, `rating` 1-5. */
  @Get()
  @Returns([adminReviewDtoSchema])
  list(@Query(new ZodValidationPipe(adminReviewQuerySchema)) query: AdminReviewQuery): Promise<PagedList<AdminReviewDto>> {
    return this.reviews.list(query);
  }

  @Get('pending')
  @Returns([adminReviewDtoSchema])
  pending(@Query(new ZodValidationPipe(pageQuerySchema)) query: PageQuery): Promise<PagedList<AdminReviewDto>> {
    return this.reviews.list({ ...query, status: 'pending' });
  }

  /** Edit (rating, comment, isApproved) or approve (isApproved alone). */
  @Patch(':id')
  @Returns(adminReviewDtoSchema)
  update(@CurrentUser() admin: UserEntity, @Param('id') id: string, @Body(zodBody(updateReviewSchema)) body: UpdateReviewInput): Promise<AdminReviewDto> {
    return this.reviews.update(admin, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() admin: UserEntity, @Param('id') id: string): Promise<void> {
    return this.reviews.remove(admin, id);
  }
}
