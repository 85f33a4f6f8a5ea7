import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Post,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AppException,
  CurrentIdentity,
  ErrorCode,
  type Identity,
  isOwnUserId,
  UserIdClaims,
} from '@site/platform';
import { DocumentException } from '../documents/document.exception';
import { DocumentsService } from '../documents/documents.service';
import {
  DeleteDocumentDto,
  type DocumentResponse,
  ListDocumentsQueryDto,
  mapDocument,
  uploadFieldsSchema,
} from '../dtos/document.dto';

// The SPA names the chat's user by the login name (specification, section 3); it is only compared, never a key.
const CLAIMS = ['sub', 'preferred_username'] as const;

/** A signed-in user's PDFs: upload (stored, then read in the background), list with status, delete. */
@ApiTags('documents')
@ApiBearerAuth()
@UserIdClaims(...CLAIMS)
@Controller()
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Post('upload_pdf')
  @HttpCode(202)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Stores a PDF and queues it to be read; answers 202 with its status' })
  @UseInterceptors(FileInterceptor('file'))
  async upload(
    @CurrentIdentity() identity: Identity,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() fields: unknown,
  ): Promise<DocumentResponse & { status: 'queued' }> {
    const parsed = uploadFieldsSchema.safeParse(fields ?? {});
    const claimed = parsed.success ? parsed.data.user_id : undefined;
    if (claimed !== undefined && !isOwnUserId(identity, CLAIMS, claimed)) {
      throw new AppException(403, ErrorCode.Forbidden, 'You can only access your own data.');
    }
    if (!file) throw DocumentException.noFile();
    const record = await this.documents.upload(identity.sub, {
      originalName: file.originalname,
      bytes: file.buffer,
    });
    return { ...mapDocument(record), status: 'queued' };
  }

  @Get('api/documents')
  @ApiOperation({ summary: "The signed-in user's documents, newest first, with their status" })
  async list(
    @CurrentIdentity() identity: Identity,
    @Query() _query: ListDocumentsQueryDto,
  ): Promise<DocumentResponse[]> {
    return (await this.documents.list(identity.sub)).map(mapDocument);
  }

  @Delete('delete_file')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a document with its passages and vectors (idempotent)' })
  async remove(
    @CurrentIdentity() identity: Identity,
    @Body() body: DeleteDocumentDto,
  ): Promise<{ file_name: string; deleted: boolean }> {
    return { file_name: body.file_name, deleted: await this.documents.remove(identity.sub, body.file_name) };
  }
}
