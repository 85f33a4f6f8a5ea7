import { Body, Controller, Headers, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@site/platform';
import { ContactMessageDto, idempotencyKeySchema } from '../dtos/contact.dto';
import { ContactService } from '../services/contact.service';

/** The contact form: answers `{success: true}` once the message is durably stored for delivery. */
@Public()
@ApiTags('mail')
@Controller('api/send-email')
export class MailController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Accepts a contact message for delivery by e-mail (Idempotency-Key header optional)',
  })
  async send(
    @Body() body: ContactMessageDto,
    @Ip() ip: string,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<{ success: true }> {
    await this.contact.accept(body, ip, idempotencyKeySchema.parse(idempotencyKey));
    return { success: true };
  }
}
