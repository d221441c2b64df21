import type { CodePurpose } from '@console/domain/schemas/onboarding';
import type { FastifyBaseLogger } from 'fastify';

/** Where one-time codes go. A real SMS provider implements this; the embedded default writes to the log. */
export interface SmsGateway {
  sendCode(phone: string, code: string, purpose: CodePurpose): Promise<void>;
}

/** The embedded default: the code goes to the server log (there is no SMS provider to call). */
export class LogSmsGateway implements SmsGateway {
  constructor(private readonly log: FastifyBaseLogger) {}

  async sendCode(phone: string, code: string, purpose: CodePurpose): Promise<void> {
    this.log.info({ phone, purpose, code }, 'one-time code (embedded SMS gateway)');
  }
}
