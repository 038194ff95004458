/**
 * The API contract: request and answer types of every operation, generated from the API's OpenAPI
 * document (GET /api/docs-json). Do not edit by hand: change the server's DTOs / answer classes, then run
 * `npm run contract` (docs/architecture.md "API contract"). A test fails while this file is stale.
 */

export interface paths {
    "/api/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Platform-wide visitors, top distributors by traffic and conversion, activation times */
        get: operations["AdminAnalyticsController_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Campaign volume, bounces and complaints per distributor, busiest first */
        get: operations["CampaignPolicyController_fleet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/create-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a distributor and their site; they get a welcome email with a set-password link */
        post: operations["AgentsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fleet totals, pending custom domains, newest agents and contact messages, and the sequences’ figures */
        get: operations["DashboardController_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deliverability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** DKIM, SPF and DMARC records of the sending domain, each with what the last DNS check found */
        get: operations["DeliverabilityController_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deliverability/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check again: the worker looks the records up now; answers at once with check.status running */
        post: operations["DeliverabilityController_checkAgain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deliverability/sending-domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Distributors' own sending domains: From address, status and last check, with counts by status */
        get: operations["DistributorSendingDomainsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every custom domain: DNS verification and certificate state */
        get: operations["AdminDomainsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/domains/{tenantId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re-check DNS now; re-order the certificate now if DNS is verified but none is active */
        post: operations["AdminDomainsController_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Emails and their delivery state, most recently active first (paged)
         * @description `failed` = given up after OUTBOX_GIVE_UP_HOURS of retries, or refused for good by the mail server (5xx).
         */
        get: operations["AdminEmailsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/emails/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Try a failed email again now, with a fresh retry schedule */
        post: operations["AdminEmailsController_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminSessionsController_logIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the calling admin: all their tokens (and queue dashboard cookies) answer 401 */
        post: operations["AdminSessionsController_logOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Landing-page contact messages, newest first */
        get: operations["AdminMessagesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/{id}/handled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a contact message handled */
        put: operations["AdminMessagesController_markHandled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sent notifications, newest first, with delivery and read counts */
        get: operations["AdminNotificationsController_list"];
        put?: never;
        /** Send a notification to every active distributor (delivered asynchronously) */
        post: operations["AdminNotificationsController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/queues/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a 15-minute queue dashboard session (HttpOnly cookie scoped to /api/admin/queues) */
        post: operations["QueueDashboardController_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reset-user-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email the distributor a password reset link (no password is generated or shown) */
        post: operations["AgentsController_resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A distributor's settings with primary_domain_name and website_link */
        get: operations["AgentSettingsController_read"];
        /** Update a distributor's settings (any subset, multipart with site_logo, or JSON); answers { settings, verification, certificate } */
        put: operations["AgentSettingsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shop-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's shop-link rules per catalog country: Buy, shop and Join templates, allowed hosts, member-ID pattern */
        get: operations["ShopLinksController_read"];
        /** Replace the shop-link rules (a country left out loses its rules); nothing is saved unless every rule passes */
        put: operations["ShopLinksController_replace"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenant-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TenantUsersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenants/{tenantId}/campaign-guard/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a distributor's sending that the complaint/bounce guard paused; the guard then counts only emails sent after now. A no-op when the guard has not paused them. */
        post: operations["CampaignPolicyController_resumeGuard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenants/{tenantId}/campaign-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A distributor's campaign sending policy */
        get: operations["CampaignPolicyController_read"];
        /** Set a distributor's daily campaign quota (null: platform default) and pause or resume their sending */
        put: operations["CampaignPolicyController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/training": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TrainingController_list"];
        put?: never;
        post: operations["TrainingController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/training/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["TrainingController_update"];
        post?: never;
        delete: operations["TrainingController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/training/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TrainingCategoriesController_list"];
        put?: never;
        post: operations["TrainingCategoriesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/training/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["TrainingCategoriesController_update"];
        post?: never;
        /** Delete a category; its trainings stay, with no category */
        delete: operations["TrainingCategoriesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set an agent's subscription_status ('active' | 'inactive') */
        put: operations["AgentsController_setStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaign-feedback/complaints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A spam complaint as JSON: the Message-ID, or the recipient and List-Id */
        post: operations["ComplaintsController_complaint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaign-feedback/complaints/arf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A spam complaint as an ARF report (RFC 5965, multipart/report; report-type=feedback-report) */
        post: operations["ComplaintsController_arf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaign-track/click/{recipientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tracked link of a campaign email: records the click and redirects to the target with UTM tags */
        get: operations["CampaignTrackingController_click"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaign-track/open/{recipientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign email's open pixel: records the recipient's first open; always answers the image */
        get: operations["CampaignTrackingController_open"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaign-track/resubscribe/{recipientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undoes a recent unsubscribe with the same signed link (a confirmed subscriber is confirmed again); past RESUBSCRIBE_WINDOW_HOURS, sends a new confirmation email instead */
        post: operations["CampaignTrackingController_resubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaign-track/unsubscribe/{recipientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign email's unsubscribe link: a page with an Unsubscribe button (changes nothing) */
        get: operations["CampaignTrackingController_unsubscribePage"];
        put?: never;
        /** Unsubscribes (the page's button, or one-click RFC 8058 with body List-Unsubscribe=One-Click) */
        post: operations["CampaignTrackingController_unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The countries a site can be opened in (the company catalog's), with currency and default site language */
        get: operations["CatalogCountriesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ContactMessagesController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follow-up-digest/opt-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The follow-up digest's opt-out link: a page with a button (changes nothing) */
        get: operations["DigestOptOutController_page"];
        put?: never;
        /** Turns the follow-up digest off (the page's button, or one-click RFC 8058); on again in Settings */
        post: operations["DigestOptOutController_optOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail-feedback/dsn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A delivery-status notification (RFC 3464) or ARF report sent to one of our return paths */
        post: operations["MailFeedbackController_take"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletters/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The double opt-in link: a page with a confirm button (changes nothing), or a redirect to the result page */
        get: operations["NewsletterController_confirmPage"];
        put?: never;
        /** Confirms the subscription the signed token names (the button of the confirmation page) */
        post: operations["NewsletterController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletters/resubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undoes a recent unsubscribe with the same signed link (a confirmed subscriber is confirmed again); past RESUBSCRIBE_WINDOW_HOURS, sends a new confirmation email instead */
        post: operations["NewsletterController_resubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletters/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["NewsletterController_subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletters/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The unsubscribe link of autoresponder emails: a page with an Unsubscribe button (changes nothing) */
        get: operations["NewsletterController_unsubscribePage"];
        put?: never;
        /** Unsubscribes (the page's button, or one-click RFC 8058 with body List-Unsubscribe=One-Click) */
        post: operations["NewsletterController_unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequence-track/click/{deliveryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tracked link of a sequence email: records the click (a Buy button’s, the Buy click) and redirects to the target */
        get: operations["SequenceTrackingController_click"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequence-track/open/{deliveryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sequence email's open pixel: records the step's first open; always answers the image */
        get: operations["SequenceTrackingController_open"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequence-track/unsubscribe/{deliveryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sequence email's unsubscribe link: a page with an Unsubscribe button (changes nothing) */
        get: operations["SequenceTrackController_page"];
        put?: never;
        /** Unsubscribes (the page's button, or one-click RFC 8058): ends the person's sequences and newsletter */
        post: operations["SequenceTrackController_unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/blogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicSiteController_blogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/blogs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicSiteController_blog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/by-domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SiteLookupController_byDomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicSiteController_categories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/contact-us": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicSiteController_contactUs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicSiteController_data"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["SiteEventsController_collect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/join-us-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicSiteController_joinUsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["LeadsController_capture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/newsletters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["NewsletterArchiveController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/newsletters/{campaignId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["NewsletterArchiveController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/opportunity-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicSiteController_opportunityPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/product-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicSiteController_productPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicSiteController_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicSiteController_product"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/vitals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A storefront page load's real-user Web Vitals (LCP, INP, CLS, TTFB) */
        post: operations["VitalsController_collect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TemplatesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The distributor's visitors, page views, pages, sources, campaigns, devices and conversions over a range */
        get: operations["AnalyticsController_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/analytics/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unique visitors in the last 5 minutes */
        get: operations["AnalyticsController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/blogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List blog post records */
        get: operations["BlogsController_list"];
        put?: never;
        /** Create a blog post */
        post: operations["BlogsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/blogs/{blogId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One blog post */
        get: operations["BlogsController_get"];
        /** Update a blog post (any subset of its fields) */
        put: operations["BlogsController_update"];
        post?: never;
        /** Delete a blog post and its files */
        delete: operations["BlogsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/blogs/{blogId}/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List blog banner records */
        get: operations["BlogsBannersController_list"];
        put?: never;
        /** Create a blog banner */
        post: operations["BlogsBannersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/blogs/{blogId}/banners/{bannerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One blog banner */
        get: operations["BlogsBannersController_get"];
        /** Update a blog banner (any subset of its fields) */
        put: operations["BlogsBannersController_update"];
        post?: never;
        /** Delete a blog banner and its files */
        delete: operations["BlogsBannersController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Campaigns, newest first, with their stats and compliance warnings */
        get: operations["CampaignsController_list"];
        put?: never;
        /** A new draft */
        post: operations["CampaignsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/campaigns/{campaignId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CampaignsController_get"];
        /** Edit a draft (a cancelled campaign becomes a draft again); 409 once scheduled or sending */
        put: operations["CampaignsController_update"];
        post?: never;
        /** Delete a draft, cancelled or sent campaign; 409 while scheduled or sending */
        delete: operations["CampaignsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/campaigns/{campaignId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a scheduled send that has not started; 409 otherwise */
        post: operations["CampaignsController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/campaigns/{campaignId}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved campaign as its email (no tracking) */
        get: operations["CampaignsController_savedPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/campaigns/{campaignId}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send now, or schedule with scheduled_at; flagged content needs acknowledge_warnings. 409 unless a draft, and 409 POSTAL_ADDRESS_REQUIRED until the settings have a postal address. */
        post: operations["CampaignsController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/campaigns/{campaignId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email the campaign as it is now to the distributor’s own address (queued for the worker) */
        post: operations["CampaignsController_sendTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/campaigns/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an image for a campaign body; answers its URL (/uploads/…) to insert */
        post: operations["CampaignsController_uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/campaigns/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The email of unsaved editor content, as subscribers will see it (no tracking), and its warnings */
        post: operations["CampaignsController_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List category records */
        get: operations["CategoriesController_list"];
        put?: never;
        /** Create a category */
        post: operations["CategoriesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/categories/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One category */
        get: operations["CategoriesController_get"];
        /** Update a category (any subset of its fields) */
        put: operations["CategoriesController_update"];
        post?: never;
        /** Delete a category and its files */
        delete: operations["CategoriesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contacts: search, filters, sorting and pages → { contacts, total, page, limit } */
        get: operations["ContactsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/contacts/{contactId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contact: status, tags, follow-up date, notes, timeline and subscription */
        get: operations["ContactsController_detail"];
        put?: never;
        post?: never;
        /** Erase the person (the right to erasure): their leads, subscription, contact, notes and invitation are deleted, their campaign and sequence rows anonymised, their address kept only as a one-way hash on the suppression list (docs/privacy.md) */
        delete: operations["ContactsController_erase"];
        options?: never;
        head?: never;
        /** Change a contact's status, tags, follow-up date, name or phone (only the fields sent) */
        patch: operations["ContactsController_update"];
        trace?: never;
    };
    "/api/tenants/{tenantId}/contacts/{contactId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything held about the person as one JSON document (the right of access) */
        get: operations["ContactsController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/contacts/{contactId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a timestamped note to a contact */
        post: operations["ContactsController_addNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/contacts/erasures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The people erased: who asked, when and how many rows changed (nothing about the person), newest first */
        get: operations["ContactsController_erasures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/contacts/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import, step 2: the CSV with the mapping (query) merged into the contacts; the report with per-row errors */
        post: operations["ContactsController_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/contacts/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import, step 1: the columns, the first rows and a suggested mapping of a CSV (nothing is written) */
        post: operations["ContactsController_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/contacts/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invitations to subscribe: how many were queued, sent, confirmed, and the hourly allowance left */
        get: operations["ContactInvitationsController_status"];
        put?: never;
        /** Invite contacts to subscribe (double opt-in), once per address ever: not those who ever unsubscribed, bounced or complained, are subscribed or pending, or are suppressed; at most CONTACT_INVITATIONS_PER_HOUR (200) an hour; 409 while sending is paused */
        post: operations["ContactInvitationsController_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/contacts/invitations/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What inviting these contacts would do: how many would be invited, and why the others would not (nothing is sent) */
        post: operations["ContactInvitationsController_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/contactus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List contact-us entry records */
        get: operations["ContactusController_list"];
        put?: never;
        /** Create a contact-us entry */
        post: operations["ContactusController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/contactus/{pageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contact-us entry */
        get: operations["ContactusController_get"];
        /** Update a contact-us entry (any subset of its fields) */
        put: operations["ContactusController_update"];
        post?: never;
        /** Delete a contact-us entry and its files */
        delete: operations["ContactusController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/footer/disclaimers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List footer disclaimer records (as { data }) */
        get: operations["FooterDisclaimersController_list"];
        /** Update the first footer disclaimer, creating it when there is none */
        put: operations["FooterDisclaimersController_upsertFirst"];
        /** Create a footer disclaimer */
        post: operations["FooterDisclaimersController_create"];
        /** Delete the first footer disclaimer */
        delete: operations["FooterDisclaimersController_removeFirst"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/footer/disclaimers/{disclaimerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One footer disclaimer */
        get: operations["FooterDisclaimersController_get"];
        /** Update a footer disclaimer (any subset of its fields) */
        put: operations["FooterDisclaimersController_update"];
        post?: never;
        /** Delete a footer disclaimer and its files */
        delete: operations["FooterDisclaimersController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/footer/social-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the social links */
        get: operations["FooterSocialLinksController_read"];
        /** Save the sent fields of the social links (others are kept) */
        put: operations["FooterSocialLinksController_merge"];
        /** Replace the social links with the sent fields */
        post: operations["FooterSocialLinksController_replace"];
        /** Delete the social links and its files */
        delete: operations["FooterSocialLinksController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/home-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the home page */
        get: operations["HomePageController_read"];
        /** Save the sent fields of the home page (others are kept) */
        put: operations["HomePageController_merge"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/join-us-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the join-us page */
        get: operations["JoinUsPageController_read"];
        /** Save the sent fields of the join-us page (others are kept) */
        put: operations["JoinUsPageController_merge"];
        /** Replace the join-us page with the sent fields */
        post: operations["JoinUsPageController_replace"];
        /** Delete the join-us page and its files */
        delete: operations["JoinUsPageController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/lead-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the lead message */
        get: operations["LeadMessageController_read"];
        /** Save the sent fields of the lead message (others are kept) */
        put: operations["LeadMessageController_merge"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leads from the storefront contact page: { leads, total, page, limit } */
        get: operations["BackofficeAudienceController_leads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/leads/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leads as a CSV download */
        get: operations["BackofficeAudienceController_exportLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Inbox, newest first: { notifications: [{ notification_id, title, message, created_at, read_at }], unread } */
        get: operations["NotificationInboxController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/notifications/{notificationId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark one notification read */
        put: operations["NotificationInboxController_read"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark every notification read */
        put: operations["NotificationInboxController_readAll"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/opportunity-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the opportunity page */
        get: operations["OpportunityPageController_read"];
        /** Save the sent fields of the opportunity page (others are kept) */
        put: operations["OpportunityPageController_merge"];
        /** Replace the opportunity page with the sent fields */
        post: operations["OpportunityPageController_replace"];
        /** Delete the opportunity page and its files */
        delete: operations["OpportunityPageController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/product-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the product page */
        get: operations["ProductPageController_read"];
        /** Save the sent fields of the product page (others are kept) */
        put: operations["ProductPageController_merge"];
        /** Replace the product page with the sent fields */
        post: operations["ProductPageController_replace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List product records */
        get: operations["ProductsController_list"];
        put?: never;
        /** Create a product */
        post: operations["ProductsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product */
        get: operations["ProductsController_get"];
        /** Update a product (any subset of its fields) */
        put: operations["ProductsController_update"];
        post?: never;
        /** Delete a product and its files */
        delete: operations["ProductsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/sending-domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sending domain, its DNS records with what the last check found, and who campaigns are from now */
        get: operations["SendingDomainController_read"];
        /** Send campaigns from <local_part>@<your domain> once its records verify (needs a verified custom domain); changes the address when set up */
        put: operations["SendingDomainController_enable"];
        post?: never;
        /** Stop sending from your domain: campaigns go back to the platform's address; the key is deleted */
        delete: operations["SendingDomainController_disable"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/sending-domain/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify now: check the records at once (a failed verification starts again) */
        post: operations["SendingDomainController_verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/sequences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sequences, newest first, with their stats, per-step stats and compliance warnings */
        get: operations["SequencesController_list"];
        put?: never;
        /** A new draft sequence */
        post: operations["SequencesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/sequences/{sequenceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SequencesController_get"];
        /** Replace the settings and steps (a step sent with its id stays the same step; left out = removed). An active sequence with newly flagged words is paused until activated again. */
        put: operations["SequencesController_update"];
        post?: never;
        /** Delete a draft nobody was enrolled in; archive any other (its people leave, its figures stay) */
        delete: operations["SequencesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/sequences/{sequenceId}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** draft or paused → active; flagged content needs acknowledge_warnings; 409 POSTAL_ADDRESS_REQUIRED */
        post: operations["SequencesController_activate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/sequences/{sequenceId}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** active → paused: no one new is enrolled, due steps wait */
        post: operations["SequencesController_pause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/sequences/{sequenceId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email one saved email step (step: its index) to the distributor’s own address, as the campaign composer’s test (queued for the worker, the same limit) */
        post: operations["SequencesController_sendTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/sequences/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The three sequences to start from (create one with POST) */
        get: operations["SequencesController_templates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settings, custom-domain verification and certificate: { settings, verification, certificate } */
        get: operations["TenantSettingsController_read"];
        /** Save any subset of the settings; answers { settings, verification, certificate } */
        put: operations["TenantSettingsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/settings/verify-domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refresh DNS: ask for an immediate re-check of the custom domain; answers the settings */
        post: operations["TenantSettingsController_verifyDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/sliders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List slider records */
        get: operations["SlidersController_list"];
        put?: never;
        /** Create a slider */
        post: operations["SlidersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/sliders/{sliderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One slider */
        get: operations["SlidersController_get"];
        /** Update a slider (any subset of its fields) */
        put: operations["SlidersController_update"];
        post?: never;
        /** Delete a slider and its files */
        delete: operations["SlidersController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/subscriber-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the subscriber message */
        get: operations["SubscriberMessageController_read"];
        /** Save the sent fields of the subscriber message (others are kept) */
        put: operations["SubscriberMessageController_merge"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Newsletter subscribers: { subscribers, total, page, limit } */
        get: operations["BackofficeAudienceController_subscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/subscribers/{subscriberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One subscriber: status, consent evidence and campaign history */
        get: operations["BackofficeAudienceController_subscriber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/subscribers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscribers as a CSV download */
        get: operations["BackofficeAudienceController_exportSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/training": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published trainings with their categories: { trainings, categories } */
        get: operations["TrainingFeedController_feed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["UsersController_profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["UsersController_forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["UsersController_logIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the caller: all tokens issued to this account so far answer 401 INVALID_TOKEN */
        post: operations["UsersController_logOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["UsersController_resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["UsersController_signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ActivateSequenceDto: {
            /** @description The distributor has read the compliance warnings and activates anyway */
            acknowledge_warnings?: boolean;
        };
        ActivationFigure: {
            distribution: components["schemas"]["DurationBucket"][];
            /** @description Median hours from signup to this step */
            median_hours: number | null;
            /** @description 90th percentile, hours */
            p90_hours: number | null;
            /** @description Distributors who signed up in the range and reached this step */
            reached: number;
            /** @description Reached it within 24 hours of signup */
            within_24h: number;
        };
        ActivationTimes: {
            first_lead: components["schemas"]["ActivationFigure"];
            first_visit: components["schemas"]["ActivationFigure"];
            /** @description Distributors who signed up in the range */
            signups: number;
        };
        /** @enum {string} */
        ActiveStatus: "active" | "inactive";
        AdminSessionView: {
            admin: components["schemas"]["AdminView"];
            token: string;
        };
        AdminView: {
            email: string;
            /** Format: uuid */
            id: string;
            name: string;
        };
        AgentRefDto: {
            /** @description The agent's id (user id); its tenant_id also works */
            user_id: string;
        };
        AgentSettingsAnswer: {
            certificate: components["schemas"]["CertificateView"];
            settings: components["schemas"]["AgentSettingsView"];
            verification: components["schemas"]["VerificationView"];
        };
        AgentSettingsDto: {
            address?: string | null;
            /** @description Your own host name, e.g. www.example.com; "" removes it */
            custom_domain?: string | null;
            /** @enum {string} */
            domain_type?: "sub_domain" | "custom_domain";
            email_id?: string | null;
            first_name?: string | null;
            /** @description The daily follow-up digest email (contacts due today or overdue, at 08:00 in your time zone) */
            follow_up_digest?: boolean;
            last_name?: string | null;
            /**
             * @description Your member ID with the company, checked against your country's format; "" clears it
             * @example 1001234
             */
            member_id?: string | null;
            mobile?: string | null;
            /** @description http(s) URL; "" clears it */
            nht_joining_link?: string | null;
            /** @description http(s) URL; "" clears it */
            nht_store_link?: string | null;
            /** @description http(s) URL; "" clears it */
            nht_website_link?: string | null;
            /**
             * @description A host name; "" goes back to the company default host
             * @example jane.example.com
             */
            primary_domain_name?: string | null;
            publish_on_site?: boolean;
            /**
             * @description The storefront's language, a BCP 47 tag (docs/product.md "Languages"); its default follows the country
             * @example ko
             * @enum {string}
             */
            site_language?: "en" | "es" | "fr" | "zh-Hant" | "ko" | "ja";
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            site_logo?: string;
            site_logo_name?: string | null;
            site_name?: string | null;
            skype?: string | null;
            /**
             * @description The storefront design (docs/product.md#templates: 1, 2 or 3)
             * @enum {number}
             */
            template_id?: 1 | 2 | 3;
            /**
             * @description Your IANA time zone (the follow-up digest comes at 08:00 in it); "" or null goes back to your country's zone (`effective_time_zone`)
             * @example Europe/Berlin
             */
            time_zone?: string | null;
            /** @example https://jane.example.com */
            website_link?: string | null;
        };
        AgentSettingsView: {
            address: string | null;
            country: string;
            currency: string;
            custom_domain: string | null;
            custom_domain_status: components["schemas"]["DomainStatus"];
            /** @description The country's zone, used while time_zone is null */
            default_time_zone: string;
            dns_status: components["schemas"]["DomainStatus"];
            domain_type: components["schemas"]["DomainType"];
            /** @description The zone in force: time_zone, else the first zone of the country (e.g. America/New_York for US) */
            effective_time_zone: string;
            email_id: string | null;
            first_name: string | null;
            /** @description Whether the daily follow-up digest email is on */
            follow_up_digest: boolean;
            /** Format: uuid */
            id: string;
            last_name: string | null;
            /** @description The distributor's member ID, filled into the country's shop links */
            member_id: string | null;
            /** @description An example of a member ID in the country's format (Admin → Shop links) */
            member_id_example: string | null;
            mobile: string | null;
            nht_joining_link: string | null;
            nht_store_link: string | null;
            nht_website_link: string | null;
            plan: string;
            /** @description The company default host unless an admin set one */
            primary_domain_name: string;
            primary_domain_name_is_default: boolean;
            publish_on_site: boolean;
            /** @description Whether sales through the Buy links are credited to the distributor (own shop link, or member ID with a template) */
            sales_credited: boolean;
            /** @description The storefront's language, a BCP 47 tag (docs/product.md "Languages") */
            site_language: components["schemas"]["SiteLanguage"];
            /** @description URL of the logo (`/uploads/...`) */
            site_logo: string | null;
            /** @description The logo file name as uploaded */
            site_logo_name: string | null;
            /** @description Same as site_logo */
            site_logo_url: string | null;
            site_name: string | null;
            /** @description active: a subdomain site (live at once); pending/verified: the custom domain */
            site_status: components["schemas"]["SiteStatus"];
            skype: string | null;
            subdomain: string;
            subscription_status: components["schemas"]["SubscriptionStatus"];
            template_id: number;
            /** @description The IANA time zone the distributor chose; null: their country's (effective_time_zone) */
            time_zone: string | null;
            website_link: string | null;
        };
        AgentView: {
            /** Format: date-time */
            created_at: string;
            custom_domain: string | null;
            custom_domain_status: components["schemas"]["DomainStatus"];
            dns_status: components["schemas"]["DomainStatus"];
            email: string;
            first_name: string;
            /** Format: uuid */
            id: string;
            last_name: string;
            name: string;
            /** @description 'none' unless set */
            plan: string;
            /** @description active: a subdomain site (live at once); pending/verified: the custom domain */
            site_status: components["schemas"]["SiteStatus"];
            status: components["schemas"]["SubscriptionStatus"];
            subdomain: string;
            /** Format: uuid */
            tenant_id: string;
            website_link: string | null;
        };
        AnalyticsAnswer: {
            campaigns: components["schemas"]["CampaignStat"][];
            devices: components["schemas"]["DeviceStat"][];
            from: string;
            interval: components["schemas"]["AnalyticsInterval"];
            /** @description Buy clicks by product, most first */
            products: components["schemas"]["ProductClickStat"][];
            series: components["schemas"]["AnalyticsPoint"][];
            sources: components["schemas"]["SourceStat"][];
            to: string;
            top_pages: components["schemas"]["PageStat"][];
            totals: components["schemas"]["AnalyticsTotals"];
            /** @description Real-user Web Vitals (p75) of sampled page loads */
            web_vitals: components["schemas"]["WebVitalsView"];
        };
        /** @enum {string} */
        AnalyticsInterval: "hour" | "day" | "month";
        AnalyticsPoint: {
            /** @description Buy clicks through /go/ (docs/analytics.md "Clicks") */
            buy_clicks: number;
            /** @description Join clicks through /go/ */
            join_clicks: number;
            pageviews: number;
            /** @description Bucket start: 2026-11-23T13:00:00.000Z (hour), 2026-11-23 (day), 2026-11 (month) */
            t: string;
            visitors: number;
        };
        AnalyticsTotals: {
            /** @description Buy clicks through /go/ (docs/analytics.md "Clicks") */
            buy_clicks: number;
            /** @description Join clicks through /go/ */
            join_clicks: number;
            /** @description Leads captured in the range */
            leads: number;
            pageviews: number;
            /** @description Subscribers who signed up in the range */
            subscribers: number;
            /** @description Unique visitors per day, summed over the days (a visitor is never followed across days) */
            visitors: number;
        };
        AttributionDto: {
            /** @description The storefront path the form was sent from */
            page?: string;
            /** @description The visit's landing referrer (document.referrer) */
            referrer?: string;
            utm_campaign?: string;
            utm_medium?: string;
            utm_source?: string;
        };
        /** @enum {string} */
        Availability: "in_stock" | "out_of_stock" | "coming_soon";
        BeaconAnswer: {
            ok: boolean;
        };
        BeaconEventBody: {
            /** @description The page path, starting with /; its query string is not kept */
            path: string;
            /** @description document.referrer of the visit's landing page */
            referrer?: string | null;
            /** @description screen.width in CSS pixels */
            screen_width?: number | null;
            utm_campaign?: string | null;
            utm_medium?: string | null;
            utm_source?: string | null;
        };
        BlogBannerView: {
            /** Format: uuid */
            blog_id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            image: string | null;
            image_content: string | null;
            sort_order: number;
        };
        BlogSummaryView: {
            /** Format: date-time */
            created_at: string;
            excerpt: string;
            /** Format: uuid */
            id: string;
            image: string | null;
            title: string;
        };
        BlogView: {
            banners: components["schemas"]["BlogBannerView"][];
            content: string;
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            image: string | null;
            is_visible: boolean;
            title: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description Who the send goes to: every confirmed subscriber, or the recently engaged
         * @enum {string}
         */
        CampaignAudience: "all" | "engaged";
        CampaignDetailView: {
            /** @description Who the send goes to: every confirmed subscriber, or the recently engaged */
            audience: components["schemas"]["CampaignAudience"];
            /** @description Only subscribers whose contact has this status; null: no status condition */
            audience_status: components["schemas"]["ContactStatus"] | null;
            /** @description Only subscribers whose contact carries this tag; null: no tag condition */
            audience_tag: string | null;
            /** @description What stops this campaign from being sent or scheduled (the postal address); empty when nothing does */
            blockers: components["schemas"]["SendingBlockerView"][];
            /** @description Sanitised HTML; product/post blocks as <div data-campaign-block="product|post" data-id="…"> */
            content: string;
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            /** @description Clicks per link, most clicked first */
            links: components["schemas"]["CampaignLinkClicksView"][];
            preheader: string | null;
            /** Format: date-time */
            scheduled_at: string | null;
            /** Format: date-time */
            sent_at: string | null;
            stats: components["schemas"]["CampaignStatsView"];
            status: components["schemas"]["CampaignStatus"];
            /** @description Why a send is held (quota reached, paused by an admin or by the complaint/bounce guard) */
            status_reason: string | null;
            subject: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Empty when nothing is flagged */
            warnings: components["schemas"]["ComplianceWarningView"][];
            /** @description The distributor acknowledged the warnings of exactly this content */
            warnings_acknowledged: boolean;
        };
        CampaignDto: {
            /** @description HTML from the rich-text editor with block markers; sanitised on write */
            content: string;
            /** @description The preview line shown after the subject */
            preheader?: string | null;
            subject: string;
        };
        CampaignFleetAnswer: {
            distributors: components["schemas"]["CampaignFleetRow"][];
            total: number;
        };
        CampaignFleetRow: {
            /** @description Campaigns sending or paused now */
            active: number;
            /** @description Bounces (5xx) in the last 30 days */
            bounced_30d: number;
            campaigns: number;
            /** @description Subscribers who reported a campaign as spam */
            complaints: number;
            /** @description The distributor's own daily quota; null: the platform default */
            daily_quota: number | null;
            /** @description The quota that applies (own, else the platform default) */
            effective_quota: number;
            /** @description The sending guard paused this distributor (spam complaints or bounces over the limit) until an admin resumes */
            guard_paused: boolean;
            /** Format: date-time */
            guard_paused_at: string | null;
            /** @description Why the guard paused sending, as the distributor sees it */
            guard_reason: string | null;
            paused: boolean;
            /** Format: date-time */
            paused_at: string | null;
            /** @description Emails sent in the last 30 days */
            sent_30d: number;
            /** @description Campaign emails handed to the relay today (UTC) */
            sent_today: number;
            site_name: string | null;
            subdomain: string;
            /** Format: uuid */
            tenant_id: string;
        };
        CampaignImageDto: {
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            image?: string;
        };
        CampaignImageView: {
            /** @description The stored image: /uploads/… */
            url: string;
        };
        CampaignLinkClicksView: {
            clicks: number;
            url: string;
        };
        CampaignPolicyDto: {
            /** @description Campaign emails a day (UTC); null: the platform default */
            daily_quota?: number | null;
            /** @description Pause the distributor's campaign sending (running sends stop; nothing new starts) */
            paused?: boolean;
        };
        CampaignPolicyView: {
            /** @description The distributor's own daily quota; null: the platform default */
            daily_quota: number | null;
            /** @description The quota that applies (own, else the platform default) */
            effective_quota: number;
            /** @description The sending guard paused this distributor (spam complaints or bounces over the limit) until an admin resumes */
            guard_paused: boolean;
            /** Format: date-time */
            guard_paused_at: string | null;
            /** @description Why the guard paused sending, as the distributor sees it */
            guard_reason: string | null;
            paused: boolean;
            /** Format: date-time */
            paused_at: string | null;
            /** @description Campaign emails handed to the relay today (UTC) */
            sent_today: number;
            /** Format: uuid */
            tenant_id: string;
        };
        CampaignPreviewDto: {
            /** @description The campaign composer’s HTML with block markers; sanitised on write */
            content?: string;
            preheader?: string | null;
            subject?: string;
        };
        CampaignPreviewView: {
            /** @description What stops any send of this distributor (the postal address); empty when nothing does */
            blockers: components["schemas"]["SendingBlockerView"][];
            /** @description The whole email document (MJML output) */
            html: string;
            subject: string;
            /** @description The plain-text part */
            text: string;
            warnings: components["schemas"]["ComplianceWarningView"][];
        };
        CampaignStat: {
            /** @description Buy clicks through /go/ (docs/analytics.md "Clicks") */
            buy_clicks: number;
            /** @description utm_campaign (a campaign or sequence email carries its id) */
            campaign: string;
            /** @description Join clicks through /go/ */
            join_clicks: number;
            /** @description The distributor's campaign (its subject) or sequence (its name) that `campaign` is the id of, as it is now; else null */
            name: string | null;
            pageviews: number;
            visitors: number;
        };
        CampaignStatsView: {
            bounced: number;
            /** @description Buy clicks through the product blocks of the email (/go/ links; scanners not counted) */
            buy_clicks: number;
            /** @description Recipients who clicked a link */
            clicked: number;
            /** @description Recipients who reported the email as spam (the relay's feedback loop) */
            complained: number;
            failed: number;
            /** @description Recipients who opened (tracking pixel) */
            opened: number;
            /** @description Not handed to SMTP yet (queued or being handed over) */
            queued: number;
            /** @description Recipients snapshotted when sending started */
            recipients: number;
            sent: number;
            unsubscribed: number;
        };
        /** @enum {string} */
        CampaignStatus: "draft" | "scheduled" | "sending" | "sent" | "cancelled";
        CampaignView: {
            /** @description Who the send goes to: every confirmed subscriber, or the recently engaged */
            audience: components["schemas"]["CampaignAudience"];
            /** @description Only subscribers whose contact has this status; null: no status condition */
            audience_status: components["schemas"]["ContactStatus"] | null;
            /** @description Only subscribers whose contact carries this tag; null: no tag condition */
            audience_tag: string | null;
            /** @description What stops this campaign from being sent or scheduled (the postal address); empty when nothing does */
            blockers: components["schemas"]["SendingBlockerView"][];
            /** @description Sanitised HTML; product/post blocks as <div data-campaign-block="product|post" data-id="…"> */
            content: string;
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            preheader: string | null;
            /** Format: date-time */
            scheduled_at: string | null;
            /** Format: date-time */
            sent_at: string | null;
            stats: components["schemas"]["CampaignStatsView"];
            status: components["schemas"]["CampaignStatus"];
            /** @description Why a send is held (quota reached, paused by an admin or by the complaint/bounce guard) */
            status_reason: string | null;
            subject: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Empty when nothing is flagged */
            warnings: components["schemas"]["ComplianceWarningView"][];
            /** @description The distributor acknowledged the warnings of exactly this content */
            warnings_acknowledged: boolean;
        };
        CatalogCountriesAnswer: {
            countries: components["schemas"]["CatalogCountryView"][];
        };
        CatalogCountryView: {
            /** @description ISO 3166-1 alpha-2, e.g. KR */
            country: string;
            /** @description ISO 4217 code of the local prices, e.g. KRW */
            currency: string;
            /** @description The site language a new site in the country starts with */
            language: components["schemas"]["SiteLanguage"];
        };
        CategoryView: {
            /** Format: date-time */
            created_at: string;
            description: string | null;
            /** Format: uuid */
            id: string;
            image: string | null;
            name: string;
            /** @description URL segment of /products/:category */
            slug: string;
            sort_order: number;
            status: components["schemas"]["ActiveStatus"];
            /** Format: date-time */
            updated_at: string;
        };
        /** @enum {string} */
        CertificateState: "none" | "issuing" | "active" | "failed";
        CertificateView: {
            last_error: string | null;
            /** Format: date-time */
            next_attempt_at: string | null;
            /** Format: date-time */
            not_after: string | null;
            status: components["schemas"]["CertificateState"];
        };
        ComplaintAnswer: {
            /** @description Whether the report named one of our campaign emails (false: nothing recorded; do not retry) */
            matched: boolean;
        };
        ComplaintDto: {
            /** @description The recipient who complained (with list_id, when there is no Message-ID) */
            email?: string;
            /** @description List-Id of the reported email (`<t-<tenant id>.<domain>>`) */
            list_id?: string;
            /** @description Message-ID of the reported email (`<c.<recipient id>@<domain>>`) */
            message_id?: string;
        };
        /** @enum {string} */
        ComplianceKind: "disease_claim" | "income_claim";
        ComplianceWarningView: {
            explanation: string;
            kind: components["schemas"]["ComplianceKind"];
            /** @description The words in the sentence that triggered the warning */
            phrase: string;
            /** @description The flagged sentence */
            sentence: string;
        };
        ConsentView: {
            /** Format: date-time */
            at: string | null;
            /** @description Storefront host the form was on */
            host: string | null;
            /** @description HMAC of the visitor's IP address under a server key (never the address) */
            ip_hash: string | null;
            /** @description Storefront path the form was on */
            page: string | null;
            /** @description footer, newsletters page, lead form, before double opt-in */
            source: string | null;
        };
        ContactDetail: {
            /** Format: date-time */
            created_at: string;
            email: string;
            /** @description The day to follow up, YYYY-MM-DD */
            follow_up_on: string | null;
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @description The newest lead, subscription change, note or status change
             */
            last_activity_at: string;
            name: string | null;
            /** @description Newest first */
            notes: components["schemas"]["ContactNoteView"][];
            phone: string | null;
            /** @description How they first arrived: lead form, footer, newsletters page, … */
            source: string | null;
            status: components["schemas"]["ContactStatus"];
            subscription: components["schemas"]["ContactSubscriptionView"] | null;
            /** @description Their newsletter subscription; null when none */
            subscription_status: components["schemas"]["SubscriberStatus"] | null;
            /** @description The distributor's labels, lower-cased */
            tags: string[];
            /** @description Newest first */
            timeline: components["schemas"]["ContactTimelineEntry"][];
        };
        ContactErasure: {
            /** @description Rows deleted or anonymised per table */
            counts: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            erased_at: string;
            /**
             * Format: uuid
             * @description The erasure record
             */
            erasure_id: string;
        };
        ContactExport: {
            campaign_clicks: components["schemas"]["ContactExportClick"][];
            campaign_emails: components["schemas"]["SubscriberCampaignView"][];
            contact: components["schemas"]["ContactView"];
            /** Format: date-time */
            exported_at: string;
            invitation: components["schemas"]["ContactExportInvitation"] | null;
            leads: components["schemas"]["ContactExportLead"][];
            notes: components["schemas"]["ContactNoteView"][];
            sequences: components["schemas"]["ContactExportSequence"][];
            status_changes: components["schemas"]["ContactStatusChangeView"][];
            subscription: components["schemas"]["ContactExportSubscription"] | null;
        };
        ContactExportClick: {
            /** Format: date-time */
            at: string;
            /** Format: uuid */
            campaign_id: string;
            url: string;
        };
        ContactExportInvitation: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            sent_at: string | null;
            skip_reason: string | null;
        };
        ContactExportLead: {
            attribution_campaign: string | null;
            attribution_source: string | null;
            conversion_page: string | null;
            /** Format: date-time */
            created_at: string;
            email: string;
            /** Format: uuid */
            id: string;
            message: string;
            name: string;
            phone: string | null;
        };
        ContactExportSequence: {
            /** Format: date-time */
            ended_at: string | null;
            /** Format: date-time */
            enrolled_at: string;
            exit_reason: string | null;
            name: string;
            /** Format: uuid */
            sequence_id: string;
            /** @description active, completed or exited */
            status: string;
            steps: components["schemas"]["ContactExportSequenceStep"][];
        };
        ContactExportSequenceStep: {
            /** Format: date-time */
            clicked_at: string | null;
            /** Format: date-time */
            done_at: string | null;
            /** Format: date-time */
            due_at: string;
            /** Format: date-time */
            opened_at: string | null;
            /** @description pending, sending, done, skipped or failed */
            status: string;
            /** @description An email step's subject */
            subject: string | null;
            /** @description email, tag or status */
            type: string;
            /** Format: date-time */
            unsubscribed_at: string | null;
        };
        ContactExportSubscription: {
            attribution_campaign: string | null;
            attribution_source: string | null;
            /** Format: date-time */
            bounced_at: string | null;
            /** Format: date-time */
            complained_at: string | null;
            /**
             * Format: date-time
             * @description When they clicked the confirmation link
             */
            confirmed_at: string | null;
            consent: components["schemas"]["ConsentView"];
            conversion_page: string | null;
            /** Format: date-time */
            created_at: string;
            email: string;
            /** Format: uuid */
            id: string;
            status: components["schemas"]["SubscriberStatus"];
            /** Format: date-time */
            unsubscribed_at: string | null;
        };
        ContactImportPreview: {
            /** @description The header row's columns */
            columns: string[];
            /**
             * @description The separator found in the first line
             * @enum {string}
             */
            delimiter: "," | ";" | "\t";
            /** @description The first rows after the header */
            rows: string[][];
            /** @description The columns the headers suggest */
            suggested_mapping: components["schemas"]["ContactImportSuggestion"];
        };
        ContactImportReport: {
            /** @description New contacts */
            created: number;
            duration_ms: number;
            /** @description Per row, why it was skipped or a value left out (the first 1,000) */
            errors: components["schemas"]["ContactImportRowError"][];
            /** @description More errors than listed */
            errors_truncated: boolean;
            /** @description Existing contacts that gained a name, phone or tags (nothing already set is overwritten) */
            merged: number;
            /** @description Rows read after the header (blank lines not counted) */
            rows: number;
            /** @description Rows not imported (see errors) */
            skipped: number;
            /** @description Existing contacts the row added nothing to */
            unchanged: number;
        };
        ContactImportRowError: {
            /** @description The line of the file (the header is line 1) */
            line: number;
            message: string;
        };
        ContactImportSuggestion: {
            email_column: string | null;
            last_name_column: string | null;
            name_column: string | null;
            phone_column: string | null;
            tags_column: string | null;
        };
        ContactInvitationsDto: {
            /**
             * @description Every imported contact not invited yet (instead of contact_ids)
             * @enum {boolean}
             */
            all_imported?: true;
            /** @description The contacts to invite */
            contact_ids?: string[];
        };
        ContactMessageDto: {
            /** @example visitor@example.com */
            email: string;
            message: string;
            name: string;
            subject?: string;
            /** @description Leave empty (spam trap) */
            website?: string;
        };
        ContactMessagesAnswer: {
            messages: components["schemas"]["ContactMessageView"][];
        };
        /** @enum {string} */
        ContactMessageStatus: "open" | "handled";
        ContactMessageView: {
            /** Format: date-time */
            created_at: string;
            email: string;
            /** Format: date-time */
            handled_at: string | null;
            /** Format: uuid */
            id: string;
            message: string;
            name: string;
            status: components["schemas"]["ContactMessageStatus"];
            subject: string | null;
        };
        ContactNoteDto: {
            text: string;
        };
        ContactNoteView: {
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            text: string;
        };
        ContactsPage: {
            contacts: components["schemas"]["ContactView"][];
            limit: number;
            page: number;
            /** @description How many match the search and filters: exact up to the next thousand past this page; past it, that bound (total_exact false) */
            total: number;
            /** @description false: more than total match (the count stopped at total) */
            total_exact: boolean;
        };
        /** @enum {string} */
        ContactStatus: "new" | "contacted" | "prospect" | "customer" | "team_member" | "not_interested";
        ContactStatusChangeView: {
            /** Format: date-time */
            at: string;
            from_status: components["schemas"]["ContactStatus"] | null;
            to_status: components["schemas"]["ContactStatus"] | null;
        };
        ContactSubscriptionView: {
            /** Format: date-time */
            confirmed_at: string | null;
            consent: components["schemas"]["ConsentView"];
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            status: components["schemas"]["SubscriberStatus"];
            /** Format: date-time */
            unsubscribed_at: string | null;
        };
        ContactTimelineEntry: {
            /** Format: date-time */
            at: string;
            /** @description status_change: before */
            from_status: components["schemas"]["ContactStatus"] | null;
            kind: components["schemas"]["ContactTimelineKind"];
            /** @description campaign_*: the campaign's subject */
            subject: string | null;
            /** @description A lead's message or a note's text */
            text: string | null;
            /** @description status_change: after */
            to_status: components["schemas"]["ContactStatus"] | null;
        };
        /** @enum {string} */
        ContactTimelineKind: "lead" | "subscribed" | "confirmed" | "unsubscribed" | "bounced" | "complained" | "campaign_sent" | "campaign_opened" | "campaign_clicked" | "note" | "status_change";
        ContactUsEntryView: {
            contactus_image: string | null;
            contactus_text: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            updated_at: string;
        };
        ContactView: {
            /** Format: date-time */
            created_at: string;
            email: string;
            /** @description The day to follow up, YYYY-MM-DD */
            follow_up_on: string | null;
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @description The newest lead, subscription change, note or status change
             */
            last_activity_at: string;
            name: string | null;
            phone: string | null;
            /** @description How they first arrived: lead form, footer, newsletters page, … */
            source: string | null;
            status: components["schemas"]["ContactStatus"];
            /** @description Their newsletter subscription; null when none */
            subscription_status: components["schemas"]["SubscriberStatus"] | null;
            /** @description The distributor's labels, lower-cased */
            tags: string[];
        };
        CreateBlogBannerDto: {
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            image?: string;
            /** @description Caption */
            image_content?: string | null;
            sort_order?: number;
        };
        CreateBlogDto: {
            /** @description Publish although the compliance check flags health or income claims (docs/campaigns.md) */
            acknowledge_warnings?: boolean;
            /** @description HTML from the rich-text editor; sanitised on write */
            content?: string;
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            image?: string;
            /** @default true */
            is_visible?: boolean;
            title: string;
        };
        CreateCategoryDto: {
            description?: string | null;
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            image?: string;
            name: string;
            /** @description URL segment; made from the name when missing */
            slug?: string | null;
            sort_order?: number;
            /**
             * @default active
             * @enum {string}
             */
            status?: "active" | "inactive";
        };
        CreateContactUsDto: {
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            contactus_image?: string;
            contactus_text?: string | null;
        };
        CreatedUserAnswer: {
            message: string;
            /** Format: uuid */
            tenant_id: string;
            user: components["schemas"]["UserView"];
        };
        CreateProductDto: {
            /**
             * @default in_stock
             * @enum {string}
             */
            availability?: "in_stock" | "out_of_stock" | "coming_soon";
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            banner_image?: string;
            /** @example 39.95 */
            base_price?: string;
            buy_link?: string | null;
            /** @description UUID of one of this tenant's categories; "" for none */
            category_id?: string | null;
            description?: string | null;
            /**
             * Format: binary
             * @description File: a PDF (≤ 20 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            guide_pdf?: string;
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            image?: string;
            instructions?: string | null;
            name: string;
            /** @example 44.95 */
            preferred_customer_price?: string;
            sort_order?: number;
            /**
             * @default active
             * @enum {string}
             */
            status?: "active" | "inactive";
            title?: string | null;
            /**
             * Format: binary
             * @description File: a video (MP4, WebM or QuickTime, ≤ 100 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            video?: string;
            video_url?: string | null;
            /** @example 49.95 */
            your_price?: string;
        };
        CreateSliderDto: {
            /** @description http(s) URL or a site path such as /products */
            ctaLink?: string | null;
            ctaText?: string | null;
            description?: string | null;
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            image?: string;
            sort_order?: number;
        };
        CreateTrainingCategoryDto: {
            description?: string | null;
            name: string;
            /** @default 0 */
            sort_order?: number;
        };
        CreateTrainingDto: {
            /** @description A training category id; "" for none */
            category_id?: string | null;
            /** @description HTML; sanitised on save */
            content?: string | null;
            description?: string | null;
            /**
             * Format: binary
             * @description File: a PDF (≤ 20 MB) or an image (JPEG, PNG, WebP or GIF, ≤ 5 MB) or a video (MP4, WebM or QuickTime, ≤ 100 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            file?: string;
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            image?: string;
            /** @default true */
            is_published?: boolean;
            title: string;
            /** @example https://www.youtube.com/watch?v=… */
            video_url?: string | null;
        };
        CreateUserDto: {
            /**
             * @description ISO 3166-1 alpha-2; decides catalog and currency
             * @example US
             */
            country?: string;
            /** @example jane@example.com */
            email: string;
            /** @example Jane */
            first_name: string;
            /** @example Cooper */
            last_name: string;
            /** @example +1 555 0100 */
            mobile?: string;
            /**
             * @description 3–63 of a-z, 0-9 and -, becomes <subdomain>.<base domain>
             * @example jane
             */
            subdomain: string;
        };
        CredentialsDto: {
            /** @example jane@example.com */
            email: string;
            password: string;
        };
        DashboardAnswer: {
            open_messages: number;
            /** @description Custom domains waiting for DNS */
            pending_domains: number;
            recent_messages: components["schemas"]["ContactMessageView"][];
            recent_signups: components["schemas"]["AgentView"][];
            sequences: components["schemas"]["SequenceFleetView"];
            totals: components["schemas"]["FleetCounts"];
        };
        DeliverabilityAnswer: {
            check: components["schemas"]["DeliverabilityCheckView"];
            /** @description DKIM d= (null: no key configured, mail goes out unsigned) */
            dkim_domain: string | null;
            dkim_selector: string | null;
            /** @description MAIL_FROM's domain: the From and envelope sender of every email */
            from_domain: string;
            records: components["schemas"]["SendingRecordView"][];
        };
        /**
         * @description running: a check asked for (or the first one) has not finished yet, ask again in a few seconds; done: the states are its answer
         * @enum {string}
         */
        DeliverabilityCheckStatus: "running" | "done";
        DeliverabilityCheckView: {
            /**
             * Format: date-time
             * @description When the last finished check asked DNS; null before the first
             */
            checked_at: string | null;
            /**
             * Format: date-time
             * @description When an admin last asked for a check (Check again)
             */
            requested_at: string | null;
            /** @description running: a check asked for (or the first one) has not finished yet, ask again in a few seconds; done: the states are its answer */
            status: components["schemas"]["DeliverabilityCheckStatus"];
        };
        /** @enum {string} */
        DeviceClass: "mobile" | "tablet" | "desktop";
        DeviceStat: {
            device: components["schemas"]["DeviceClass"];
            pageviews: number;
            visitors: number;
        };
        DistributorSendingDomainsAnswer: {
            pagination: components["schemas"]["Pagination"];
            sending_domains: components["schemas"]["DistributorSendingDomainView"][];
            stats: components["schemas"]["SendingDomainStatsView"];
        };
        /**
         * @description pending: records not right yet; verified: campaigns go out From the domain; misconfigured: a record went after verification; failed: 7 days without success
         * @enum {string}
         */
        DistributorSendingDomainStatus: "pending" | "verified" | "misconfigured" | "failed";
        DistributorSendingDomainView: {
            /** Format: date-time */
            checked_at: string | null;
            /** @description The registered domain of the custom domain, which campaigns are sent from once verified */
            domain: string;
            /** @description <local_part>@<domain> */
            from_address: string;
            /** @description What the last check said (the problems, or that the records verified); null before the first */
            message: string | null;
            /**
             * Format: date-time
             * @description null: no check planned (failed, until the distributor presses Verify now)
             */
            next_check_at: string | null;
            site_name: string | null;
            /** @description pending: records not right yet; verified: campaigns go out From the domain; misconfigured: a record went after verification; failed: 7 days without success */
            status: components["schemas"]["DistributorSendingDomainStatus"];
            subdomain: string;
            /** Format: uuid */
            tenant_id: string;
            /** Format: date-time */
            verified_at: string | null;
        };
        DistributorSessionView: {
            /** Format: uuid */
            tenant_id: string;
            token: string;
            user: components["schemas"]["UserView"];
        };
        DomainRetryAnswer: {
            domain: components["schemas"]["FleetDomainView"];
            message: string;
        };
        DomainStatsView: {
            certificates_active: number;
            failed: number;
            misconfigured: number;
            pending: number;
            taken: number;
            total: number;
            verified: number;
        };
        /** @enum {string} */
        DomainStatus: "pending" | "verified";
        /** @enum {string} */
        DomainType: "sub_domain" | "custom_domain";
        DsnAnswer: {
            /** @enum {string} */
            bounce?: "hard" | "soft";
            /**
             * @description What the report was: a bounce, an ARF complaint, or a notification that the email was delivered (nothing recorded)
             * @enum {string}
             */
            kind: "bounce" | "complaint" | "no-bounce";
            /**
             * @description bounced: recorded now; soft-bounce: counted now; suppressed: the soft bounce that reached BOUNCE_SOFT_LIMIT; recorded-before: this report was taken already
             * @enum {string}
             */
            outcome?: "bounced" | "soft-bounce" | "suppressed" | "recorded-before" | "complained";
        };
        DurationBucket: {
            distributors: number;
            /** @description e.g. "< 1 h", "1–24 h", "1–7 d", "> 7 d", "not yet" */
            label: string;
        };
        EmailRetryAnswer: {
            email: components["schemas"]["EmailView"];
            message: string;
        };
        EmailsAnswer: {
            emails: components["schemas"]["EmailView"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @enum {string} */
        EmailStatus: "pending" | "done" | "failed" | "skipped";
        EmailView: {
            attempts: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            done_at: string | null;
            /** Format: uuid */
            id: string;
            /** @description The job: `mail.transactional`, `mail.autoresponder`, `mail.domain-notice`, `mail.notification`, `mail.campaign-test`, `mail.sending-domain-notice`, `mail.sending-paused`, `mail.follow-up-digest` */
            job: string;
            /** @description What kind of email within the job (`welcome`, `password-reset`, `subscriber-confirm`, `subscriber-welcome`, `lead-notice`, `lead-autoresponder`, `live`, …) */
            kind: string | null;
            last_error: string | null;
            message_id: string | null;
            /**
             * Format: date-time
             * @description When the next try is due (pending emails only)
             */
            next_attempt_at: string | null;
            /** @description Known once a hand-off to SMTP was tried */
            recipient: string | null;
            /** Format: date-time */
            sent_at: string | null;
            status: components["schemas"]["EmailStatus"];
            subject: string | null;
            /** Format: uuid */
            tenant_id: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        ErasureView: {
            /** @description Rows deleted or anonymised per table */
            counts: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The login that asked for it
             */
            user_id: string | null;
        };
        ErrorAnswer: {
            /** @description Machine-readable reason, e.g. STORE_NOT_FOUND, VALIDATION_FAILED */
            code?: string;
            /** @description Validation failures: field → what is wrong with it; otherwise extra facts */
            details?: {
                [key: string]: unknown;
            };
            /** @description What went wrong, in words a person can read */
            message: string;
        };
        FeedCategoryView: {
            /** Format: uuid */
            id: string;
            name: string;
        };
        FeedTrainingView: {
            /** Format: uuid */
            category_id: string | null;
            category_name: string | null;
            /** @description HTML */
            content: string | null;
            /** Format: date-time */
            created_at: string;
            description: string | null;
            file: string | null;
            /** Format: uuid */
            id: string;
            image: string | null;
            title: string;
            video_url: string | null;
        };
        FieldError: {
            field: string;
            message: string;
        };
        FleetAnalyticsAnswer: {
            activation: components["schemas"]["ActivationTimes"];
            /** @description Totals by catalog country */
            by_country: components["schemas"]["FleetCountryStat"][];
            from: string;
            to: string;
            top_by_conversion: components["schemas"]["FleetSiteStat"][];
            top_by_traffic: components["schemas"]["FleetSiteStat"][];
            totals: components["schemas"]["FleetTotals"];
            /** @description Real-user Web Vitals (p75) per storefront template */
            web_vitals: components["schemas"]["FleetWebVitalsView"];
        };
        FleetCountryStat: {
            /** @description Buy clicks through /go/ (docs/analytics.md "Clicks") */
            buy_clicks: number;
            country: string;
            /** @description Share of its distributors whose sales are credited to them, 0–1 */
            credited_share: number;
            distributors: number;
            /** @description Join clicks through /go/ */
            join_clicks: number;
            pageviews: number;
            visitors: number;
        };
        FleetCounts: {
            active: number;
            inactive: number;
            total: number;
        };
        FleetDomainsAnswer: {
            domains: components["schemas"]["FleetDomainView"][];
            pagination: components["schemas"]["Pagination"];
            stats: components["schemas"]["DomainStatsView"];
        };
        FleetDomainView: {
            certificate: components["schemas"]["CertificateView"];
            /** Format: date-time */
            checked_at: string | null;
            /** @description The certificate is active */
            custom_domain_status: components["schemas"]["DomainStatus"];
            /** @description The storefront resolves on the domain */
            dns_status: components["schemas"]["DomainStatus"];
            domain: string;
            domain_type: components["schemas"]["DomainType"];
            message: string | null;
            /** Format: date-time */
            next_check_at: string | null;
            records: components["schemas"]["VerificationRecordView"][];
            site_name: string | null;
            subdomain: string;
            /** Format: uuid */
            tenant_id: string;
            verification_status: components["schemas"]["VerificationState"];
        };
        FleetSiteStat: {
            /** @description (leads + subscribers) / visitors */
            conversion_rate: number;
            leads: number;
            pageviews: number;
            site_name: string | null;
            subdomain: string;
            subscribers: number;
            /** Format: uuid */
            tenant_id: string;
            visitors: number;
        };
        FleetTotals: {
            /** @description Distributors whose site had at least one visitor in the range */
            active_sites: number;
            /** @description Buy clicks through /go/ (docs/analytics.md "Clicks") */
            buy_clicks: number;
            /** @description Share of distributors whose sales are credited to them (own shop link, or member ID with a template), 0–1 */
            credited_share: number;
            /** @description Join clicks through /go/ */
            join_clicks: number;
            leads: number;
            pageviews: number;
            subscribers: number;
            visitors: number;
        };
        FleetWebVitalsView: {
            templates: components["schemas"]["TemplateVitalsView"][];
            thresholds: components["schemas"]["VitalThresholdsView"];
        };
        FooterDisclaimerDto: {
            income_disclaimer?: string | null;
            product_disclaimer?: string | null;
            site_disclaimer?: string | null;
        };
        FooterDisclaimerView: {
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            income_disclaimer: string | null;
            product_disclaimer: string | null;
            site_disclaimer: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        ForgotPasswordDto: {
            /** @example jane@example.com */
            email: string;
        };
        FreeFormPageView: {
            /** @description Free-form page fields (docs/product.md#free-form-pages) */
            data: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            updated_at: string | null;
        };
        HealthAnswer: {
            /** @description Every probe */
            details: {
                [key: string]: {
                    latency_ms?: number;
                    message?: string;
                    /** @enum {string} */
                    status: "up" | "degraded" | "down";
                };
            };
            /** @description The probes that are down */
            error?: {
                [key: string]: {
                    latency_ms?: number;
                    message?: string;
                    /** @enum {string} */
                    status: "up" | "degraded" | "down";
                };
            };
            /** @description The probes that are up or degraded */
            info?: {
                [key: string]: {
                    latency_ms?: number;
                    message?: string;
                    /** @enum {string} */
                    status: "up" | "degraded" | "down";
                };
            };
            status: components["schemas"]["HealthStatus"];
        };
        /** @enum {string} */
        HealthStatus: "ok" | "degraded" | "error" | "shutting_down";
        HomePageContentView: {
            about_company_content_1: string | null;
            about_company_content_2: string | null;
            about_company_image_url: string | null;
            about_company_title: string | null;
            introduction_content: string | null;
            introduction_image_url: string | null;
            opportunity_video_header_title: string | null;
            opportunity_video_url: string | null;
            support_content: string | null;
            welcome_description: string | null;
            why_network_marketing_content: string | null;
            why_network_marketing_title: string | null;
        };
        HomePageDto: {
            about_company_content_1?: string | null;
            about_company_content_2?: string | null;
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            about_company_image_url?: string;
            about_company_title?: string | null;
            introduction_content?: string | null;
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            introduction_image_url?: string;
            opportunity_video_header_title?: string | null;
            /**
             * Format: binary
             * @description File: a video (MP4, WebM or QuickTime, ≤ 100 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            opportunity_video_url?: string;
            support_content?: string | null;
            welcome_description?: string | null;
            why_network_marketing_content?: string | null;
            why_network_marketing_title?: string | null;
        };
        HomePageView: {
            about_company_content_1: string | null;
            about_company_content_2: string | null;
            about_company_image_url: string | null;
            about_company_title: string | null;
            introduction_content: string | null;
            introduction_image_url: string | null;
            opportunity_video_header_title: string | null;
            opportunity_video_url: string | null;
            support_content: string | null;
            /** Format: date-time */
            updated_at: string | null;
            welcome_description: string | null;
            why_network_marketing_content: string | null;
            why_network_marketing_title: string | null;
        };
        InboxAnswer: {
            notifications: components["schemas"]["InboxEntryView"][];
            unread: number;
        };
        InboxEntryView: {
            /** Format: date-time */
            created_at: string;
            message: string;
            /** Format: uuid */
            notification_id: string;
            /** Format: date-time */
            read_at: string | null;
            title: string;
        };
        InvitationRequestAnswer: {
            /** @description Invitations per hour per distributor */
            limit_per_hour: number;
            /** @description Invitations queued (preview: that would be queued) */
            queued: number;
            /** @description Invitations still allowed this hour, after this request */
            remaining_this_hour: number;
            skipped: components["schemas"]["InvitationSkips"];
        };
        InvitationSkips: {
            /** @description Invited before: each address gets one invitation, ever */
            already_invited: number;
            /** @description Emails to the address bounced: never invited */
            bounced: number;
            /** @description The address reported an email as spam: never invited */
            complained: number;
            /** @description Ids that are not contacts of this distributor */
            not_found: number;
            /** @description Asked to confirm a subscription already (pending) */
            pending: number;
            /** @description Over the hourly limit: invite them again later */
            rate_limited: number;
            /** @description Subscribed (confirmed) already */
            subscribed: number;
            /** @description The address is on the suppression list (an erased person) */
            suppressed: number;
            /** @description Unsubscribed at some point: never invited */
            unsubscribed: number;
        };
        InvitationStatusAnswer: {
            /** @description Confirmed their subscription from the invitation */
            confirmed: number;
            /** @description Imported contacts not invited yet */
            imported_not_invited: number;
            /** @description Invitations ever queued */
            invited: number;
            limit_per_hour: number;
            /** @description Not sent (sending paused, or the person subscribed or unsubscribed meanwhile) */
            not_sent: number;
            remaining_this_hour: number;
            /** @description Of those, emails the mail server accepted */
            sent: number;
            /** @description Not sent yet (waiting for the worker, or retried) */
            waiting: number;
        };
        JoinUsPageAnswer: {
            /** @description Free-form page fields (docs/product.md#free-form-pages) */
            data: {
                [key: string]: unknown;
            };
            joining_link: string | null;
        };
        LeadDto: {
            /** @description First-touch source of the visit (analytics); never changes whether the form succeeds */
            attribution?: components["schemas"]["AttributionDto"];
            /** @example visitor@example.com */
            email: string;
            message: string;
            name: string;
            /**
             * @description Path of the storefront page the form is on
             * @example /newsletters
             */
            page?: string;
            phone?: string;
            /**
             * @description Also subscribe to the newsletter (a confirmation link is emailed)
             * @default false
             */
            send_updates?: boolean;
            /** @description Leave empty (spam trap) */
            website?: string;
        };
        LeadMessageView: {
            body: string;
            enabled: boolean;
            subject: string;
            /** Format: date-time */
            updated_at: string | null;
        };
        LeadsPage: {
            leads: components["schemas"]["LeadView"][];
            limit: number;
            page: number;
            /** @description All matching the search */
            total: number;
        };
        LeadView: {
            /** Format: date-time */
            created_at: string;
            email: string;
            /** Format: uuid */
            id: string;
            message: string;
            name: string;
            phone: string | null;
        };
        LiveVisitorsAnswer: {
            /** @description Unique visitors in the last 5 minutes */
            visitors: number;
        };
        MessageAnswer: {
            message: string;
        };
        MessageHandledAnswer: {
            contact_message: components["schemas"]["ContactMessageView"];
            message: string;
        };
        NewsletterSummaryView: {
            /** Format: uuid */
            id: string;
            preheader: string | null;
            /** Format: date-time */
            sent_at: string;
            subject: string;
        };
        NewsletterView: {
            /** @description The email document, without tracking */
            html: string;
            /** Format: uuid */
            id: string;
            preheader: string | null;
            /** Format: date-time */
            sent_at: string;
            subject: string;
        };
        NotificationReadAnswer: {
            /** Format: uuid */
            notification_id: string;
            /** Format: date-time */
            read_at: string | null;
            unread: number;
        };
        NotificationSentAnswer: {
            message: string;
            /** Format: uuid */
            notification_id: string;
        };
        PageDataAnswer: {
            /** @description Free-form page fields (docs/product.md#free-form-pages) */
            data: {
                [key: string]: unknown;
            };
        };
        PageStat: {
            /** @description Buy clicks of visits that landed on this page */
            buy_clicks: number;
            /** @description Join clicks of visits that landed on this page */
            join_clicks: number;
            pageviews: number;
            path: string;
            visitors: number;
        };
        Pagination: {
            limit: number | null;
            page: number;
            total: number;
        };
        ProductClickStat: {
            buy_clicks: number;
            /** @description The product as it is named now; null when it was deleted */
            name: string | null;
            /** Format: uuid */
            product_id: string;
        };
        ProductView: {
            availability: components["schemas"]["Availability"];
            banner_image: string | null;
            base_price: number | null;
            buy_link: string | null;
            /** Format: uuid */
            category_id: string | null;
            category_name: string | null;
            category_slug: string | null;
            /** Format: date-time */
            created_at: string;
            currency: string;
            description: string | null;
            guide_pdf: string | null;
            /** Format: uuid */
            id: string;
            image: string | null;
            instructions: string | null;
            name: string;
            preferred_customer_price: number | null;
            sort_order: number;
            status: components["schemas"]["ActiveStatus"];
            title: string | null;
            /** Format: date-time */
            updated_at: string;
            video: string | null;
            video_url: string | null;
            your_price: number | null;
        };
        PublicBlogBannerView: {
            /** Format: uuid */
            id: string;
            image: string | null;
            image_content: string | null;
        };
        PublicBlogView: {
            banners: components["schemas"]["PublicBlogBannerView"][];
            content: string;
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            image: string | null;
            title: string;
        };
        PublicCategoryView: {
            description: string | null;
            /** Format: uuid */
            id: string;
            image: string | null;
            name: string;
            /** @description URL segment of /products/:category */
            slug: string;
            status: components["schemas"]["ActiveStatus"];
        };
        PublicContactEntryView: {
            contactus_image: string | null;
            contactus_text: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
        };
        PublicDisclaimerView: {
            /** Format: uuid */
            id: string;
            income_disclaimer: string | null;
            product_disclaimer: string | null;
            site_disclaimer: string | null;
        };
        PublicProductView: {
            availability: components["schemas"]["Availability"];
            banner_image: string | null;
            base_price: number | null;
            buy_link: string | null;
            /** Format: uuid */
            category_id: string | null;
            category_name: string | null;
            category_slug: string | null;
            currency: string;
            description: string | null;
            guide_pdf: string | null;
            /** Format: uuid */
            id: string;
            image: string | null;
            instructions: string | null;
            name: string;
            preferred_customer_price: number | null;
            status: components["schemas"]["ActiveStatus"];
            title: string | null;
            video: string | null;
            video_url: string | null;
            your_price: number | null;
        };
        PublicSliderView: {
            ctaLink: string | null;
            ctaText: string | null;
            description: string | null;
            /** Format: uuid */
            id: string;
            image: string | null;
        };
        QueueDashboardSessionAnswer: {
            /** Format: date-time */
            expires_at: string;
            message: string;
            /** @description The dashboard page to open */
            url: string;
        };
        ResetPasswordDto: {
            email: string;
            newPassword: string;
            token: string;
        };
        SendCampaignDto: {
            /** @description The distributor has read the compliance warnings and sends anyway */
            acknowledge_warnings?: boolean;
            /**
             * @description all: every confirmed subscriber; engaged: those who opened or clicked a campaign in the last 12 months, or subscribed in that time. Taken when the send starts.
             * @default all
             */
            audience?: components["schemas"]["CampaignAudience"];
            /** @description Only confirmed subscribers whose contact has this status; everyone when absent */
            audience_status?: components["schemas"]["ContactStatus"] | null;
            /** @description Only confirmed subscribers whose contact carries this tag (case-insensitive); everyone when absent */
            audience_tag?: string | null;
            /**
             * Format: date-time
             * @description When to send (ISO 8601 with an offset or Z); now when absent. Must be in the future.
             */
            scheduled_at?: string;
        };
        /** @enum {string} */
        SendingBlockerCode: "postal_address_missing";
        SendingBlockerView: {
            code: components["schemas"]["SendingBlockerCode"];
            /** @description The text of the link to fix_path */
            fix_label: string;
            /** @description The back-office path where it is fixed (e.g. /backoffice/settings) */
            fix_path: string;
            /** @description What is missing and why, in the distributor’s words */
            message: string;
        };
        SendingDomainAnswer: {
            /** @description The site has a verified custom domain, so a sending domain can be set up */
            available: boolean;
            /** Format: date-time */
            checked_at: string | null;
            /** @description The sending domain (the registered domain of the custom domain), or the one it would be */
            domain: string | null;
            /** @description <local_part>@<domain> */
            from_address: string | null;
            local_part: string | null;
            message: string | null;
            /** Format: date-time */
            next_check_at: string | null;
            records: components["schemas"]["SendingDomainRecordView"][];
            /** @description The address campaign emails are From right now: the sending domain once verified, else the platform’s */
            sending_from: string;
            /** @description none: not set up; pending → verified, misconfigured (a record went after verification), failed (7 days without success) */
            status: components["schemas"]["SendingDomainStatus"];
            /** Format: date-time */
            verified_at: string | null;
        };
        SendingDomainDto: {
            /**
             * @description The From address is <local_part>@<your domain>
             * @example news
             */
            local_part: string;
        };
        /** @enum {string} */
        SendingDomainRecordKind: "dkim" | "spf" | "dmarc";
        SendingDomainRecordView: {
            /** @description TXT values found at the last check; null: not checked yet, or DNS gave no answer */
            found: string[] | null;
            kind: components["schemas"]["SendingDomainRecordKind"];
            /** @description Fully qualified name, without the trailing dot */
            name: string;
            /** @description null: not checked yet */
            ok: boolean | null;
            problem: string | null;
            /** @description Whether mail waits for it (DKIM, SPF); DMARC is advised only */
            required: boolean;
            /** @description Always TXT */
            type: string;
            /** @description The value to publish (SPF: merge the mechanisms into an existing v=spf1 record) */
            value: string;
        };
        SendingDomainStatsView: {
            failed: number;
            misconfigured: number;
            pending: number;
            total: number;
            verified: number;
        };
        /**
         * @description none: not set up; pending → verified, misconfigured (a record went after verification), failed (7 days without success)
         * @enum {string}
         */
        SendingDomainStatus: "none" | "pending" | "verified" | "misconfigured" | "failed";
        /**
         * @description dkim: the signing key; dkim-previous: the key signed with before a rotation, kept until retired; spf (on the return paths' domain); dmarc; return-path: the MX that brings late bounces to the listener (listed when BOUNCE_MX_HOST is set)
         * @enum {string}
         */
        SendingRecordKind: "dkim" | "dkim-previous" | "spf" | "dmarc" | "return-path";
        /**
         * @description unknown: DNS gave no answer (timeout, SERVFAIL), so nothing is known; unchecked: no check of this record yet (none so far, or the settings changed since)
         * @enum {string}
         */
        SendingRecordState: "published" | "missing" | "different" | "unknown" | "unchecked";
        SendingRecordView: {
            /** @description The TXT values (MX: "<preference> <host>") found at the name by the last check */
            found: string[];
            /** @description dkim: the signing key; dkim-previous: the key signed with before a rotation, kept until retired; spf (on the return paths' domain); dmarc; return-path: the MX that brings late bounces to the listener (listed when BOUNCE_MX_HOST is set) */
            kind: components["schemas"]["SendingRecordKind"];
            /** @description Fully qualified name, without the trailing dot */
            name: string;
            /** @description unknown: DNS gave no answer (timeout, SERVFAIL), so nothing is known; unchecked: no check of this record yet (none so far, or the settings changed since) */
            state: components["schemas"]["SendingRecordState"];
            /** @description TXT, or MX for the return path */
            type: string;
            /** @description The value to publish; null for dkim-previous (keep the published record as it is) */
            value: string | null;
        };
        SendNotificationDto: {
            message: string;
            /**
             * @description Also email the notification to every active distributor (title as subject, message as body, with a link to the back-office inbox), once the inbox rows are written
             * @default false
             */
            send_email?: boolean;
            title: string;
        };
        SentNotificationsAnswer: {
            notifications: components["schemas"]["SentNotificationView"][];
        };
        SentNotificationView: {
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When every inbox row was written
             */
            fanout_completed_at: string | null;
            message: string;
            /** Format: uuid */
            notification_id: string;
            /** @description How many of those are read */
            read: number;
            /** @description Inbox rows written so far */
            recipients: number;
            send_email: boolean;
            title: string;
        };
        /** @enum {string} */
        SequenceBasis: "subscribers" | "enquiry";
        SequenceDto: {
            /**
             * @description Who gets email steps: confirmed subscribers, or also a lead’s own enquiry follow-ups (lead_captured only)
             * @default subscribers
             */
            basis?: components["schemas"]["SequenceBasis"];
            /** @description Reaching one of these statuses ends the enrolment */
            exit_statuses?: ("new" | "contacted" | "prospect" | "customer" | "team_member" | "not_interested")[];
            name: string;
            steps: components["schemas"]["SequenceStepDto"][];
            /**
             * @description IANA time zone for at_hour and the night rule
             * @default UTC
             */
            time_zone?: string;
            trigger: components["schemas"]["SequenceTriggerDto"];
        };
        SequenceFleetView: {
            /** @description Sequences active now, all distributors */
            active_sequences: number;
            /** @description All emails handed to the relay in the last 30 days: campaigns, sequences and transactional mail */
            all_emails_sent_30d: number;
            /** @description Sequence step emails handed to the relay in the last 30 days */
            emails_sent_30d: number;
            /** @description People in an active enrolment now (each person once per distributor) */
            people_enrolled: number;
            /** @description Sequence emails as a share of all emails of the last 30 days, 0 to 1 (0 when nothing was sent) */
            share_of_mail_30d: number;
        };
        SequenceStatsView: {
            active: number;
            completed: number;
            enrolled: number;
            exited: number;
            /** @description Exits by reason: unsubscribed, bounced, complained, erased, removed, archived, status:<status> */
            exited_by: {
                [key: string]: unknown;
            };
        };
        /** @enum {string} */
        SequenceStatus: "draft" | "active" | "paused" | "archived";
        SequenceStepDto: {
            /** @description Email: then at HH:00 in the sequence’s time zone */
            at_hour?: number;
            /** @description The campaign composer’s HTML with block markers; sanitised on write */
            content?: string;
            /**
             * Format: uuid
             * @description An existing step keeps its id across edits (docs/product.md "Sequences")
             */
            id?: string;
            preheader?: string | null;
            status?: components["schemas"]["ContactStatus"];
            subject?: string;
            tag?: string;
            type: components["schemas"]["SequenceStepType"];
            /** @description How long after the previous step (or the enrolment) */
            wait: components["schemas"]["SequenceWaitDto"];
        };
        SequenceStepStatsView: {
            buy_clicks: number;
            clicked: number;
            opened: number;
            sent: number;
            unsubscribed: number;
        };
        /** @enum {string} */
        SequenceStepType: "email" | "add_tag" | "set_status";
        SequenceStepView: {
            at_hour: number | null;
            content: string | null;
            /** Format: uuid */
            id: string;
            preheader: string | null;
            stats: components["schemas"]["SequenceStepStatsView"];
            status: components["schemas"]["ContactStatus"] | null;
            subject: string | null;
            tag: string | null;
            type: components["schemas"]["SequenceStepType"];
            wait: components["schemas"]["SequenceWaitView"];
        };
        SequenceTemplateStepView: {
            at_hour: number | null;
            content: string | null;
            preheader: string | null;
            status: components["schemas"]["ContactStatus"] | null;
            subject: string | null;
            tag: string | null;
            type: components["schemas"]["SequenceStepType"];
            wait: components["schemas"]["SequenceWaitView"];
        };
        SequenceTemplateView: {
            basis: components["schemas"]["SequenceBasis"];
            description: string;
            exit_statuses: string[];
            key: string;
            name: string;
            steps: components["schemas"]["SequenceTemplateStepView"][];
            trigger: components["schemas"]["SequenceTriggerView"];
        };
        SequenceTestDto: {
            /** @description The email step’s index in the saved sequence, from 0 */
            step: number;
        };
        SequenceTriggerDto: {
            /** @description status_changed: the status */
            status?: components["schemas"]["ContactStatus"];
            /** @description tag_added: the tag */
            tag?: string;
            type: components["schemas"]["SequenceTriggerType"];
        };
        /** @enum {string} */
        SequenceTriggerType: "lead_captured" | "subscription_confirmed" | "tag_added" | "status_changed";
        SequenceTriggerView: {
            status: components["schemas"]["ContactStatus"] | null;
            tag: string | null;
            type: components["schemas"]["SequenceTriggerType"];
        };
        SequenceView: {
            basis: components["schemas"]["SequenceBasis"];
            /** Format: date-time */
            created_at: string;
            /** @description Contact statuses that end an enrolment */
            exit_statuses: string[];
            /** Format: uuid */
            id: string;
            name: string;
            /**
             * Format: date-time
             * @description When its next step is due for someone (an active sequence); null when none is
             */
            next_step_at: string | null;
            stats: components["schemas"]["SequenceStatsView"];
            status: components["schemas"]["SequenceStatus"];
            steps: components["schemas"]["SequenceStepView"][];
            time_zone: string;
            trigger: components["schemas"]["SequenceTriggerView"];
            /** Format: date-time */
            updated_at: string;
            /** @description Bumped by every edit */
            version: number;
            /** @description Of the email steps; empty when nothing is flagged */
            warnings: components["schemas"]["ComplianceWarningView"][];
        };
        SequenceWaitDto: {
            amount: number;
            unit: components["schemas"]["SequenceWaitUnit"];
        };
        /** @enum {string} */
        SequenceWaitUnit: "hours" | "days";
        SequenceWaitView: {
            amount: number;
            unit: components["schemas"]["SequenceWaitUnit"];
        };
        SettingsAnswer: {
            certificate: components["schemas"]["CertificateView"];
            settings: components["schemas"]["SettingsView"];
            verification: components["schemas"]["VerificationView"];
        };
        SettingsErrorAnswer: {
            /** @description Machine-readable reason, e.g. STORE_NOT_FOUND, VALIDATION_FAILED */
            code?: string;
            /** @description Validation failures: field → what is wrong with it; otherwise extra facts */
            details?: {
                [key: string]: unknown;
            };
            errors?: components["schemas"]["FieldError"][];
            /** @description What went wrong, in words a person can read */
            message: string;
        };
        SettingsView: {
            address: string | null;
            country: string;
            currency: string;
            custom_domain: string | null;
            custom_domain_status: components["schemas"]["DomainStatus"];
            /** @description The country's zone, used while time_zone is null */
            default_time_zone: string;
            dns_status: components["schemas"]["DomainStatus"];
            domain_type: components["schemas"]["DomainType"];
            /** @description The zone in force: time_zone, else the first zone of the country (e.g. America/New_York for US) */
            effective_time_zone: string;
            email_id: string | null;
            first_name: string | null;
            /** @description Whether the daily follow-up digest email is on */
            follow_up_digest: boolean;
            /** Format: uuid */
            id: string;
            last_name: string | null;
            /** @description The distributor's member ID, filled into the country's shop links */
            member_id: string | null;
            /** @description An example of a member ID in the country's format (Admin → Shop links) */
            member_id_example: string | null;
            mobile: string | null;
            nht_joining_link: string | null;
            nht_store_link: string | null;
            nht_website_link: string | null;
            publish_on_site: boolean;
            /** @description Whether sales through the Buy links are credited to the distributor (own shop link, or member ID with a template) */
            sales_credited: boolean;
            /** @description The storefront's language, a BCP 47 tag (docs/product.md "Languages") */
            site_language: components["schemas"]["SiteLanguage"];
            /** @description URL of the logo (`/uploads/...`) */
            site_logo: string | null;
            /** @description The logo file name as uploaded */
            site_logo_name: string | null;
            /** @description Same as site_logo */
            site_logo_url: string | null;
            site_name: string | null;
            /** @description active: a subdomain site (live at once); pending/verified: the custom domain */
            site_status: components["schemas"]["SiteStatus"];
            skype: string | null;
            subdomain: string;
            template_id: number;
            /** @description The IANA time zone the distributor chose; null: their country's (effective_time_zone) */
            time_zone: string | null;
        };
        ShopLinkRuleDto: {
            /**
             * @description A product's Buy link; placeholders {member_id}, {sku}, {country}
             * @example https://shop.example.com/{country}/{sku}?ref={member_id}
             */
            buy?: string | null;
            /**
             * @description ISO 3166-1 alpha-2 code of a catalog country
             * @example US
             */
            country: string;
            /**
             * @description The only hosts an outgoing link may point to
             * @example [
             *       "shop.example.com"
             *     ]
             */
            hosts?: string[];
            /** @description The enrolment (Join) page; placeholders {member_id}, {country} */
            join?: string | null;
            /**
             * @description Shown to distributors beside the member ID field
             * @example 1001234
             */
            member_id_example?: string | null;
            /**
             * @description A regular expression a member ID must match
             * @example ^[0-9]{7}$
             */
            member_id_pattern?: string | null;
            /** @description The shop's home; placeholders {member_id}, {country} */
            shop?: string | null;
        };
        ShopLinkRuleView: {
            buy: string | null;
            country: string;
            hosts: string[];
            join: string | null;
            member_id_example: string | null;
            member_id_pattern: string | null;
            shop: string | null;
        };
        ShopLinksAnswer: {
            countries: components["schemas"]["ShopLinkRuleView"][];
        };
        ShopLinksDto: {
            countries: components["schemas"]["ShopLinkRuleDto"][];
        };
        SignupDto: {
            /**
             * @description ISO 3166-1 alpha-2; decides catalog and currency
             * @example US
             */
            country?: string;
            /** @example jane@example.com */
            email: string;
            /** @example Jane */
            first_name: string;
            /** @example Cooper */
            last_name: string;
            /** @example +1 555 0100 */
            mobile?: string;
            password: string;
            /**
             * @description 3–63 of a-z, 0-9 and -, becomes <subdomain>.<base domain>
             * @example jane
             */
            subdomain: string;
        };
        SiteByDomainAnswer: {
            tenant: components["schemas"]["SiteTenantView"];
        };
        SiteDataAnswer: {
            /** @description The first one is shown */
            footer_disclaimers: components["schemas"]["PublicDisclaimerView"][];
            homePage: components["schemas"]["HomePageContentView"] | null;
            settings: components["schemas"]["SiteSettingsView"];
            /** @description The first one is the hero banner */
            sliders: components["schemas"]["PublicSliderView"][];
            /** @description Network (facebook, instagram, …) → URL */
            socialLinks: {
                [key: string]: string;
            };
        };
        /**
         * @description The storefront's language, a BCP 47 tag (docs/product.md "Languages")
         * @enum {string}
         */
        SiteLanguage: "en" | "es" | "fr" | "zh-Hant" | "ko" | "ja";
        SiteSettingsView: {
            company_name: string;
            country: string;
            currency: string;
            nht_joining_link: string | null;
            nht_store_link: string | null;
            nht_website_link: string | null;
            site_address: string | null;
            site_email: string | null;
            /** @description The site's language, a BCP 47 tag (docs/product.md "Languages") */
            site_language: components["schemas"]["SiteLanguage"];
            site_logo_url: string | null;
            site_name: string | null;
            site_phone: string | null;
        };
        /**
         * @description active: a subdomain site (live at once); pending/verified: the custom domain
         * @enum {string}
         */
        SiteStatus: "active" | "pending" | "verified";
        SiteTenantView: {
            /** Format: uuid */
            id: string;
            site_name: string | null;
            template_id: number;
        };
        SliderView: {
            /** Format: date-time */
            created_at: string;
            ctaLink: string | null;
            ctaText: string | null;
            description: string | null;
            /** Format: uuid */
            id: string;
            image: string | null;
            sort_order: number;
            /** Format: date-time */
            updated_at: string;
        };
        SocialLinksDto: {
            /** @description http(s) URL; "" or null removes it */
            facebook?: string | null;
            /** @description http(s) URL; "" or null removes it */
            instagram?: string | null;
            /** @description http(s) URL; "" or null removes it */
            linkedin?: string | null;
            /** @description http(s) URL; "" or null removes it */
            pinterest?: string | null;
            /** @description http(s) URL; "" or null removes it */
            tiktok?: string | null;
            /** @description http(s) URL; "" or null removes it */
            twitter?: string | null;
            /** @description http(s) URL; "" or null removes it */
            whatsapp?: string | null;
            /** @description http(s) URL; "" or null removes it */
            youtube?: string | null;
        };
        SocialLinksView: {
            facebook?: string;
            instagram?: string;
            linkedin?: string;
            pinterest?: string;
            tiktok?: string;
            twitter?: string;
            whatsapp?: string;
            youtube?: string;
        };
        SourceStat: {
            /** @description Buy clicks through /go/ (docs/analytics.md "Clicks") */
            buy_clicks: number;
            /** @description (leads + subscribers) / visitors, 0 when there were no visitors */
            conversion_rate: number;
            /** @description Join clicks through /go/ */
            join_clicks: number;
            /** @description Leads whose first touch was this source */
            leads: number;
            pageviews: number;
            /** @description utm_source, else the referrer domain, else Direct */
            source: string;
            /** @description Subscribers whose first touch was this source */
            subscribers: number;
            visitors: number;
        };
        SubscribeDto: {
            /** @description First-touch source of the visit (analytics); never changes whether the form succeeds */
            attribution?: components["schemas"]["AttributionDto"];
            /** @example visitor@example.com */
            email: string;
            /**
             * @description Path of the storefront page the form is on
             * @example /newsletters
             */
            page?: string;
            /**
             * @description Which form: the footer box or the /newsletters page (consent evidence)
             * @enum {string}
             */
            source?: "footer" | "newsletters-page";
            /** @description Leave empty (spam trap) */
            website?: string;
        };
        /** @enum {string} */
        SubscriberCampaignDelivery: "queued" | "sending" | "sent" | "failed" | "bounced" | "skipped";
        SubscriberCampaignView: {
            /** Format: uuid */
            campaign_id: string;
            /** Format: date-time */
            clicked_at: string | null;
            delivery: components["schemas"]["SubscriberCampaignDelivery"];
            /** Format: date-time */
            opened_at: string | null;
            /** Format: date-time */
            sent_at: string | null;
            subject: string;
            /** Format: date-time */
            unsubscribed_at: string | null;
        };
        SubscriberDetail: {
            /** @description Newest first */
            campaigns: components["schemas"]["SubscriberCampaignView"][];
            /**
             * Format: date-time
             * @description When they clicked the confirmation link
             */
            confirmed_at: string | null;
            consent: components["schemas"]["ConsentView"];
            /** Format: date-time */
            created_at: string;
            email: string;
            /** Format: uuid */
            id: string;
            status: components["schemas"]["SubscriberStatus"];
            /** Format: date-time */
            unsubscribed_at: string | null;
        };
        SubscriberMessageDto: {
            /** @description Plain text */
            body?: string;
            /** @default true */
            enabled?: boolean;
            subject?: string;
        };
        SubscriberMessageView: {
            body: string;
            enabled: boolean;
            subject: string;
            /** Format: date-time */
            updated_at: string | null;
        };
        SubscribersPage: {
            limit: number;
            page: number;
            subscribers: components["schemas"]["SubscriberView"][];
            /** @description All matching the search */
            total: number;
        };
        /** @enum {string} */
        SubscriberStatus: "pending" | "confirmed" | "unsubscribed" | "bounced" | "complained";
        SubscriberView: {
            /**
             * Format: date-time
             * @description When they clicked the confirmation link
             */
            confirmed_at: string | null;
            consent: components["schemas"]["ConsentView"];
            /** Format: date-time */
            created_at: string;
            email: string;
            /** Format: uuid */
            id: string;
            status: components["schemas"]["SubscriberStatus"];
            /** Format: date-time */
            unsubscribed_at: string | null;
        };
        /** @enum {string} */
        SubscriptionStatus: "active" | "inactive";
        TemplateView: {
            description: string | null;
            id: number;
            image: string | null;
            name: string;
            route: string | null;
        };
        TemplateVitalsView: {
            cls: components["schemas"]["VitalFigureView"] | null;
            devices: components["schemas"]["VitalsDeviceView"][];
            /** @description null also for page loads without an interaction */
            inp: components["schemas"]["VitalFigureView"] | null;
            /** @description null: not measured in the range */
            lcp: components["schemas"]["VitalFigureView"] | null;
            template: string;
            template_id: number;
            ttfb: components["schemas"]["VitalFigureView"] | null;
        };
        TenantUsersAnswer: {
            pagination: components["schemas"]["Pagination"];
            users: components["schemas"]["AgentView"][];
            userStats: components["schemas"]["FleetCounts"];
        };
        TestSentView: {
            message: string;
            /** @description Where the test goes: the distributor’s own address */
            to: string;
        };
        TrainingCategoriesAnswer: {
            categories: components["schemas"]["TrainingCategoryView"][];
        };
        TrainingCategoryDeletedAnswer: {
            message: string;
            /** @description Trainings that had this category and now have none */
            trainings_uncategorised: number;
        };
        TrainingCategoryView: {
            /** Format: date-time */
            created_at: string;
            description: string | null;
            /** Format: uuid */
            id: string;
            name: string;
            sort_order: number;
            training_count: number;
            /** Format: date-time */
            updated_at: string;
        };
        TrainingCategoryWrittenAnswer: {
            category: components["schemas"]["TrainingCategoryView"];
            message: string;
        };
        TrainingFeedAnswer: {
            categories: components["schemas"]["FeedCategoryView"][];
            trainings: components["schemas"]["FeedTrainingView"][];
        };
        TrainingsAnswer: {
            trainings: components["schemas"]["TrainingView"][];
        };
        TrainingView: {
            /** Format: uuid */
            category_id: string | null;
            category_name: string | null;
            /** @description HTML */
            content: string | null;
            /** Format: date-time */
            created_at: string;
            description: string | null;
            /** @description URL of the attached file (`/uploads/...`) */
            file: string | null;
            /** Format: uuid */
            id: string;
            image: string | null;
            is_published: boolean;
            title: string;
            /** Format: date-time */
            updated_at: string;
            video_url: string | null;
        };
        TrainingWrittenAnswer: {
            message: string;
            training: components["schemas"]["TrainingView"];
        };
        UnreadCountAnswer: {
            unread: number;
        };
        UpdateBlogBannerDto: {
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            image?: string;
            /** @description Caption */
            image_content?: string | null;
            sort_order?: number;
        };
        UpdateBlogDto: {
            /** @description Publish although the compliance check flags health or income claims (docs/campaigns.md) */
            acknowledge_warnings?: boolean;
            /** @description HTML from the rich-text editor; sanitised on write */
            content?: string;
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            image?: string;
            /** @default true */
            is_visible?: boolean;
            title?: string;
        };
        UpdateCategoryDto: {
            description?: string | null;
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            image?: string;
            name?: string;
            /** @description URL segment; made from the name when missing */
            slug?: string | null;
            sort_order?: number;
            /**
             * @default active
             * @enum {string}
             */
            status?: "active" | "inactive";
        };
        UpdateContactDto: {
            /**
             * @description YYYY-MM-DD; null clears it
             * @example 2026-12-01
             */
            follow_up_on?: string | null;
            name?: string | null;
            phone?: string | null;
            status?: components["schemas"]["ContactStatus"];
            /** @description The whole list of tags (replaces the old one) */
            tags?: string[];
        };
        UpdateContactUsDto: {
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            contactus_image?: string;
            contactus_text?: string | null;
        };
        UpdateProductDto: {
            /**
             * @default in_stock
             * @enum {string}
             */
            availability?: "in_stock" | "out_of_stock" | "coming_soon";
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            banner_image?: string;
            /** @example 39.95 */
            base_price?: string;
            buy_link?: string | null;
            /** @description UUID of one of this tenant's categories; "" for none */
            category_id?: string | null;
            description?: string | null;
            /**
             * Format: binary
             * @description File: a PDF (≤ 20 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            guide_pdf?: string;
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            image?: string;
            instructions?: string | null;
            name?: string;
            /** @example 44.95 */
            preferred_customer_price?: string;
            sort_order?: number;
            /**
             * @default active
             * @enum {string}
             */
            status?: "active" | "inactive";
            title?: string | null;
            /**
             * Format: binary
             * @description File: a video (MP4, WebM or QuickTime, ≤ 100 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            video?: string;
            video_url?: string | null;
            /** @example 49.95 */
            your_price?: string;
        };
        UpdateSettingsDto: {
            address?: string | null;
            /** @description Your own host name, e.g. www.example.com; "" removes it */
            custom_domain?: string | null;
            /** @enum {string} */
            domain_type?: "sub_domain" | "custom_domain";
            email_id?: string | null;
            first_name?: string | null;
            /** @description The daily follow-up digest email (contacts due today or overdue, at 08:00 in your time zone) */
            follow_up_digest?: boolean;
            last_name?: string | null;
            /**
             * @description Your member ID with the company, checked against your country's format; "" clears it
             * @example 1001234
             */
            member_id?: string | null;
            mobile?: string | null;
            /** @description http(s) URL; "" clears it */
            nht_joining_link?: string | null;
            /** @description http(s) URL; "" clears it */
            nht_store_link?: string | null;
            /** @description http(s) URL; "" clears it */
            nht_website_link?: string | null;
            publish_on_site?: boolean;
            /**
             * @description The storefront's language, a BCP 47 tag (docs/product.md "Languages"); its default follows the country
             * @example ko
             * @enum {string}
             */
            site_language?: "en" | "es" | "fr" | "zh-Hant" | "ko" | "ja";
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            site_logo?: string;
            site_logo_name?: string | null;
            site_name?: string | null;
            skype?: string | null;
            /**
             * @description The storefront design (docs/product.md#templates: 1, 2 or 3)
             * @enum {number}
             */
            template_id?: 1 | 2 | 3;
            /**
             * @description Your IANA time zone (the follow-up digest comes at 08:00 in it); "" or null goes back to your country's zone (`effective_time_zone`)
             * @example Europe/Berlin
             */
            time_zone?: string | null;
        };
        UpdateSliderDto: {
            /** @description http(s) URL or a site path such as /products */
            ctaLink?: string | null;
            ctaText?: string | null;
            description?: string | null;
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            image?: string;
            sort_order?: number;
        };
        UpdateTrainingCategoryDto: {
            description?: string | null;
            name?: string;
            /** @default 0 */
            sort_order?: number;
        };
        UpdateTrainingDto: {
            /** @description A training category id; "" for none */
            category_id?: string | null;
            /** @description HTML; sanitised on save */
            content?: string | null;
            description?: string | null;
            /**
             * Format: binary
             * @description File: a PDF (≤ 20 MB) or an image (JPEG, PNG, WebP or GIF, ≤ 5 MB) or a video (MP4, WebM or QuickTime, ≤ 100 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            file?: string;
            /**
             * Format: binary
             * @description File: an image (JPEG, PNG, WebP or GIF, ≤ 5 MB). As text: "" clears it, an http(s) URL points elsewhere.
             */
            image?: string;
            /** @default true */
            is_published?: boolean;
            title?: string;
            /** @example https://www.youtube.com/watch?v=… */
            video_url?: string | null;
        };
        UserStatusAnswer: {
            message: string;
            user: components["schemas"]["AgentView"];
        };
        UserStatusDto: {
            /** @enum {string} */
            subscription_status: "active" | "inactive";
            /** @description The agent's id (user id); its tenant_id also works */
            user_id: string;
        };
        UserView: {
            country: string;
            /** Format: date-time */
            created_at: string;
            email: string;
            first_name: string;
            /** Format: uuid */
            id: string;
            last_name: string;
            mobile: string | null;
            name: string;
            site_name: string | null;
            subdomain: string;
            subscription_status: components["schemas"]["SubscriptionStatus"];
            /** Format: uuid */
            tenant_id: string;
        };
        VerificationRecordView: {
            /** @description What DNS answered (null: the lookup failed) */
            found?: string[] | null;
            name: string;
            ok?: boolean;
            problem?: string | null;
            /** @description TXT, CNAME or A */
            type: string;
            value: string;
        };
        /** @enum {string} */
        VerificationState: "none" | "pending" | "verified" | "misconfigured" | "failed" | "taken";
        VerificationView: {
            /** Format: date-time */
            checked_at: string | null;
            domain: string | null;
            message: string | null;
            /** Format: date-time */
            next_check_at: string | null;
            records: components["schemas"]["VerificationRecordView"][];
            status: components["schemas"]["VerificationState"];
        };
        /** @enum {string} */
        VitalDevice: "mobile" | "desktop";
        VitalFigureView: {
            /** @description 75th percentile: ms for LCP, INP and TTFB, a score for CLS (read from a histogram: within one bucket) */
            p75: number;
            rating: components["schemas"]["VitalRating"];
            /** @description Page loads measured */
            samples: number;
        };
        /** @enum {string} */
        VitalRating: "good" | "needs-improvement" | "poor";
        VitalsBeaconBody: {
            /** @description At least one metric; any other name is refused */
            metrics: components["schemas"]["VitalsMetricsBody"];
            /** @description The page measured, starting with /; its query string is not kept */
            path: string;
            /** @description screen.width in CSS pixels (decides mobile or desktop) */
            screen_width?: number | null;
        };
        VitalsDeviceView: {
            cls: components["schemas"]["VitalFigureView"] | null;
            device: components["schemas"]["VitalDevice"];
            /** @description null also for page loads without an interaction */
            inp: components["schemas"]["VitalFigureView"] | null;
            /** @description null: not measured in the range */
            lcp: components["schemas"]["VitalFigureView"] | null;
            ttfb: components["schemas"]["VitalFigureView"] | null;
        };
        VitalsFiguresView: {
            cls: components["schemas"]["VitalFigureView"] | null;
            /** @description null also for page loads without an interaction */
            inp: components["schemas"]["VitalFigureView"] | null;
            /** @description null: not measured in the range */
            lcp: components["schemas"]["VitalFigureView"] | null;
            ttfb: components["schemas"]["VitalFigureView"] | null;
        };
        VitalsMetricsBody: {
            /** @description Cumulative Layout Shift (a score) */
            cls?: number;
            /** @description Interaction to Next Paint, ms */
            inp?: number;
            /** @description Largest Contentful Paint, ms */
            lcp?: number;
            /** @description Time to First Byte, ms */
            ttfb?: number;
        };
        VitalsPageView: {
            cls: components["schemas"]["VitalFigureView"] | null;
            /** @description null also for page loads without an interaction */
            inp: components["schemas"]["VitalFigureView"] | null;
            /** @description null: not measured in the range */
            lcp: components["schemas"]["VitalFigureView"] | null;
            path: string;
            /** @description Page loads of this page measured (all metrics) */
            samples: number;
            ttfb: components["schemas"]["VitalFigureView"] | null;
        };
        VitalThresholdsView: {
            cls: components["schemas"]["VitalThresholdView"];
            inp: components["schemas"]["VitalThresholdView"];
            lcp: components["schemas"]["VitalThresholdView"];
            ttfb: components["schemas"]["VitalThresholdView"];
        };
        VitalThresholdView: {
            /** @description Good up to and including this */
            good: number;
            /** @description Poor above this */
            poor: number;
            unit: components["schemas"]["VitalUnit"];
        };
        /** @enum {string} */
        VitalUnit: "ms" | "score";
        WebVitalsView: {
            /** @description Every measured page load of the range */
            all: components["schemas"]["VitalsFiguresView"];
            devices: components["schemas"]["VitalsDeviceView"][];
            /** @description The most measured pages, most first (at most 10) */
            pages: components["schemas"]["VitalsPageView"][];
            thresholds: components["schemas"]["VitalThresholdsView"];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    AdminAnalyticsController_report: {
        parameters: {
            query?: {
                /** @description First day, YYYY-MM-DD (UTC) */
                from?: string;
                /** @description Last day, YYYY-MM-DD (UTC), not in the future */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FleetAnalyticsAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CampaignPolicyController_fleet: {
        parameters: {
            query?: {
                /** @description Page size (≤ 500); omit for the whole list */
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignFleetAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    AgentsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUserDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedUserAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description EMAIL_TAKEN or SUBDOMAIN_TAKEN, with the field in details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    DashboardController_overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    DeliverabilityController_overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliverabilityAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    DeliverabilityController_checkAgain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliverabilityAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    DistributorSendingDomainsController_list: {
        parameters: {
            query?: {
                /** @description Page size (≤ 500); omit for the whole list */
                limit?: number;
                page?: number;
                /** @description Case-insensitive search over the sending domain, the subdomain and the site name */
                search?: string;
                /** @description Only sending domains with this status */
                status?: "pending" | "verified" | "misconfigured" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributorSendingDomainsAnswer"];
                };
            };
            /** @description VALIDATION_FAILED: details names the bad status, page, limit or search */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    AdminDomainsController_list: {
        parameters: {
            query?: {
                /** @description Page size (≤ 500); omit for the whole list */
                limit?: number;
                page?: number;
                /** @description Case-insensitive search over the domain and the subdomain */
                search?: string;
                /** @description Only domains whose verification has this status */
                status?: "pending" | "verified" | "misconfigured" | "failed" | "taken";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FleetDomainsAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    AdminDomainsController_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainRetryAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    AdminEmailsController_list: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Only emails in this state; omit for all */
                status?: components["schemas"]["EmailStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailsAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    AdminEmailsController_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailRetryAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description EMAIL_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description EMAIL_NOT_FAILED: only a failed email can be retried */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    AdminSessionsController_logIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CredentialsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSessionView"];
                };
            };
            /** @description RATE_LIMITED, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    AdminSessionsController_logOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sessions ended */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    AdminMessagesController_list: {
        parameters: {
            query?: {
                status?: "open" | "handled" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessagesAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    AdminMessagesController_markHandled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageHandledAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    AdminNotificationsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentNotificationsAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    AdminNotificationsController_send: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendNotificationDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSentAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    QueueDashboardController_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueDashboardSessionAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    AgentsController_resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentRefDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    AgentSettingsController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentSettingsAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    AgentSettingsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentSettingsDto"];
                "multipart/form-data": components["schemas"]["AgentSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentSettingsAnswer"];
                };
            };
            /** @description { message, code, details: { field: why }, errors: [{ field, message }] } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsErrorAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description DOMAIN_TAKEN: the custom domain belongs to another site */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ShopLinksController_read: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopLinksAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ShopLinksController_replace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShopLinksDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopLinksAnswer"];
                };
            };
            /** @description VALIDATION_FAILED: details name `countries[i].field` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    TenantUsersController_list: {
        parameters: {
            query?: {
                /** @description Page size (≤ 500); omit for the whole list */
                limit?: number;
                page?: number;
                /** @description false: only distributors whose sales are not credited to them (no shop link of their own, no member ID that fits their country's shop links); true: only those whose are */
                sales_credited?: boolean;
                /** @description Case-insensitive search over full name or email */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantUsersAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CampaignPolicyController_resumeGuard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignPolicyView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CampaignPolicyController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignPolicyView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CampaignPolicyController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignPolicyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignPolicyView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    TrainingController_list: {
        parameters: {
            query?: {
                category_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingsAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    TrainingController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTrainingDto"];
                "multipart/form-data": components["schemas"]["CreateTrainingDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingWrittenAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    TrainingController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTrainingDto"];
                "multipart/form-data": components["schemas"]["UpdateTrainingDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingWrittenAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    TrainingController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    TrainingCategoriesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingCategoriesAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    TrainingCategoriesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTrainingCategoryDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingCategoryWrittenAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    TrainingCategoriesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTrainingCategoryDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingCategoryWrittenAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    TrainingCategoriesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingCategoryDeletedAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    AgentsController_setStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserStatusAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Admin privileges required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ComplaintsController_complaint: {
        parameters: {
            query?: never;
            header: {
                /** @description Bearer <FEEDBACK_LOOP_SECRET> */
                Authorization: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplaintDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplaintAnswer"];
                };
            };
            /** @description Neither message_id nor email with list_id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No FEEDBACK_LOOP_SECRET configured */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ComplaintsController_arf: {
        parameters: {
            query?: never;
            header: {
                /** @description Bearer <FEEDBACK_LOOP_SECRET> */
                Authorization: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "message/feedback-report": string;
                "message/rfc822": string;
                "multipart/report": string;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplaintAnswer"];
                };
            };
            /** @description Not an ARF report naming an email */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No FEEDBACK_LOOP_SECRET configured */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CampaignTrackingController_click: {
        parameters: {
            query: {
                /** @description Signature of the recipient and the target */
                s: unknown;
                /** @description The link target */
                u: unknown;
            };
            header?: never;
            path: {
                recipientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the target (with utm_source=newsletter, utm_medium=email, utm_campaign=<campaign id>) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description LINK_INVALID: not a link we signed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CampaignTrackingController_open: {
        parameters: {
            query: {
                /** @description Signature from the email */
                s: unknown;
            };
            header?: never;
            path: {
                recipientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A transparent 1×1 GIF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/gif": string;
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CampaignTrackingController_resubscribe: {
        parameters: {
            query: {
                /** @description Signature from the email link */
                s: unknown;
            };
            header?: never;
            path: {
                recipientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A small page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not a valid link (a small page) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CampaignTrackingController_unsubscribePage: {
        parameters: {
            query: {
                /** @description Signature from the email link */
                s: unknown;
            };
            header?: never;
            path: {
                recipientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A small page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not a valid link (a small page) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CampaignTrackingController_unsubscribe: {
        parameters: {
            query: {
                /** @description Signature from the email link */
                s: unknown;
            };
            header?: never;
            path: {
                recipientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A small page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not a valid link (a small page) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CatalogCountriesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogCountriesAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ContactMessagesController_send: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessageDto"];
            };
        };
        responses: {
            /** @description The same message again within a day: received once */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description Received */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description RATE_LIMITED, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    DigestOptOutController_page: {
        parameters: {
            query: {
                /** @description Signed token from the email link */
                token: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A small page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not a valid link (a small page) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    DigestOptOutController_optOut: {
        parameters: {
            query: {
                /** @description Signed token from the email link */
                token: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A small page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not a valid link (a small page) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    HealthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PostgreSQL and Redis both answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthAnswer"];
                };
            };
            /** @description A probe failed: `error` names it */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is alive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready for traffic; `status: degraded` (`database` degraded) while PostgreSQL cannot be reached after start-up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthAnswer"];
                };
            };
            /** @description Draining after SIGTERM, or still starting (database not reached yet or migrations pending): `error` says which */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    MailFeedbackController_take: {
        parameters: {
            query?: {
                /** @description The return path it was delivered to (`bounces+…@<bounce domain>`); default: the report's To header */
                rcpt?: unknown;
            };
            header: {
                /** @description Bearer <FEEDBACK_LOOP_SECRET> */
                Authorization: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "message/delivery-status": string;
                "message/rfc822": string;
                "multipart/report": string;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DsnAnswer"];
                };
            };
            /** @description Not a report, or not addressed to a valid return path of ours */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No FEEDBACK_LOOP_SECRET configured, or no email of ours has this return path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    NewsletterController_confirmPage: {
        parameters: {
            query: {
                /** @description Signed, expiring token from the confirmation email */
                token: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Still to confirm: a small page whose button POSTs to this URL */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Nothing to confirm: redirect to /newsletters/confirm?result=confirmed|expired|invalid */
            303: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    NewsletterController_confirm: {
        parameters: {
            query: {
                /** @description Signed, expiring token from the confirmation email */
                token: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the storefront's /newsletters/confirm?result=confirmed|expired|invalid */
            303: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    NewsletterController_resubscribe: {
        parameters: {
            query: {
                /** @description Subscriber id from the email link */
                sid: unknown;
                /** @description Signature from the email link */
                sig: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A small page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not a valid link (a small page) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    NewsletterController_subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscribeDto"];
            };
        };
        responses: {
            /** @description Already subscribed; the message, in the site's language, marks success (`isSubscriptionSuccess`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description Subscribed (pending confirmation); the message, in the site's language, marks success (`isSubscriptionSuccess`) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description RATE_LIMITED, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    NewsletterController_unsubscribePage: {
        parameters: {
            query: {
                /** @description Subscriber id from the email link */
                sid: unknown;
                /** @description Signature from the email link */
                sig: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A small page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not a valid link (a small page) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    NewsletterController_unsubscribe: {
        parameters: {
            query: {
                /** @description Subscriber id from the email link */
                sid: unknown;
                /** @description Signature from the email link */
                sig: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A small page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not a valid link (a small page) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SequenceTrackingController_click: {
        parameters: {
            query: {
                /** @description Signature of the delivery and the target */
                s: unknown;
                /** @description The link target */
                u: unknown;
            };
            header?: never;
            path: {
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the target (with utm_source=sequence, utm_medium=email, utm_campaign=<sequence id>) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description LINK_INVALID: not a link we signed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SequenceTrackingController_open: {
        parameters: {
            query: {
                /** @description Signature from the email */
                s: unknown;
            };
            header?: never;
            path: {
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A transparent 1×1 GIF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/gif": string;
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SequenceTrackController_page: {
        parameters: {
            query: {
                /** @description Signature from the email link */
                s: unknown;
            };
            header?: never;
            path: {
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A small page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not a valid link (a small page) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SequenceTrackController_unsubscribe: {
        parameters: {
            query: {
                /** @description Signature from the email link */
                s: unknown;
            };
            header?: never;
            path: {
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A small page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not a valid link (a small page) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    PublicSiteController_blogs: {
        parameters: {
            query?: never;
            header?: {
                /** @description The host the visitor is on */
                "X-Tenant-Domain"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Visible posts, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogSummaryView"][];
                };
            };
            /** @description STORE_NOT_FOUND when the host is not a live store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    PublicSiteController_blog: {
        parameters: {
            query?: never;
            header?: {
                /** @description The host the visitor is on */
                "X-Tenant-Domain"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicBlogView"];
                };
            };
            /** @description STORE_NOT_FOUND when the host is not a live store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SiteLookupController_byDomain: {
        parameters: {
            query?: never;
            header?: {
                /** @description The host the visitor is on */
                "X-Tenant-Domain"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteByDomainAnswer"];
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    PublicSiteController_categories: {
        parameters: {
            query?: never;
            header?: {
                /** @description The host the visitor is on */
                "X-Tenant-Domain"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active categories */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicCategoryView"][];
                };
            };
            /** @description STORE_NOT_FOUND when the host is not a live store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    PublicSiteController_contactUs: {
        parameters: {
            query?: never;
            header?: {
                /** @description The host the visitor is on */
                "X-Tenant-Domain"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first; [] when none */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicContactEntryView"][];
                };
            };
            /** @description STORE_NOT_FOUND when the host is not a live store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    PublicSiteController_data: {
        parameters: {
            query?: never;
            header?: {
                /** @description The host the visitor is on */
                "X-Tenant-Domain"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteDataAnswer"];
                };
            };
            /** @description STORE_NOT_FOUND when the host is not a live store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SiteEventsController_collect: {
        parameters: {
            query?: never;
            header?: {
                /** @description The host the visitor is on (sendBeacon cannot set it: then Host) */
                "X-Tenant-Domain"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description At most 2 KB; navigator.sendBeacon sends it as text/plain */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BeaconEventBody"];
                "text/plain": components["schemas"]["BeaconEventBody"];
            };
        };
        responses: {
            /** @description Received (whether it is counted is not said) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeaconAnswer"];
                };
            };
            /** @description RATE_LIMITED: this client sent too many beacons this minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    PublicSiteController_joinUsPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The host the visitor is on */
                "X-Tenant-Domain"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinUsPageAnswer"];
                };
            };
            /** @description STORE_NOT_FOUND when the host is not a live store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    LeadsController_capture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadDto"];
            };
        };
        responses: {
            /** @description The same lead again: captured once */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description Lead captured */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description RATE_LIMITED, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    NewsletterArchiveController_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description The host the visitor is on */
                "X-Tenant-Domain"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent campaigns, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterSummaryView"][];
                };
            };
            /** @description STORE_NOT_FOUND when the host is not a live store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    NewsletterArchiveController_one: {
        parameters: {
            query?: never;
            header?: {
                /** @description The host the visitor is on */
                "X-Tenant-Domain"?: string;
            };
            path: {
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterView"];
                };
            };
            /** @description STORE_NOT_FOUND when the host is not a live store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    PublicSiteController_opportunityPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The host the visitor is on */
                "X-Tenant-Domain"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataAnswer"];
                };
            };
            /** @description STORE_NOT_FOUND when the host is not a live store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    PublicSiteController_productPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The host the visitor is on */
                "X-Tenant-Domain"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The intro above the catalogue; `data` is {} when nothing was saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataAnswer"];
                };
            };
            /** @description STORE_NOT_FOUND when the host is not a live store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    PublicSiteController_products: {
        parameters: {
            query?: {
                /** @description Category slug */
                category?: string;
            };
            header?: {
                /** @description The host the visitor is on */
                "X-Tenant-Domain"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProductView"][];
                };
            };
            /** @description STORE_NOT_FOUND when the host is not a live store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    PublicSiteController_product: {
        parameters: {
            query?: never;
            header?: {
                /** @description The host the visitor is on */
                "X-Tenant-Domain"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProductView"];
                };
            };
            /** @description STORE_NOT_FOUND when the host is not a live store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    VitalsController_collect: {
        parameters: {
            query?: never;
            header?: {
                /** @description The host the visitor is on (sendBeacon cannot set it: then Host) */
                "X-Tenant-Domain"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description At most 2 KB; navigator.sendBeacon sends it as text/plain */
        requestBody: {
            content: {
                "application/json": components["schemas"]["VitalsBeaconBody"];
                "text/plain": components["schemas"]["VitalsBeaconBody"];
            };
        };
        responses: {
            /** @description Received (whether it is counted is not said) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeaconAnswer"];
                };
            };
            /** @description Not JSON, over 2 KB, or not a Web Vitals report (details say which field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description RATE_LIMITED: this client sent too many beacons this minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    TemplatesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active templates */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateView"][];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    AnalyticsController_report: {
        parameters: {
            query?: {
                /** @description First day, YYYY-MM-DD (UTC) */
                from?: string;
                interval?: "hour" | "day" | "month";
                /** @description Last day, YYYY-MM-DD (UTC), not in the future */
                to?: string;
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    AnalyticsController_live: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveVisitorsAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    BlogsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogView"][];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    BlogsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBlogDto"];
                "multipart/form-data": components["schemas"]["CreateBlogDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    BlogsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blogId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    BlogsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blogId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBlogDto"];
                "multipart/form-data": components["schemas"]["UpdateBlogDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    BlogsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blogId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    BlogsBannersController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the parent record */
                blogId: unknown;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogBannerView"][];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    BlogsBannersController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the parent record */
                blogId: unknown;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBlogBannerDto"];
                "multipart/form-data": components["schemas"]["CreateBlogBannerDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogBannerView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    BlogsBannersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bannerId: string;
                /** @description Id of the parent record */
                blogId: unknown;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogBannerView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    BlogsBannersController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bannerId: string;
                /** @description Id of the parent record */
                blogId: unknown;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBlogBannerDto"];
                "multipart/form-data": components["schemas"]["UpdateBlogBannerDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogBannerView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    BlogsBannersController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bannerId: string;
                /** @description Id of the parent record */
                blogId: unknown;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CampaignsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignView"][];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CampaignsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignDetailView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CampaignsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                campaignId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignDetailView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CampaignsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                campaignId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignDetailView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description CAMPAIGN_STATUS_CONFLICT: not possible in the campaign’s status (details.status) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CampaignsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                campaignId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description CAMPAIGN_STATUS_CONFLICT: not possible in the campaign’s status (details.status) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CampaignsController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                campaignId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignDetailView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description CAMPAIGN_STATUS_CONFLICT: not possible in the campaign’s status (details.status) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CampaignsController_savedPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                campaignId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignPreviewView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CampaignsController_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                campaignId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendCampaignDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignDetailView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description CAMPAIGN_STATUS_CONFLICT: not possible in the campaign’s status (details.status) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CampaignsController_sendTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                campaignId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSentView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description RATE_LIMITED: more than 20 tests in an hour */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CampaignsController_uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignImageDto"];
                "multipart/form-data": components["schemas"]["CampaignImageDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignImageView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CampaignsController_preview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignPreviewDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignPreviewView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CategoriesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryView"][];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CategoriesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCategoryDto"];
                "multipart/form-data": components["schemas"]["CreateCategoryDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CategoriesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                categoryId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CategoriesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                categoryId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCategoryDto"];
                "multipart/form-data": components["schemas"]["UpdateCategoryDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    CategoriesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                categoryId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ContactsController_list: {
        parameters: {
            query?: {
                /** @description today: follow-up date is the distributor's today (in effective_time_zone, as the daily digest counts it); overdue: before it */
                due?: "today" | "overdue";
                limit?: number;
                page?: number;
                /** @description Case-insensitive substring of the name, email or phone */
                search?: string;
                /** @description recent: newest activity first; newest/oldest: by when they arrived; name: A–Z; follow_up: soonest date first */
                sort?: "recent" | "newest" | "oldest" | "name" | "follow_up";
                /** @description How they first arrived: lead form, footer, newsletters page, … */
                source?: string;
                status?: components["schemas"]["ContactStatus"];
                /** @description Contacts with this tag */
                tag?: string;
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactsPage"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ContactsController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contactId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactDetail"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ContactsController_erase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contactId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactErasure"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ContactsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contactId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateContactDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactDetail"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ContactsController_export: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contactId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactExport"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ContactsController_addNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contactId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactNoteDto"];
            };
        };
        responses: {
            /** @description The contact, the new note first */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactDetail"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ContactsController_erasures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErasureView"][];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ContactsController_import: {
        parameters: {
            query: {
                /** @description The column holding the email address (required) */
                email_column: string;
                /** @description A column holding the last name, joined after the name */
                last_name_column?: string;
                /** @description The column holding the name (or the first name) */
                name_column?: string;
                /** @description The column holding the phone number */
                phone_column?: string;
                /** @description A tag given to every imported contact, e.g. "fair 2026" */
                tag?: string;
                /** @description A column of tags, separated by commas, semicolons or | */
                tags_column?: string;
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A CSV (UTF-8; "," ";" or tab separated; a header row)
                     */
                    file: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactImportReport"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ContactsController_preview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A CSV (UTF-8; "," ";" or tab separated; a header row)
                     */
                    file: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactImportPreview"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ContactInvitationsController_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationStatusAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ContactInvitationsController_invite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactInvitationsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationRequestAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ContactInvitationsController_preview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactInvitationsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationRequestAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ContactusController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactUsEntryView"][];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description CONTACTUS_NOT_FOUND: none yet (treat as empty) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ContactusController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateContactUsDto"];
                "multipart/form-data": components["schemas"]["CreateContactUsDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactUsEntryView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ContactusController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pageId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactUsEntryView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ContactusController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pageId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateContactUsDto"];
                "multipart/form-data": components["schemas"]["UpdateContactUsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactUsEntryView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ContactusController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pageId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    FooterDisclaimersController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FooterDisclaimerView"][];
                    };
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description DISCLAIMERS_NOT_FOUND: none yet (treat as empty) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    FooterDisclaimersController_upsertFirst: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FooterDisclaimerDto"];
                "multipart/form-data": components["schemas"]["FooterDisclaimerDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FooterDisclaimerView"];
                    };
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    FooterDisclaimersController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FooterDisclaimerDto"];
                "multipart/form-data": components["schemas"]["FooterDisclaimerDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FooterDisclaimerView"];
                    };
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    FooterDisclaimersController_removeFirst: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    FooterDisclaimersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                disclaimerId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FooterDisclaimerView"];
                    };
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    FooterDisclaimersController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                disclaimerId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FooterDisclaimerDto"];
                "multipart/form-data": components["schemas"]["FooterDisclaimerDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FooterDisclaimerView"];
                    };
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    FooterDisclaimersController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                disclaimerId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    FooterSocialLinksController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialLinksView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description SOCIAL_LINKS_NOT_FOUND: nothing saved yet (treat as empty) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    FooterSocialLinksController_merge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialLinksDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialLinksView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    FooterSocialLinksController_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialLinksDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialLinksView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    FooterSocialLinksController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    HomePageController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HomePageView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    HomePageController_merge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HomePageDto"];
                "multipart/form-data": components["schemas"]["HomePageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HomePageView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    JoinUsPageController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreeFormPageView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    JoinUsPageController_merge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: binary */
                    banner_image?: string;
                    /** Format: binary */
                    content_image?: string;
                    /** @description Fields as one JSON object (JSON text in multipart); merged first */
                    data?: {
                        [key: string]: unknown;
                    };
                    /** Format: binary */
                    image?: string;
                    /** @description A link field, e.g. https://… */
                    joining_link?: string;
                    title?: string;
                    /** Format: binary */
                    video?: string;
                } & {
                    [key: string]: string;
                };
                "multipart/form-data": {
                    /** Format: binary */
                    banner_image?: string;
                    /** Format: binary */
                    content_image?: string;
                    /** @description Fields as one JSON object (JSON text in multipart); merged first */
                    data?: {
                        [key: string]: unknown;
                    };
                    /** Format: binary */
                    image?: string;
                    /** @description A link field, e.g. https://… */
                    joining_link?: string;
                    title?: string;
                    /** Format: binary */
                    video?: string;
                } & {
                    [key: string]: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreeFormPageView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    JoinUsPageController_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: binary */
                    banner_image?: string;
                    /** Format: binary */
                    content_image?: string;
                    /** @description Fields as one JSON object (JSON text in multipart); merged first */
                    data?: {
                        [key: string]: unknown;
                    };
                    /** Format: binary */
                    image?: string;
                    /** @description A link field, e.g. https://… */
                    joining_link?: string;
                    title?: string;
                    /** Format: binary */
                    video?: string;
                } & {
                    [key: string]: string;
                };
                "multipart/form-data": {
                    /** Format: binary */
                    banner_image?: string;
                    /** Format: binary */
                    content_image?: string;
                    /** @description Fields as one JSON object (JSON text in multipart); merged first */
                    data?: {
                        [key: string]: unknown;
                    };
                    /** Format: binary */
                    image?: string;
                    /** @description A link field, e.g. https://… */
                    joining_link?: string;
                    title?: string;
                    /** Format: binary */
                    video?: string;
                } & {
                    [key: string]: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreeFormPageView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    JoinUsPageController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    LeadMessageController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadMessageView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    LeadMessageController_merge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriberMessageDto"];
                "multipart/form-data": components["schemas"]["SubscriberMessageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadMessageView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    BackofficeAudienceController_leads: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Case-insensitive substring */
                search?: string;
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadsPage"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    BackofficeAudienceController_exportLeads: {
        parameters: {
            query?: {
                /** @description Case-insensitive substring */
                search?: string;
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file (attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    NotificationInboxController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    NotificationInboxController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                notificationId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationReadAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    NotificationInboxController_readAll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCountAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    OpportunityPageController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreeFormPageView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    OpportunityPageController_merge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: binary */
                    banner_image?: string;
                    /** Format: binary */
                    compensation_plan_image?: string;
                    /** Format: binary */
                    compensation_plan_pdf?: string;
                    /** Format: binary */
                    content_image?: string;
                    /** @description Fields as one JSON object (JSON text in multipart); merged first */
                    data?: {
                        [key: string]: unknown;
                    };
                    /** Format: binary */
                    image?: string;
                    /** @description A link field, e.g. https://… */
                    joining_link?: string;
                    title?: string;
                    /** Format: binary */
                    video?: string;
                } & {
                    [key: string]: string;
                };
                "multipart/form-data": {
                    /** Format: binary */
                    banner_image?: string;
                    /** Format: binary */
                    compensation_plan_image?: string;
                    /** Format: binary */
                    compensation_plan_pdf?: string;
                    /** Format: binary */
                    content_image?: string;
                    /** @description Fields as one JSON object (JSON text in multipart); merged first */
                    data?: {
                        [key: string]: unknown;
                    };
                    /** Format: binary */
                    image?: string;
                    /** @description A link field, e.g. https://… */
                    joining_link?: string;
                    title?: string;
                    /** Format: binary */
                    video?: string;
                } & {
                    [key: string]: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreeFormPageView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    OpportunityPageController_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: binary */
                    banner_image?: string;
                    /** Format: binary */
                    compensation_plan_image?: string;
                    /** Format: binary */
                    compensation_plan_pdf?: string;
                    /** Format: binary */
                    content_image?: string;
                    /** @description Fields as one JSON object (JSON text in multipart); merged first */
                    data?: {
                        [key: string]: unknown;
                    };
                    /** Format: binary */
                    image?: string;
                    /** @description A link field, e.g. https://… */
                    joining_link?: string;
                    title?: string;
                    /** Format: binary */
                    video?: string;
                } & {
                    [key: string]: string;
                };
                "multipart/form-data": {
                    /** Format: binary */
                    banner_image?: string;
                    /** Format: binary */
                    compensation_plan_image?: string;
                    /** Format: binary */
                    compensation_plan_pdf?: string;
                    /** Format: binary */
                    content_image?: string;
                    /** @description Fields as one JSON object (JSON text in multipart); merged first */
                    data?: {
                        [key: string]: unknown;
                    };
                    /** Format: binary */
                    image?: string;
                    /** @description A link field, e.g. https://… */
                    joining_link?: string;
                    title?: string;
                    /** Format: binary */
                    video?: string;
                } & {
                    [key: string]: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreeFormPageView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    OpportunityPageController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ProductPageController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreeFormPageView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ProductPageController_merge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: binary */
                    banner_image?: string;
                    /** @description Fields as one JSON object (JSON text in multipart); merged first */
                    data?: {
                        [key: string]: unknown;
                    };
                    /** Format: binary */
                    image?: string;
                    /** @description A link field, e.g. https://… */
                    joining_link?: string;
                    title?: string;
                    /** Format: binary */
                    video?: string;
                } & {
                    [key: string]: string;
                };
                "multipart/form-data": {
                    /** Format: binary */
                    banner_image?: string;
                    /** @description Fields as one JSON object (JSON text in multipart); merged first */
                    data?: {
                        [key: string]: unknown;
                    };
                    /** Format: binary */
                    image?: string;
                    /** @description A link field, e.g. https://… */
                    joining_link?: string;
                    title?: string;
                    /** Format: binary */
                    video?: string;
                } & {
                    [key: string]: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreeFormPageView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ProductPageController_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: binary */
                    banner_image?: string;
                    /** @description Fields as one JSON object (JSON text in multipart); merged first */
                    data?: {
                        [key: string]: unknown;
                    };
                    /** Format: binary */
                    image?: string;
                    /** @description A link field, e.g. https://… */
                    joining_link?: string;
                    title?: string;
                    /** Format: binary */
                    video?: string;
                } & {
                    [key: string]: string;
                };
                "multipart/form-data": {
                    /** Format: binary */
                    banner_image?: string;
                    /** @description Fields as one JSON object (JSON text in multipart); merged first */
                    data?: {
                        [key: string]: unknown;
                    };
                    /** Format: binary */
                    image?: string;
                    /** @description A link field, e.g. https://… */
                    joining_link?: string;
                    title?: string;
                    /** Format: binary */
                    video?: string;
                } & {
                    [key: string]: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreeFormPageView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ProductsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductView"][];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ProductsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProductDto"];
                "multipart/form-data": components["schemas"]["CreateProductDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ProductsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ProductsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProductDto"];
                "multipart/form-data": components["schemas"]["UpdateProductDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    ProductsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SendingDomainController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendingDomainAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SendingDomainController_enable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendingDomainDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendingDomainAnswer"];
                };
            };
            /** @description VALIDATION_FAILED: details.local_part */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description CUSTOM_DOMAIN_REQUIRED: the site has no verified custom domain */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SendingDomainController_disable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendingDomainAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SendingDomainController_verify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendingDomainAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description SENDING_DOMAIN_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SequencesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceView"][];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SequencesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SequenceDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SequencesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sequenceId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SequencesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sequenceId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SequenceDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description SEQUENCE_STATUS_CONFLICT: not possible in the sequence’s status (details.status) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SequencesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sequenceId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted or archived */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SequencesController_activate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sequenceId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivateSequenceDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceView"];
                };
            };
            /** @description COMPLIANCE_ACK_REQUIRED: details.warnings */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description SEQUENCE_STATUS_CONFLICT: not possible in the sequence’s status (details.status) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SequencesController_pause: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sequenceId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description SEQUENCE_STATUS_CONFLICT: not possible in the sequence’s status (details.status) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SequencesController_sendTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sequenceId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SequenceTestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSentView"];
                };
            };
            /** @description VALIDATION_FAILED: details.step — no such step, or not an email step */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description RATE_LIMITED: more than 20 tests in an hour (campaigns’ and sequences’ together) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SequencesController_templates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceTemplateView"][];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    TenantSettingsController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    TenantSettingsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSettingsDto"];
                "multipart/form-data": components["schemas"]["UpdateSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsAnswer"];
                };
            };
            /** @description { message, code, details: { field: why }, errors: [{ field, message }] } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsErrorAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description DOMAIN_TAKEN: the custom domain belongs to another site */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    TenantSettingsController_verifyDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SlidersController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SliderView"][];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SlidersController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSliderDto"];
                "multipart/form-data": components["schemas"]["CreateSliderDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SliderView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SlidersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sliderId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SliderView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SlidersController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sliderId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSliderDto"];
                "multipart/form-data": components["schemas"]["UpdateSliderDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SliderView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SlidersController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sliderId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SubscriberMessageController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberMessageView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    SubscriberMessageController_merge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriberMessageDto"];
                "multipart/form-data": components["schemas"]["SubscriberMessageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberMessageView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    BackofficeAudienceController_subscribers: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Case-insensitive substring */
                search?: string;
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscribersPage"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    BackofficeAudienceController_subscriber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscriberId: string;
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberDetail"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    BackofficeAudienceController_exportSubscribers: {
        parameters: {
            query?: {
                /** @description Case-insensitive substring */
                search?: string;
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file (attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    TrainingFeedController_feed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingFeedAnswer"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    UsersController_profile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserView"];
                };
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Another tenant's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    UsersController_forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordDto"];
            };
        };
        responses: {
            /** @description Always: { message: 'If the email exists, a reset link has been sent.' } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description RATE_LIMITED, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    UsersController_logIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CredentialsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributorSessionView"];
                };
            };
            /** @description ACCOUNT_INACTIVE: 'This account is inactive. Contact support.' (right password, deactivated account) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description RATE_LIMITED, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    UsersController_logOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sessions ended */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description AUTH_REQUIRED or INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    UsersController_resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordDto"];
            };
        };
        responses: {
            /** @description { message: 'Password reset successfully.' } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description RATE_LIMITED, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    UsersController_signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributorSessionView"];
                };
            };
            /** @description EMAIL_TAKEN or SUBDOMAIN_TAKEN, with the field in details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description RATE_LIMITED, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Any failure: `{ message, code?, details? }` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
}
