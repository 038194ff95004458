import { Module } from '@nestjs/common';
import { AutoresponderMailHandler } from './autoresponder-mail.handler.js';
import { BounceListener } from './bounce-listener.js';
import { CampaignTestMailHandler } from './campaign-test-mail.handler.js';
import { MailTransport } from './mail-transport.js';
import { TransactionalMailHandler } from './transactional-mail.handler.js';

/** Mail jobs, and the listener for late bounces (`BounceListener`). Config and the database (`Database`) come from the global `WorkerModule`. */
@Module({
  providers: [MailTransport, TransactionalMailHandler, AutoresponderMailHandler, CampaignTestMailHandler, BounceListener],
  exports: [MailTransport],
})
export class MailModule {}
