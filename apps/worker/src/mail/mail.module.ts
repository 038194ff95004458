import { Module } from '@nestjs/common';
import { AutoresponderMailHandler } from './autoresponder-mail.handler.js';
import { BounceListener } from './bounce-listener.js';
import { TransactionalMailHandler } from './transactional-mail.handler.js';

/**
 * Mail jobs, and the listener for late bounces (`BounceListener`). Config, the database (`Database`) and the
 * way out to SMTP (`MailTransport`, infra/mail/) come from the global `WorkerModule`.
 */
@Module({
  providers: [TransactionalMailHandler, AutoresponderMailHandler, BounceListener],
})
export class MailModule {}
