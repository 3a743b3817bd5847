import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/access';
import { ReplayedRead } from '../../platform/cache/replayed-reads';
import { galleryPhotoDtoSchema, galleryQuerySchema, type GalleryPhotoDto, type GalleryQuery } from '@dd/contracts/gallery';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { GalleryService } from './gallery.service';
import { Returns } from '../../common/returns.decorator';

@ApiTags('gallery')
@Controller('gallery')
export class GalleryController {
  constructor(private readonly gallery: GalleryService) {}

  /** Approved photos, newest first; `?category=interior|exterior` (absent or 'all' for both). */
  @Public()
  @ReplayedRead()
  @Get()
  @Returns([galleryPhotoDtoSchema])
  list(@Query(new ZodValidationPipe(galleryQuerySchema)) query: GalleryQuery): Promise<GalleryPhotoDto[]> {
    return this.gallery.listApproved(query);
  }
}
