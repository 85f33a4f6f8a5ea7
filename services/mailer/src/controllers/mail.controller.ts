import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NotImplementedYetException, Public } from '@site/platform';

/** The contact form's endpoint (501 until the mailer issue brings validation, outbox and abuse limits). */
@Public()
@ApiTags('mail')
@Controller('api/send-email')
export class MailController {
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Accepts a contact message for delivery by e-mail' })
  send(): never {
    throw new NotImplementedYetException('The contact form');
  }
}
