import { Controller, Delete, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { NotImplementedYetException, UserIdClaims } from '@site/platform';

/** PDF upload and deletion (501 until the chat issue brings ingestion). */
@ApiTags('documents')
@ApiBearerAuth()
@UserIdClaims('sub', 'preferred_username')
@Controller()
export class DocumentsController {
  @Post('upload_pdf')
  @ApiOperation({ summary: 'Uploads a PDF to ground chat answers in it' })
  upload(): never {
    throw new NotImplementedYetException('Document upload');
  }

  @Delete('delete_file')
  @ApiOperation({ summary: "Deletes one of the user's documents" })
  remove(): never {
    throw new NotImplementedYetException('Document deletion');
  }
}
