import type { CodePurpose } from '@console/domain/schemas/onboarding';
import type { FastifyBaseLogger } from 'fastify';

/** A reminder of chat messages a freelancer has not received: how many, and from whom (an enterprise's name). */
export interface ChatReminder {
  count: number;
  from: string;
}

/**
 * Where text messages go: one-time codes, and reminders of chat messages left undelivered for a freelancer (the
 * mini-app side). A real SMS provider implements this; the embedded default writes to the log.
 */
export interface SmsGateway {
  sendCode(phone: string, code: string, purpose: CodePurpose): Promise<void>;
  sendChatReminder(phone: string, reminder: ChatReminder): Promise<void>;
}

/** The embedded default: the text goes to the server log (there is no SMS provider to call). */
export class LogSmsGateway implements SmsGateway {
  constructor(private readonly log: FastifyBaseLogger) {}

  async sendCode(phone: string, code: string, purpose: CodePurpose): Promise<void> {
    this.log.info({ phone, purpose, code }, 'one-time code (embedded SMS gateway)');
  }

  async sendChatReminder(phone: string, reminder: ChatReminder): Promise<void> {
    this.log.info({ phone, ...reminder }, 'chat reminder (embedded SMS gateway)');
  }
}
