import { Module } from '@nestjs/common';
import { AutoresponderMailHandler } from './autoresponder-mail.handler.js';
import { BounceListener } from './bounce-listener.js';
import { MailTransport } from './mail-transport.js';
import { TransactionalMailHandler } from './transactional-mail.handler.js';

/**
 * Mail jobs, and the listener for late bounces (`BounceListener`). Config and the database (`Database`)
 * come from the global `WorkerModule`; `MailTransport` is exported for the campaigns' test sends.
 */
@Module({
  providers: [MailTransport, TransactionalMailHandler, AutoresponderMailHandler, BounceListener],
  exports: [MailTransport],
})
export class MailModule {}
