import { Module } from '@nestjs/common';
import { CampaignRenderer } from './campaign-renderer.js';
import { CampaignSendHandler } from './campaign-send.handler.js';
import { CampaignTestMailHandler } from './campaign-test-mail.handler.js';
import { CampaignTickHandler } from './campaign-tick.handler.js';
import { CampaignTransport } from './campaign-transport.js';
import { CampaignsClock } from './campaigns-clock.js';
import { RecipientLedger } from './recipient-ledger.js';
import { SenderIdentities } from './sender-identity.js';
import { SendRateLimiter } from './send-rate.js';
import { SendingGuard } from './sending-guard.js';
import { SendingPausedMailHandler } from './sending-paused-mail.handler.js';
import { SendingPolicy } from './sending-policy.js';

/**
 * Sending distributors' campaigns (docs/campaigns-delivery.md), and the guard that pauses a tenant's sending
 * with the email that tells them (docs/deliverability.md "Guards"). Config and the database come from `WorkerModule`.
 */
@Module({
  providers: [
    SenderIdentities,
    CampaignRenderer,
    CampaignTransport,
    RecipientLedger,
    SendingPolicy,
    SendingGuard,
    SendingPausedMailHandler,
    SendRateLimiter,
    CampaignSendHandler,
    CampaignTestMailHandler,
    CampaignTickHandler,
    CampaignsClock,
  ],
  // The sequences engine sends through the same path (../sequences/sequence-mail.ts).
  exports: [SenderIdentities, CampaignTransport, SendingPolicy, SendingGuard, SendRateLimiter],
})
export class CampaignsModule {}
