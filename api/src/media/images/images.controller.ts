import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IMAGE_MIME_TYPES } from './image-type';
import type { Response } from 'express';
import { imageDtoSchema, IMAGE_MAX_BYTES, IMAGE_MESSAGES, imageListQuerySchema, imageUpdateSchema, imageUploadFieldsSchema, type ImageDto, type ImageListQuery, type ImageUpdateRequest, type ImageUploadFields } from '@dd/contracts/image';
import { Public, RequirePermission, CurrentUser } from '../../common/access';
import { badRequest } from '../../common/api-exception';
import type { PagedList } from '../../common/paging';
import { ZodValidationPipe, zodBody } from '../../common/zod-validation.pipe';
import type { UserEntity } from '../../identity/users/user.entity';
import { ImageUploadLimits } from './image-upload-limits';
import { ImagesService, type UploadedImageFile } from './images.service';
import { Returns } from '../../common/returns.decorator';

/** Files are named by their content, so a browser may keep them for a year without asking again. */
const YEAR = 31_536_000;

@ApiTags('images')
@Controller('images')
export class ImagesController {
  constructor(
    private readonly images: ImagesService,
    private readonly limits: ImageUploadLimits,
  ) {}

  /**
   * Multipart upload, held in memory up to the spec's 10MB (multer answers 413 'File too large' past
   * it, before the rest is read). The real type comes from the bytes, see ImageProcessor. Bounded per
   * person and per instance (ImageUploadLimits): 429 past a person's limits, 503 + Retry-After when busy.
   */
  @RequirePermission('images')
  @Post()
  @UseInterceptors(FileInterceptor('image', { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['image'],
      properties: {
        image: { type: 'string', format: 'binary', description: 'JPEG, PNG, GIF or WebP, at most 10MB' },
        title: { type: 'string' },
        altText: { type: 'string' },
        description: { type: 'string' },
        usageType: { type: 'string', enum: ['profile', 'gallery', 'other'] },
      },
    },
  })
  @Returns(imageDtoSchema)
  upload(
    @CurrentUser() user: UserEntity,
    @UploadedFile() file: UploadedImageFile | undefined,
    @Body(zodBody(imageUploadFieldsSchema)) fields: ImageUploadFields,
  ): Promise<ImageDto> {
    if (!file) throw badRequest('VALIDATION_FAILED', IMAGE_MESSAGES.noFile);
    return this.limits.run(user.id, () => this.images.upload(user, file, fields));
  }

  /** The admin image library: `?usageType=profile|gallery|other|all`, `?search=` in title or file name. */
  @RequirePermission('adminArea')
  @Get()
  @Returns([imageDtoSchema])
  list(@Query(new ZodValidationPipe(imageListQuerySchema)) query: ImageListQuery): Promise<PagedList<ImageDto>> {
    return this.images.list(query);
  }

  @RequirePermission('images')
  @Get(':id')
  @Returns(imageDtoSchema)
  findOne(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<ImageDto> {
    return this.images.findReadable(user, id);
  }

  @RequirePermission('images')
  @Patch(':id')
  @Returns(imageDtoSchema)
  update(@CurrentUser() user: UserEntity, @Param('id') id: string, @Body(zodBody(imageUpdateSchema)) body: ImageUpdateRequest): Promise<ImageDto> {
    return this.images.update(user, id, body);
  }

  @RequirePermission('images')
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<void> {
    await this.images.remove(user, id);
  }

  /**
   * The file behind every URL the API returns, for <img src>: public so approved gallery photos load
   * for visitors; for everything else the session decides (ImageAccess), and a 404 otherwise.
   */
  @Public()
  @Get(':id/files/:fileName')
  @ApiOkResponse({ description: 'The image file (cached a year, immutable).', content: Object.fromEntries(Object.values(IMAGE_MIME_TYPES).map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) })
  async file(
    @CurrentUser() user: UserEntity | undefined,
    @Param('id') id: string,
    @Param('fileName') fileName: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { file, contentType, visibility } = await this.images.openFile(user, id, fileName);
    response.setHeader('Cache-Control', `${visibility}, max-age=${YEAR}, immutable`);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.body, { type: contentType, length: file.size });
  }
}
