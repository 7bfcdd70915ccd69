/**
 * The REST API's types, generated from the served OpenAPI document (/api/openapi.json) by
 * openapi-typescript. Do not edit: run `npm run client:generate`.
 */
export interface paths {
    "/admin/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Newest activity and contact messages */
        get: operations["admin-activity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Analytics (formulas in docs/decisions.md) */
        get: operations["admin-analytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Job counts per queue and the latest failed jobs */
        get: operations["admin-queues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/queues/{queue}/jobs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retry a failed job */
        post: operations["admin-retryJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** AI settings; the API key is masked */
        get: operations["admin-settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change AI settings; a blank or masked key leaves the key unchanged */
        patch: operations["admin-updateSettings"];
        trace?: never;
    };
    "/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Overview numbers (formulas in docs/decisions.md) */
        get: operations["admin-stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users, newest first; search by name or e-mail */
        get: operations["admin-users"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit a user; errors also carry `error` */
        patch: operations["admin-updateUser"];
        trace?: never;
    };
    "/ai/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write a post from a topic (1 AI prompt) */
        post: operations["ai-generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/generate-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Regenerate a post's text (first time free, then 1 AI prompt) */
        post: operations["ai-regenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/generate-from-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write a post from a public web page (1 AI prompt) */
        post: operations["ai-generateFromLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Three post variations in different tones from a URL or a subject (1 AI prompt) */
        post: operations["ai-suggestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's API keys with their last use (never their secrets), and the roles you may give a new key */
        get: operations["apiKeys-list"];
        put?: never;
        /** Create an API key: a name, a role (at most yours), scopes and an optional expiry; the secret is answered once */
        post: operations["apiKeys-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key: the next request with it is refused */
        delete: operations["apiKeys-revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the password; ends every other session and token */
        put: operations["profile-changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/delete-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete the account and all its data */
        delete: operations["profile-deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in; returns a bearer token */
        post: operations["auth-login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: ends this token or session (all of the user's with allDevices) */
        post: operations["auth-logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["auth-me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account */
        post: operations["auth-register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/update-notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Notification preferences (the flags sent are changed) */
        put: operations["profile-updateNotifications"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/update-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change name, e-mail and time zone */
        put: operations["profile-update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel the subscription at the period's end */
        post: operations["billing-cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/confirm-checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Back from hosted checkout: apply the session's subscription without waiting for the webhook */
        post: operations["billing-confirmCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List past invoices and payments */
        get: operations["billing-history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/invoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an invoice */
        get: operations["billing-invoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List saved payment methods */
        get: operations["billing-paymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/payment-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a saved payment method */
        delete: operations["billing-removePaymentMethod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's billing plan and renewal */
        get: operations["billing-plan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the subscription plan */
        post: operations["billing-upgrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** AI credits and video usage this period */
        get: operations["billing-usage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bluesky/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Connect a Bluesky account with its handle and an app password */
        post: operations["accounts-bluesky-auth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bluesky/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disconnect bluesky */
        post: operations["accounts-bluesky-disconnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bluesky/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Connection status of bluesky */
        get: operations["accounts-bluesky-status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connected-apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The apps connected to the workspace through OAuth (yours; everyone's for admins) with their last use */
        get: operations["connectedApps-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connected-apps/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Disconnect an app: its grant and every access token end at once, refused on the next request */
        delete: operations["connectedApps-revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the team */
        post: operations["contact-submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard: counts, recent posts and connected accounts of the workspace */
        get: operations["dashboard-overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the workspace's connected social accounts */
        get: operations["accounts-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A calendar range: each day's first posts and its full count */
        get: operations["post-calendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/calendar/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A calendar range as the calendar page draws it: each day's first posts (text, networks, status, times, published links) and its full count */
        get: operations["post-calendarSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the user's posts: filter, search, calendar range, cursor */
        get: operations["post-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/posts/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Posts per status for a search and network filter */
        get: operations["post-counts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/published-posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List published posts with their links */
        get: operations["post-published"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/refresh-insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refresh the insights of recently published posts */
        post: operations["dashboard-refreshInsights"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Post counts of the workspace by status */
        get: operations["dashboard-stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export posts (filters: status, time range, network) as CSV or JSON text with outcomes and links */
        get: operations["imports-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/facebook/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start connecting a facebook account: answers the network's consent URL */
        get: operations["accounts-facebook-auth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/facebook/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disconnect facebook */
        post: operations["accounts-facebook-disconnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/facebook/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Facebook Pages to choose from after logging in (empty when no choice is waiting) */
        get: operations["accounts-facebook-pages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/facebook/pages/select": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Connect the chosen Facebook Page */
        post: operations["accounts-facebook-selectPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/facebook/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Connection status of facebook */
        get: operations["accounts-facebook-status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/falai/generate-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generate an image on the worker (10 AI prompts); poll the status */
        post: operations["media-generateImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/falai/generate-video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generate a short video on the worker (20 AI prompts); poll the status */
        post: operations["media-generateVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/falai/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Image models and sizes offered for AI images */
        get: operations["media-options"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/falai/status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A generation's state: processing, completed (with our URL) or failed (refunded) */
        get: operations["media-status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Database and queue health */
        get: operations["status-health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's latest imports (without their reports) */
        get: operations["imports-list"];
        put?: never;
        /** Dry run of an import file sent as text (CSV or JSON, up to 900 KB; larger: multipart to /api/imports/upload): creates nothing */
        post: operations["imports-check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import: its dry-run report by row and column, then its progress and result */
        get: operations["imports-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/{id}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a checked file: all_or_nothing, or skip_bad rows; large files run on the worker (poll GET /imports/{id}) */
        post: operations["imports-run"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instagram/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start connecting a instagram account: answers the network's consent URL */
        get: operations["accounts-instagram-auth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instagram/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disconnect instagram */
        post: operations["accounts-instagram-disconnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instagram/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Connection status of instagram */
        get: operations["accounts-instagram-status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an invitation link offers, and why it cannot be accepted if so. */
        get: operations["invitations-preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation as the signed-in user (whose e-mail must be the invited one); answers the workspace joined. */
        post: operations["invitations-accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/linkedin/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start connecting a linkedin account: answers the network's consent URL */
        get: operations["accounts-linkedin-auth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/linkedin/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Disconnect linkedin */
        delete: operations["accounts-linkedin-disconnect"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/linkedin/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Connection status of linkedin */
        get: operations["accounts-linkedin-status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mastodon/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start connecting a Mastodon account on the named instance: answers its consent URL */
        post: operations["accounts-mastodon-auth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mastodon/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disconnect mastodon */
        post: operations["accounts-mastodon-disconnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mastodon/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Connection status of mastodon */
        get: operations["accounts-mastodon-status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/confirm-upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a paid upgrade */
        post: operations["billing-confirmUpgrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/create-checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a Stripe Checkout session for a plan */
        post: operations["billing-createCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/create-payment-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a Stripe payment intent for a plan */
        post: operations["billing-createPaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's plan and usage */
        get: operations["billing-currentMembership"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the subscription plans */
        get: operations["billing-plans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change to the free plan (paymentMethod 'free'); paid plans go through checkout */
        post: operations["billing-changePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your notifications from every workspace, newest first (cursor pages). */
        get: operations["notifications-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one of your notifications read. */
        post: operations["notifications-markRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/email-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which notifications you get by e-mail. */
        get: operations["notifications-emailPreferences"];
        /** Choose which notifications you get by e-mail (the kinds sent change; the bell shows every kind). */
        put: operations["notifications-updateEmailPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all your notifications read. */
        post: operations["notifications-markAllRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of your notifications are unread (up to 100). */
        get: operations["notifications-unreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a post with its per-network outcome */
        get: operations["post-byId"];
        /** Replace a post's content, networks and time */
        put: operations["post-update"];
        post?: never;
        /** Delete a post */
        delete: operations["post-delete"];
        options?: never;
        head?: never;
        /** Change some of a post's fields (text, networks, media, a scheduled post's time); a published post cannot be edited */
        patch: operations["post-patch"];
        trace?: never;
    };
    "/posts/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the post's history, newest first: who did what, when, through which door */
        get: operations["post-activity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a draft post (schedules it) */
        post: operations["post-approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the post's comments, newest first */
        get: operations["post-comments"];
        put?: never;
        /** Comment on a post; mentioned members are notified */
        post: operations["post-addComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/{id}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete your own comment (admins and owners: any) */
        delete: operations["post-deleteComment"];
        options?: never;
        head?: never;
        /** Edit your own comment */
        patch: operations["post-editComment"];
        trace?: never;
    };
    "/posts/{id}/comments/mentionable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members a comment on this post can mention, by name */
        get: operations["post-mentionable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/{id}/publish-now": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a scheduled or draft post now */
        post: operations["post-publishNow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/{id}/republish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a failed post again */
        post: operations["post-republish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/{id}/review/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a post in review: scheduled at the time asked (or `at`), or published now as asked. */
        post: operations["review-approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/{id}/review/request-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a post in review back to its author with a comment. */
        post: operations["review-requestChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/{id}/review/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a post out of review (or awaiting changes) back to a draft. */
        post: operations["review-withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/ai-content-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generate an AI content plan (Pro) */
        post: operations["post-generateContentPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/approve-content-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Schedule the posts of an approved content plan */
        post: operations["post-approveContentPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a post as a draft (new, or an existing post by id): networks and date optional */
        post: operations["post-saveDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a new post now */
        post: operations["post-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/review/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many posts wait for a review (list them with status=in_review). */
        get: operations["review-queue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a post (new, or an existing one by id) and move it to its next state in one step: mode draft, schedule (at), now (publish at once; a failed post is republished) or keep (edits only; a scheduled post goes out at `at` or its time) */
        post: operations["post-save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Schedule a post for a time */
        post: operations["post-schedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's review links, newest first (never their URLs: only a hash is kept). */
        get: operations["reviewLinks-list"];
        put?: never;
        /** Share posts, or a calendar range, with a client: answers the link's URL, once. */
        post: operations["reviewLinks-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review-links/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn a review link off for good. */
        post: operations["reviewLinks-revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review-links/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The upcoming and in-review posts a link can show. */
        get: operations["reviewLinks-candidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A review link's preview (no account): its posts as each network will show them. */
        get: operations["reviewLinks-view"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review/{token}/posts/{postId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a post waiting for review, as the link. */
        post: operations["reviewLinks-approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review/{token}/posts/{postId}/request-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a post waiting for review back to its author with a comment, as the link. */
        post: operations["reviewLinks-requestChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Connect the built-in sandbox network in one call (no keys, no consent page) */
        post: operations["accounts-sandbox-auth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disconnect the sandbox network */
        post: operations["accounts-sandbox-disconnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a sandbox feed (its owner's posts, newest first); 404 for anyone else */
        get: operations["accounts-sandbox-feed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make the sandbox's next post fail, be rate-limited or be slow (null: normal) */
        put: operations["accounts-sandbox-settings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Connection status of the sandbox network */
        get: operations["accounts-sandbox-status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health of one service (auth); 503 during an outage */
        get: operations["status-auth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status/database": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health of one service (database); 503 during an outage */
        get: operations["status-database"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health of one service (email); 503 during an outage */
        get: operations["status-email"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status/falai": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health of one service (falai); 503 during an outage */
        get: operations["status-falai"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status/incidents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service outages seen by the status checks in the last 90 days */
        get: operations["status-incidents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status/openai": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health of one service (openai); 503 during an outage */
        get: operations["status-openai"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status/publishing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health of one service (publishing); 503 during an outage */
        get: operations["status-publishing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start connecting a threads account: answers the network's consent URL */
        get: operations["accounts-threads-auth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disconnect threads */
        post: operations["accounts-threads-disconnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Connection status of threads */
        get: operations["accounts-threads-status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tiktok/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start connecting a tiktok account: answers the network's consent URL */
        get: operations["accounts-tiktok-auth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tiktok/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disconnect tiktok */
        post: operations["accounts-tiktok-disconnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tiktok/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Connection status of tiktok */
        get: operations["accounts-tiktok-status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video-generation/generate/{settingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a batch (videosPerBatch × 20 AI prompts, charged at once, refunded per failed video) */
        post: operations["video-generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video-generation/platforms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** TikTok and YouTube Shorts, and the user's accounts there */
        get: operations["video-platforms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video-generation/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a finished video now to TikTok and/or YouTube Shorts */
        post: operations["video-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video-generation/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the generated videos awaiting review */
        get: operations["video-queue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video-generation/queue/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a finished video: title, description, scheduledAt (ISO; null publishes at once) */
        put: operations["video-updateQueueEntry"];
        post?: never;
        /** Remove a video (not while generating, not once published) */
        delete: operations["video-deleteQueueEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video-generation/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the AI video series settings */
        get: operations["video-listSettings"];
        put?: never;
        /** Create a video setting (premium; others get 403 requiresUpgrade) */
        post: operations["video-createSetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video-generation/settings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Turn a setting active or inactive */
        put: operations["video-updateSetting"];
        post?: never;
        /** Delete an AI video series setting */
        delete: operations["video-deleteSetting"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video-generation/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether AI video generation is open to the user, and their AI prompts */
        get: operations["video-status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's webhook endpoints (never their secrets) and the events one can subscribe to */
        get: operations["webhooks-list"];
        put?: never;
        /** Register a webhook endpoint: a public https URL and its events; the signing secret is answered once */
        post: operations["webhooks-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a webhook endpoint and its deliveries */
        delete: operations["webhooks-delete"];
        options?: never;
        head?: never;
        /** Change a webhook endpoint's URL, events or description, or enable or disable it */
        patch: operations["webhooks-update"];
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A webhook endpoint's latest deliveries with their tries, payload and signature */
        get: operations["webhooks-deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a webhook endpoint's signing secret; the new one is answered once */
        post: operations["webhooks-rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/deliveries/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again now (after any earlier delivery of its post) */
        post: operations["webhooks-redeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspaces you belong to (personal first), with your role in each; pass one's id as X-Workspace-Id. */
        get: operations["workspace-list"];
        put?: never;
        /** Create a team workspace you own (Pro and Enterprise plans; the number per plan is on /pricing). Your plan pays for it. */
        post: operations["workspace-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace this request acts in (X-Workspace-Id, else your personal workspace), your role there, and whether writing is paused (its owner's plan lapsed). */
        get: operations["workspace-current"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename the active team workspace (admin or owner). */
        patch: operations["workspace-rename"];
        trace?: never;
    };
    "/workspaces/current/approval-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whose posts need approval here: everyone, contributors or never. */
        get: operations["review-policy"];
        /** Set whose posts need approval; posts already in review stay there. */
        put: operations["review-setPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/current/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open invitations of the active workspace, newest first (expired ones flagged). */
        get: operations["invitations-pending"];
        put?: never;
        /** Invite an e-mail address with a role (only the owner invites admins). E-mailed when SMTP is set; the answer's link can be copied either way. */
        post: operations["invitations-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/current/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an open invitation: its link stops working. */
        delete: operations["invitations-revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/current/invitations/{id}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new link for an open invitation (the previous link stops working), valid for another 7 days. */
        post: operations["invitations-renewLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/current/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave the active team workspace (the owner transfers ownership first). Your posts there stay with the workspace. */
        post: operations["members-leave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/current/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active workspace's members, highest role first, with the AI prompts each spent there this month (e-mails: admins only). */
        get: operations["members-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/current/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member (admin or owner; only the owner removes admins). Their posts and files stay in the workspace. */
        delete: operations["members-remove"];
        options?: never;
        head?: never;
        /** Change a member's role (admin or owner; only the owner makes or removes admins). Counts from the member's next request. */
        patch: operations["members-changeRole"];
        trace?: never;
    };
    "/workspaces/current/network-apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active workspace's own network apps (set or not; never the secrets) */
        get: operations["networkApps-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/current/network-apps/{network}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the active workspace's own app for a network */
        put: operations["networkApps-save"];
        post?: never;
        /** Remove the active workspace's own app for a network (the server's is used) */
        delete: operations["networkApps-remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/current/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make another member the owner (whose plan then pays); you stay as an admin. Owner only. */
        post: operations["members-transferOwnership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/x/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start connecting a x account: answers the network's consent URL */
        get: operations["accounts-x-auth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/x/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disconnect x */
        post: operations["accounts-x-disconnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/x/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Connection status of x */
        get: operations["accounts-x-status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/youtube/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start connecting a youtube account: answers the network's consent URL */
        post: operations["accounts-youtube-auth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/youtube/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disconnect youtube */
        post: operations["accounts-youtube-disconnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/youtube/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Connection status of youtube */
        get: operations["accounts-youtube-status"];
        put?: never;
        post?: never;
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
        /**
         * @description Every error answer of the API.
         * @example {
         *       "success": false,
         *       "message": "Content is required"
         *     }
         */
        Error: {
            /** @description Input problems, one per field (400). */
            errors?: {
                message: string;
                path: string;
            }[];
            /** @description This server has the feature switched off (409). */
            featureDisabled?: boolean;
            /** @description What went wrong, for people. */
            message: string;
            /** @description The plan does not include this feature (403). */
            requiresUpgrade?: boolean;
            /** @description Seconds to wait before retrying (429; also in Retry-After). */
            retryAfter?: number;
            /** @constant */
            success: false;
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /** @description The input is invalid (the message names the first problem; `errors` lists each field) or the JSON is malformed or nested too deep. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The Idempotency-Key was used with another body, or the item's state does not allow the change (e.g. it was changed meanwhile, or the feature is switched off on this server: `featureDisabled`). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not allowed: the API key lacks the scope the message names, the member's role or the plan is not enough, or a cookie-signed write came from another site. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The link existed and is over (revoked or expired). */
        Gone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unexpected failure (logged); the message carries no internals. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The item named in the path or body does not exist in this workspace, or the caller may not see it. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is larger than the API accepts. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The database or a service this call needs is unavailable right now; retry later. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests from this key, member or address: retry after `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                /** @description Requests the API key may make in its window. */
                "RateLimit-Limit"?: number;
                /** @description Requests left in the window. */
                "RateLimit-Remaining"?: number;
                /** @description Seconds until the window resets. */
                "RateLimit-Reset"?: number;
                /** @description Seconds until a retry may succeed. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No credential, or the token or API key is expired, revoked or unknown. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "admin-activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contactMessages: {
                            createdAt: string;
                            email: string;
                            emailed: boolean;
                            id: string;
                            message: string;
                            name: string;
                            subject: string;
                        }[];
                        items: {
                            action: string;
                            id: string;
                            timestamp: string;
                            type: string;
                            user: string;
                            userId: string | null;
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "admin-analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aiGeneratedPosts: number;
                        aiPromptsPerDay: number;
                        aiUsagePercentage: number;
                        averageRevenuePerUser: number;
                        churnRate: number;
                        conversionRate: number;
                        dailyActiveUsers: number;
                        failedPosts: number;
                        lifetimeValue: number;
                        monthlyRevenue: number;
                        newUsersThisMonth: number;
                        paidUsers: number;
                        postsPerDay: number;
                        publishedPosts: number;
                        publishSuccessRate: number;
                        scheduledPosts: number;
                        /** @constant */
                        success: true;
                        totalPosts: number;
                        totalUsers: number;
                        userGrowthRate: number;
                        weeklyActiveUsers: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "admin-queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publishing: {
                            networks: {
                                failed: number;
                                latenessP50Ms: number | null;
                                latenessP99Ms: number | null;
                                needsReview: number;
                                platform: string;
                                published: number;
                                retries: number;
                            }[];
                            since: string;
                        };
                        queues: {
                            counts: {
                                active: number;
                                completed: number;
                                delayed: number;
                                failed: number;
                                waiting: number;
                            };
                            failedJobs: {
                                attemptsMade: number;
                                createdAt: string;
                                data: {
                                    [key: string]: unknown;
                                };
                                failedAt: string | null;
                                failedReason: string;
                                id: string;
                                name: string;
                            }[];
                            /** @enum {string} */
                            name: "publish" | "media" | "video" | "maintenance" | "webhooks";
                        }[];
                        /** @constant */
                        success: true;
                        workers: {
                            alive: number;
                            names: string[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "admin-retryJob": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                queue: "publish" | "media" | "video" | "maintenance" | "webhooks";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "admin-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ai: {
                            /** @constant */
                            category: "ai";
                            isSecret: boolean;
                            /** @enum {string} */
                            key: "openai_api_key" | "openai_model" | "max_tokens" | "temperature" | "ai_provider" | "ai_api_key" | "ai_model";
                            value: string;
                        }[];
                        apiKeySource: ("settings" | "environment") | null;
                        message?: string;
                        models: string[];
                        /** @enum {string} */
                        provider: "openai" | "anthropic" | "offline";
                        providers: {
                            apiKey: {
                                envVar: string;
                                label: string;
                                placeholder: string;
                            } | null;
                            defaultModel: string;
                            /** @enum {string} */
                            id: "openai" | "anthropic" | "offline";
                            label: string;
                            models: string[];
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "admin-updateSettings": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    settings: {
                        /**
                         * @default ai
                         * @constant
                         */
                        category?: "ai";
                        /** @enum {string} */
                        key: "openai_api_key" | "openai_model" | "max_tokens" | "temperature" | "ai_provider" | "ai_api_key" | "ai_model";
                        value: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ai: {
                            /** @constant */
                            category: "ai";
                            isSecret: boolean;
                            /** @enum {string} */
                            key: "openai_api_key" | "openai_model" | "max_tokens" | "temperature" | "ai_provider" | "ai_api_key" | "ai_model";
                            value: string;
                        }[];
                        apiKeySource: ("settings" | "environment") | null;
                        message?: string;
                        models: string[];
                        /** @enum {string} */
                        provider: "openai" | "anthropic" | "offline";
                        providers: {
                            apiKey: {
                                envVar: string;
                                label: string;
                                placeholder: string;
                            } | null;
                            defaultModel: string;
                            /** @enum {string} */
                            id: "openai" | "anthropic" | "offline";
                            label: string;
                            models: string[];
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "admin-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adminUsers: number;
                        aiPromptsUsed: number;
                        freeUsers: number;
                        growthRate: number;
                        paidUsers: number;
                        revenue: number;
                        scheduledPosts: number;
                        /** @constant */
                        success: true;
                        totalPosts: number;
                        totalUsers: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "admin-users": {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: number;
                        pageSize: number;
                        /** @constant */
                        success: true;
                        total: number;
                        users: {
                            aiPromptsLimit: number;
                            aiPromptsUsed: number;
                            createdAt: string;
                            email: string;
                            googleLinked: boolean;
                            id: string;
                            lastActiveAt: string | null;
                            lastLoginAt: string | null;
                            name: string;
                            postsCreated: number;
                            /** @enum {string} */
                            role: "free" | "paid" | "admin";
                            /** @enum {string} */
                            status: "active" | "inactive" | "suspended";
                            subscription: string;
                            timeZone: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "admin-updateUser": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    aiPromptsLimit?: number;
                    email?: string;
                    name?: string;
                    /** @enum {string} */
                    role?: "free" | "paid" | "admin";
                    /** @enum {string} */
                    status?: "active" | "inactive" | "suspended";
                    /** @enum {string} */
                    subscription?: "Free Trial" | "Basic" | "Pro" | "Enterprise" | "Admin";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                        user: {
                            aiPromptsLimit: number;
                            aiPromptsUsed: number;
                            createdAt: string;
                            email: string;
                            googleLinked: boolean;
                            id: string;
                            lastActiveAt: string | null;
                            lastLoginAt: string | null;
                            name: string;
                            postsCreated: number;
                            /** @enum {string} */
                            role: "free" | "paid" | "admin";
                            /** @enum {string} */
                            status: "active" | "inactive" | "suspended";
                            subscription: string;
                            timeZone: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "ai-generate": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default medium
                     * @enum {string}
                     */
                    length?: "short" | "medium" | "long";
                    platforms?: ("linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox")[];
                    /**
                     * @default professional
                     * @enum {string}
                     */
                    tone?: "professional" | "casual" | "friendly" | "enthusiastic" | "informative";
                    topic: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aiPromptsLimit: number;
                        aiPromptsUsed: number;
                        content: string;
                        generationId: string;
                        /** @enum {string} */
                        generator: "openai" | "anthropic" | "offline";
                        message: string;
                        model: string | null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "ai-regenerate": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    generationId?: string;
                    /**
                     * @default medium
                     * @enum {string}
                     */
                    length?: "short" | "medium" | "long";
                    platforms?: ("linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox")[];
                    postId?: string;
                    /**
                     * @default professional
                     * @enum {string}
                     */
                    tone?: "professional" | "casual" | "friendly" | "enthusiastic" | "informative";
                    topic: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aiPromptsLimit: number;
                        aiPromptsUsed: number;
                        content: string;
                        /** @enum {string} */
                        generator: "openai" | "anthropic" | "offline";
                        message: string;
                        metadata: {
                            isFirstRegeneration: boolean;
                            promptsCharged: number;
                            regenerationCount: number;
                        };
                        model: string | null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "ai-generateFromLink": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default medium
                     * @enum {string}
                     */
                    length?: "short" | "medium" | "long";
                    platforms?: ("linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox")[];
                    /**
                     * @default professional
                     * @enum {string}
                     */
                    tone?: "professional" | "casual" | "friendly" | "enthusiastic" | "informative";
                    url: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aiPromptsLimit: number;
                        aiPromptsUsed: number;
                        content: string;
                        generationId: string;
                        /** @enum {string} */
                        generator: "openai" | "anthropic" | "offline";
                        message: string;
                        model: string | null;
                        source: {
                            title: string;
                            url: string;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "ai-suggestions": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    platforms?: ("linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox")[];
                    subject?: string;
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aiPromptsLimit: number;
                        aiPromptsUsed: number;
                        /** @enum {string} */
                        generator: "openai" | "anthropic" | "offline";
                        message: string;
                        model: string | null;
                        /** @constant */
                        success: true;
                        suggestions: {
                            content: string;
                            id: string;
                            title: string;
                            /** @enum {string} */
                            tone: "professional" | "casual" | "friendly" | "enthusiastic" | "informative";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "apiKeys-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        grantableRoles: ("OWNER" | "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT")[];
                        keys: {
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            };
                            expiresAt: string | null;
                            id: string;
                            lastUsedAt: string | null;
                            name: string;
                            prefix: string;
                            revokedAt: string | null;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT";
                            scopes: ("read" | "write" | "publish" | "ai" | "admin")[];
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "apiKeys-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expiresAt?: string | null;
                    name: string;
                    /** @enum {string} */
                    role: "OWNER" | "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT";
                    scopes: ("read" | "write" | "publish" | "ai" | "admin")[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: {
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            };
                            expiresAt: string | null;
                            id: string;
                            lastUsedAt: string | null;
                            name: string;
                            prefix: string;
                            revokedAt: string | null;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT";
                            scopes: ("read" | "write" | "publish" | "ai" | "admin")[];
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                        };
                        message: string;
                        secret: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "apiKeys-revoke": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: {
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            };
                            expiresAt: string | null;
                            id: string;
                            lastUsedAt: string | null;
                            name: string;
                            prefix: string;
                            revokedAt: string | null;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT";
                            scopes: ("read" | "write" | "publish" | "ai" | "admin")[];
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "profile-changePassword": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                        /** @description A fresh bearer token; every older one has stopped working. */
                        token: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "profile-deleteAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                        token: string;
                        user: {
                            aiPromptsLimit: number;
                            aiPromptsUsed: number;
                            createdAt: string;
                            email: string;
                            googleId: string | null;
                            id: string;
                            image: string | null;
                            name: string;
                            notificationPreferences: {
                                emailNotifications: boolean;
                                marketingEmails: boolean;
                                postReminders: boolean;
                                pushNotifications: boolean;
                                securityAlerts: boolean;
                                weeklyReports: boolean;
                            };
                            postsCreated: number;
                            /** @enum {string} */
                            role: "free" | "paid" | "admin";
                            /** @enum {string} */
                            status: "active" | "inactive" | "suspended";
                            subscription: string;
                            timeZone: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth-logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    allDevices?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth-me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        user: {
                            aiPromptsLimit: number;
                            aiPromptsUsed: number;
                            createdAt: string;
                            email: string;
                            googleId: string | null;
                            id: string;
                            image: string | null;
                            name: string;
                            notificationPreferences: {
                                emailNotifications: boolean;
                                marketingEmails: boolean;
                                postReminders: boolean;
                                pushNotifications: boolean;
                                securityAlerts: boolean;
                                weeklyReports: boolean;
                            };
                            postsCreated: number;
                            /** @enum {string} */
                            role: "free" | "paid" | "admin";
                            /** @enum {string} */
                            status: "active" | "inactive" | "suspended";
                            subscription: string;
                            timeZone: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth-register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    name: string;
                    password: string;
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                        token: string;
                        user: {
                            aiPromptsLimit: number;
                            aiPromptsUsed: number;
                            createdAt: string;
                            email: string;
                            googleId: string | null;
                            id: string;
                            image: string | null;
                            name: string;
                            notificationPreferences: {
                                emailNotifications: boolean;
                                marketingEmails: boolean;
                                postReminders: boolean;
                                pushNotifications: boolean;
                                securityAlerts: boolean;
                                weeklyReports: boolean;
                            };
                            postsCreated: number;
                            /** @enum {string} */
                            role: "free" | "paid" | "admin";
                            /** @enum {string} */
                            status: "active" | "inactive" | "suspended";
                            subscription: string;
                            timeZone: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "profile-updateNotifications": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    emailNotifications?: boolean;
                    marketingEmails?: boolean;
                    postReminders?: boolean;
                    pushNotifications?: boolean;
                    securityAlerts?: boolean;
                    weeklyReports?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notificationPreferences: {
                            emailNotifications: boolean;
                            marketingEmails: boolean;
                            postReminders: boolean;
                            pushNotifications: boolean;
                            securityAlerts: boolean;
                            weeklyReports: boolean;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "profile-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The current password; required when the e-mail address changes. */
                    currentPassword?: string;
                    email: string;
                    name: string;
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                        user: {
                            aiPromptsLimit: number;
                            aiPromptsUsed: number;
                            createdAt: string;
                            email: string;
                            googleId: string | null;
                            id: string;
                            image: string | null;
                            name: string;
                            notificationPreferences: {
                                emailNotifications: boolean;
                                marketingEmails: boolean;
                                postReminders: boolean;
                                pushNotifications: boolean;
                                securityAlerts: boolean;
                                weeklyReports: boolean;
                            };
                            postsCreated: number;
                            /** @enum {string} */
                            role: "free" | "paid" | "admin";
                            /** @enum {string} */
                            status: "active" | "inactive" | "suspended";
                            subscription: string;
                            timeZone: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "billing-cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessUntil: string | null;
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "billing-confirmCheckout": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sessionId: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        aiPromptsLimit: number;
                        message: string;
                        subscription: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "billing-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        billingHistory: {
                            amount: number;
                            currency: string;
                            date: string;
                            description: string;
                            downloadable: boolean;
                            id: string;
                            invoiceUrl: string | null;
                            /** @enum {string} */
                            status: "paid" | "pending" | "failed";
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "billing-invoice": {
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
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        downloadUrl: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "billing-paymentMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        paymentMethods: {
                            brand: string | null;
                            email: string | null;
                            expiryMonth: number | null;
                            expiryYear: number | null;
                            id: string;
                            isDefault: boolean;
                            last4: string | null;
                            /** @enum {string} */
                            type: "card" | "paypal";
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "billing-removePaymentMethod": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "billing-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plan: {
                            accessUntil: string | null;
                            autoRenews: boolean;
                            /** @constant */
                            billingCycle: "monthly";
                            cancelAtPeriodEnd: boolean;
                            /** @constant */
                            currency: "EUR";
                            name: string;
                            nextBillingDate: string | null;
                            price: number;
                            /** @enum {string} */
                            status: "free" | "active" | "canceling" | "past_due";
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "billing-upgrade": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    plan: "pro";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientSecret: string;
                        message: string;
                        paymentIntentId: string;
                        plan: {
                            name: string;
                            price: number;
                        };
                        requiresPayment: boolean;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "billing-usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        usage: {
                            accountsConnected: number;
                            aiSuggestionsUsed: number;
                            monthlyLimit: {
                                accounts: number;
                                aiSuggestions: number;
                                posts: number;
                            };
                            postsPublished: number;
                            postsScheduled: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-bluesky-auth": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    appPassword: string;
                    identifier: string;
                    service?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            accountName: string;
                            username: string | null;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-bluesky-disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-bluesky-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            accountName: string;
                            connectedAt: string;
                            isExpired: boolean;
                            username: string | null;
                        } | null;
                        connected: boolean;
                        /** @constant */
                        pendingChoice?: true;
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "connectedApps-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apps: {
                            /** @description The name the app registered with */
                            clientName: string;
                            connectedAt: string;
                            id: string;
                            /** @description The latest use of any of its access tokens */
                            lastUsedAt: string | null;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT";
                            scopes: ("read" | "write" | "publish" | "ai" | "admin")[];
                            /** @description The member who connected it */
                            user: {
                                id: string;
                                name: string;
                            };
                            workspace: {
                                id: string;
                                name: string;
                            };
                        }[];
                        seesAll: boolean;
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "connectedApps-revoke": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        app: {
                            clientName: string;
                            id: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "contact-submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    message: string;
                    name: string;
                    /** @enum {string} */
                    subject: "general" | "support" | "billing" | "feature" | "partnership";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-overview": {
        parameters: {
            query?: {
                upcoming?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        posts: {
                            aiGenerated: boolean;
                            /** @description The member who wrote it (an addition to the spec). */
                            authorId: string | null;
                            content: string;
                            createdAt: string;
                            errorMessage: string | null;
                            id: string;
                            insights: {
                                [key: string]: {
                                    clicks: number;
                                    comments: number;
                                    engagementRate: number;
                                    fetchedAt: string;
                                    impressions: number;
                                    likes: number;
                                    shares: number;
                                };
                            };
                            media: string[];
                            mediaAlt: string[];
                            mediaUrls: string;
                            platforms: string[];
                            publishedAt: string | null;
                            publishLogs: {
                                attempt: number;
                                completedAt: string | null;
                                error: string | null;
                                platform: string;
                                platformPostId: string | null;
                                platformPostUrl: string | null;
                                /** @enum {string} */
                                status: "publishing" | "retrying" | "published" | "failed" | "needs_review";
                            }[];
                            publishWarnings: string[];
                            /** @description In review: published at its date (at) or at once (now) when approved. */
                            reviewIntent: ("at" | "now") | null;
                            /** @description The reviewer's latest request for changes. */
                            reviewNote: string | null;
                            scheduledAt: string | null;
                            source: string;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            /** @description When it was last submitted for review. */
                            submittedAt: string | null;
                            updatedAt: string;
                        }[];
                        publishedPosts: {
                            aiGenerated: boolean;
                            /** @description The member who wrote it (an addition to the spec). */
                            authorId: string | null;
                            content: string;
                            createdAt: string;
                            errorMessage: string | null;
                            id: string;
                            insights: {
                                [key: string]: {
                                    clicks: number;
                                    comments: number;
                                    engagementRate: number;
                                    fetchedAt: string;
                                    impressions: number;
                                    likes: number;
                                    shares: number;
                                };
                            };
                            media: string[];
                            mediaAlt: string[];
                            mediaUrls: string;
                            platforms: string[];
                            publishedAt: string | null;
                            publishLogs: {
                                attempt: number;
                                completedAt: string | null;
                                error: string | null;
                                platform: string;
                                platformPostId: string | null;
                                platformPostUrl: string | null;
                                /** @enum {string} */
                                status: "publishing" | "retrying" | "published" | "failed" | "needs_review";
                            }[];
                            publishWarnings: string[];
                            /** @description In review: published at its date (at) or at once (now) when approved. */
                            reviewIntent: ("at" | "now") | null;
                            /** @description The reviewer's latest request for changes. */
                            reviewNote: string | null;
                            scheduledAt: string | null;
                            source: string;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            /** @description When it was last submitted for review. */
                            submittedAt: string | null;
                            updatedAt: string;
                        }[];
                        socialAccounts: {
                            accountName: string;
                            charLimit: number | null;
                            createdAt: string;
                            id: string;
                            isActive: boolean;
                            isExpired: boolean;
                            platform: string;
                            username: string | null;
                        }[];
                        stats: {
                            connectedAccounts: number;
                            postsThisMonth: number;
                            scheduledPosts: number;
                            scheduledPostsAtRisk: number;
                        };
                        /** @constant */
                        success: true;
                        user: {
                            aiPromptsLimit: number;
                            aiPromptsUsed: number;
                            createdAt: string;
                            email: string;
                            googleId: string | null;
                            id: string;
                            image: string | null;
                            name: string;
                            notificationPreferences: {
                                emailNotifications: boolean;
                                marketingEmails: boolean;
                                postReminders: boolean;
                                pushNotifications: boolean;
                                securityAlerts: boolean;
                                weeklyReports: boolean;
                            };
                            postsCreated: number;
                            /** @enum {string} */
                            role: "free" | "paid" | "admin";
                            /** @enum {string} */
                            status: "active" | "inactive" | "suspended";
                            subscription: string;
                            timeZone: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accountName: string;
                            charLimit: number | null;
                            createdAt: string;
                            id: string;
                            isActive: boolean;
                            isExpired: boolean;
                            platform: string;
                            username: string | null;
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-calendar": {
        parameters: {
            query: {
                /** @description First day shown: YYYY-MM-DD (on the user's clock) or an ISO date-time. */
                from: string;
                perDay?: number;
                /** @description Day after the last one shown (exclusive); at most 62 days after from. */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            aiGenerated: boolean;
                            /** @description The member who wrote it (an addition to the spec). */
                            authorId: string | null;
                            content: string;
                            createdAt: string;
                            errorMessage: string | null;
                            id: string;
                            insights: {
                                [key: string]: {
                                    clicks: number;
                                    comments: number;
                                    engagementRate: number;
                                    fetchedAt: string;
                                    impressions: number;
                                    likes: number;
                                    shares: number;
                                };
                            };
                            media: string[];
                            mediaAlt: string[];
                            mediaUrls: string;
                            platforms: string[];
                            publishedAt: string | null;
                            publishLogs: {
                                attempt: number;
                                completedAt: string | null;
                                error: string | null;
                                platform: string;
                                platformPostId: string | null;
                                platformPostUrl: string | null;
                                /** @enum {string} */
                                status: "publishing" | "retrying" | "published" | "failed" | "needs_review";
                            }[];
                            publishWarnings: string[];
                            /** @description In review: published at its date (at) or at once (now) when approved. */
                            reviewIntent: ("at" | "now") | null;
                            /** @description The reviewer's latest request for changes. */
                            reviewNote: string | null;
                            scheduledAt: string | null;
                            source: string;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            /** @description When it was last submitted for review. */
                            submittedAt: string | null;
                            updatedAt: string;
                        }[];
                        days: {
                            count: number;
                            /** @description YYYY-MM-DD on the user's clock */
                            date: string;
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-calendarSummary": {
        parameters: {
            query: {
                /** @description First day shown: YYYY-MM-DD (on the user's clock) or an ISO date-time. */
                from: string;
                perDay?: number;
                /** @description Day after the last one shown (exclusive); at most 62 days after from. */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            content: string;
                            createdAt: string;
                            id: string;
                            /** @description Where a published post is live, per network (empty until it is published). */
                            links: {
                                platform: string;
                                url: string;
                            }[];
                            platforms: string[];
                            publishedAt: string | null;
                            scheduledAt: string | null;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            updatedAt: string;
                        }[];
                        days: {
                            count: number;
                            /** @description YYYY-MM-DD on the user's clock */
                            date: string;
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-list": {
        parameters: {
            query?: {
                cursor?: string;
                from?: string;
                limit?: number;
                platform?: "linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox";
                q?: string;
                showAll?: "true" | "false";
                status?: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            aiGenerated: boolean;
                            /** @description The member who wrote it (an addition to the spec). */
                            authorId: string | null;
                            content: string;
                            createdAt: string;
                            errorMessage: string | null;
                            id: string;
                            insights: {
                                [key: string]: {
                                    clicks: number;
                                    comments: number;
                                    engagementRate: number;
                                    fetchedAt: string;
                                    impressions: number;
                                    likes: number;
                                    shares: number;
                                };
                            };
                            media: string[];
                            mediaAlt: string[];
                            mediaUrls: string;
                            platforms: string[];
                            publishedAt: string | null;
                            publishLogs: {
                                attempt: number;
                                completedAt: string | null;
                                error: string | null;
                                platform: string;
                                platformPostId: string | null;
                                platformPostUrl: string | null;
                                /** @enum {string} */
                                status: "publishing" | "retrying" | "published" | "failed" | "needs_review";
                            }[];
                            publishWarnings: string[];
                            /** @description In review: published at its date (at) or at once (now) when approved. */
                            reviewIntent: ("at" | "now") | null;
                            /** @description The reviewer's latest request for changes. */
                            reviewNote: string | null;
                            scheduledAt: string | null;
                            source: string;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            /** @description When it was last submitted for review. */
                            submittedAt: string | null;
                            updatedAt: string;
                        }[];
                        /** @description Pass as cursor for the next page; null on the last page. */
                        nextCursor: string | null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-counts": {
        parameters: {
            query?: {
                platform?: "linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Sent back to their authors with a reviewer's note. */
                            changes_requested: number;
                            draft: number;
                            failed: number;
                            /** @description Waiting for a review (approval workflow). */
                            in_review: number;
                            published: number;
                            /** @description Published since the first of the current month on the user's clock. */
                            publishedThisMonth: number;
                            scheduled: number;
                            total: number;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-published": {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            aiGenerated: boolean;
                            /** @description The member who wrote it (an addition to the spec). */
                            authorId: string | null;
                            content: string;
                            createdAt: string;
                            errorMessage: string | null;
                            id: string;
                            insights: {
                                [key: string]: {
                                    clicks: number;
                                    comments: number;
                                    engagementRate: number;
                                    fetchedAt: string;
                                    impressions: number;
                                    likes: number;
                                    shares: number;
                                };
                            };
                            media: string[];
                            mediaAlt: string[];
                            mediaUrls: string;
                            platforms: string[];
                            publishedAt: string | null;
                            publishLogs: {
                                attempt: number;
                                completedAt: string | null;
                                error: string | null;
                                platform: string;
                                platformPostId: string | null;
                                platformPostUrl: string | null;
                                /** @enum {string} */
                                status: "publishing" | "retrying" | "published" | "failed" | "needs_review";
                            }[];
                            publishWarnings: string[];
                            /** @description In review: published at its date (at) or at once (now) when approved. */
                            reviewIntent: ("at" | "now") | null;
                            /** @description The reviewer's latest request for changes. */
                            reviewNote: string | null;
                            scheduledAt: string | null;
                            source: string;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            /** @description When it was last submitted for review. */
                            submittedAt: string | null;
                            updatedAt: string;
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-refreshInsights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                        updatedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            averageEngagementRate: number;
                            connectedAccounts: number;
                            postsThisMonth: number;
                            scheduledPosts: number;
                            scheduledPostsAtRisk: number;
                            user: {
                                aiPromptsLimit: number;
                                aiPromptsUsed: number;
                                createdAt: string;
                                email: string;
                                googleId: string | null;
                                id: string;
                                image: string | null;
                                name: string;
                                notificationPreferences: {
                                    emailNotifications: boolean;
                                    marketingEmails: boolean;
                                    postReminders: boolean;
                                    pushNotifications: boolean;
                                    securityAlerts: boolean;
                                    weeklyReports: boolean;
                                };
                                postsCreated: number;
                                /** @enum {string} */
                                role: "free" | "paid" | "admin";
                                /** @enum {string} */
                                status: "active" | "inactive" | "suspended";
                                subscription: string;
                                timeZone: string;
                            };
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "imports-export": {
        parameters: {
            query?: {
                format?: "csv" | "json";
                from?: string;
                network?: "linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox";
                status?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The file's text: the same as GET /api/exports/posts/download with these filters. */
                        content: string;
                        contentType: string;
                        count: number;
                        fileName: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-facebook-auth": {
        parameters: {
            query?: {
                returnTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authUrl: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-facebook-disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-facebook-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pages: {
                            id: string;
                            name: string;
                            username: string | null;
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-facebook-selectPage": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pageId: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountName: string;
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-facebook-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            accountName: string;
                            connectedAt: string;
                            isExpired: boolean;
                            username: string | null;
                        } | null;
                        connected: boolean;
                        /** @constant */
                        pendingChoice?: true;
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "media-generateImage": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default general
                     * @enum {string}
                     */
                    platform?: "general" | "linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube";
                    prompt: string;
                    /**
                     * @default hd
                     * @enum {string}
                     */
                    quality?: "standard" | "hd";
                    /**
                     * @default realistic
                     * @enum {string}
                     */
                    style?: "realistic" | "illustration" | "minimal" | "3d" | "cinematic";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aiPromptsLimit: number;
                        aiPromptsUsed: number;
                        data: {
                            /** @enum {string} */
                            generator: "fal" | "offline";
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "image" | "video";
                            offline: boolean;
                            /** @constant */
                            status: "processing";
                            url: null;
                            width: number;
                        };
                        message: string;
                        promptsCharged: number;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "media-generateVideo": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default general
                     * @enum {string}
                     */
                    platform?: "general" | "linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube";
                    prompt: string;
                    /**
                     * @default hd
                     * @enum {string}
                     */
                    quality?: "standard" | "hd";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aiPromptsLimit: number;
                        aiPromptsUsed: number;
                        data: {
                            /** @enum {string} */
                            generator: "fal" | "offline";
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "image" | "video";
                            offline: boolean;
                            /** @constant */
                            status: "processing";
                            url: null;
                            width: number;
                        };
                        message: string;
                        promptsCharged: number;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "media-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            platforms: {
                                dimensions: {
                                    height: number;
                                    width: number;
                                };
                                label: string;
                                value: string;
                            }[];
                            qualities: {
                                description: string;
                                label: string;
                                value: string;
                            }[];
                            styles: {
                                description: string;
                                label: string;
                                value: string;
                            }[];
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "media-status": {
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
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            generator: string;
                            height: number | null;
                            id: string;
                            /** @enum {string} */
                            kind: "image" | "video";
                            mimeType: string | null;
                            offline: boolean;
                            promptsRefunded: number;
                            /** @enum {string} */
                            status: "processing" | "completed" | "failed";
                            url: string | null;
                            width: number | null;
                        };
                        message?: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "status-health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        responseTime: number;
                        services: {
                            configured: boolean;
                            description: string;
                            lastChecked: string;
                            name: string;
                            responseTime: number;
                            /** @enum {string} */
                            status: "operational" | "degraded" | "outage";
                        }[];
                        /** @enum {string} */
                        status: "operational" | "degraded" | "outage";
                        success: boolean;
                        timestamp: string;
                        uptimeSeconds: number;
                        workerHeartbeatAgeSeconds: number | null;
                        workersAlive: number | null;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "imports-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        imports: {
                            created: number;
                            createdAt: string;
                            /** @description Rows imported into this workspace before (or repeated in the file): skipped. */
                            duplicateRows: number;
                            error: string | null;
                            failed: number;
                            /** @description Rows that failed during the run. */
                            failures: {
                                column: string;
                                /**
                                 * @description A problem of the whole file (its columns): nothing can be imported until it is fixed.
                                 * @constant
                                 */
                                file?: true;
                                message: string;
                                /** @description The row: a CSV's header is row 1, its first post row 2; a JSON file's posts are 1, 2, ... */
                                row: number;
                            }[];
                            fileHash: string;
                            fileName: string;
                            fileProblems: boolean;
                            finishedAt: string | null;
                            format: string;
                            id: string;
                            mode: ("all_or_nothing" | "skip_bad") | null;
                            onWorker: boolean;
                            problemRows: number;
                            /** @description The dry run's problems by row and column (at most 5,000). */
                            problems: {
                                column: string;
                                /**
                                 * @description A problem of the whole file (its columns): nothing can be imported until it is fixed.
                                 * @constant
                                 */
                                file?: true;
                                message: string;
                                /** @description The row: a CSV's header is row 1, its first post row 2; a JSON file's posts are 1, 2, ... */
                                row: number;
                            }[];
                            processed: number;
                            readyRows: number;
                            skipped: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "checked" | "queued" | "running" | "finished" | "failed";
                            totalRows: number;
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "imports-check": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The file's text (CSV or JSON); larger files: multipart to POST /api/imports/upload. */
                    content: string;
                    fileName: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        import: {
                            created: number;
                            createdAt: string;
                            /** @description Rows imported into this workspace before (or repeated in the file): skipped. */
                            duplicateRows: number;
                            error: string | null;
                            failed: number;
                            /** @description Rows that failed during the run. */
                            failures: {
                                column: string;
                                /**
                                 * @description A problem of the whole file (its columns): nothing can be imported until it is fixed.
                                 * @constant
                                 */
                                file?: true;
                                message: string;
                                /** @description The row: a CSV's header is row 1, its first post row 2; a JSON file's posts are 1, 2, ... */
                                row: number;
                            }[];
                            fileHash: string;
                            fileName: string;
                            fileProblems: boolean;
                            finishedAt: string | null;
                            format: string;
                            id: string;
                            mode: ("all_or_nothing" | "skip_bad") | null;
                            onWorker: boolean;
                            problemRows: number;
                            /** @description The dry run's problems by row and column (at most 5,000). */
                            problems: {
                                column: string;
                                /**
                                 * @description A problem of the whole file (its columns): nothing can be imported until it is fixed.
                                 * @constant
                                 */
                                file?: true;
                                message: string;
                                /** @description The row: a CSV's header is row 1, its first post row 2; a JSON file's posts are 1, 2, ... */
                                row: number;
                            }[];
                            processed: number;
                            readyRows: number;
                            skipped: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "checked" | "queued" | "running" | "finished" | "failed";
                            totalRows: number;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "imports-get": {
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
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        import: {
                            created: number;
                            createdAt: string;
                            /** @description Rows imported into this workspace before (or repeated in the file): skipped. */
                            duplicateRows: number;
                            error: string | null;
                            failed: number;
                            /** @description Rows that failed during the run. */
                            failures: {
                                column: string;
                                /**
                                 * @description A problem of the whole file (its columns): nothing can be imported until it is fixed.
                                 * @constant
                                 */
                                file?: true;
                                message: string;
                                /** @description The row: a CSV's header is row 1, its first post row 2; a JSON file's posts are 1, 2, ... */
                                row: number;
                            }[];
                            fileHash: string;
                            fileName: string;
                            fileProblems: boolean;
                            finishedAt: string | null;
                            format: string;
                            id: string;
                            mode: ("all_or_nothing" | "skip_bad") | null;
                            onWorker: boolean;
                            problemRows: number;
                            /** @description The dry run's problems by row and column (at most 5,000). */
                            problems: {
                                column: string;
                                /**
                                 * @description A problem of the whole file (its columns): nothing can be imported until it is fixed.
                                 * @constant
                                 */
                                file?: true;
                                message: string;
                                /** @description The row: a CSV's header is row 1, its first post row 2; a JSON file's posts are 1, 2, ... */
                                row: number;
                            }[];
                            processed: number;
                            readyRows: number;
                            skipped: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "checked" | "queued" | "running" | "finished" | "failed";
                            totalRows: number;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "imports-run": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    mode: "all_or_nothing" | "skip_bad";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        import: {
                            created: number;
                            createdAt: string;
                            /** @description Rows imported into this workspace before (or repeated in the file): skipped. */
                            duplicateRows: number;
                            error: string | null;
                            failed: number;
                            /** @description Rows that failed during the run. */
                            failures: {
                                column: string;
                                /**
                                 * @description A problem of the whole file (its columns): nothing can be imported until it is fixed.
                                 * @constant
                                 */
                                file?: true;
                                message: string;
                                /** @description The row: a CSV's header is row 1, its first post row 2; a JSON file's posts are 1, 2, ... */
                                row: number;
                            }[];
                            fileHash: string;
                            fileName: string;
                            fileProblems: boolean;
                            finishedAt: string | null;
                            format: string;
                            id: string;
                            mode: ("all_or_nothing" | "skip_bad") | null;
                            onWorker: boolean;
                            problemRows: number;
                            /** @description The dry run's problems by row and column (at most 5,000). */
                            problems: {
                                column: string;
                                /**
                                 * @description A problem of the whole file (its columns): nothing can be imported until it is fixed.
                                 * @constant
                                 */
                                file?: true;
                                message: string;
                                /** @description The row: a CSV's header is row 1, its first post row 2; a JSON file's posts are 1, 2, ... */
                                row: number;
                            }[];
                            processed: number;
                            readyRows: number;
                            skipped: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "checked" | "queued" | "running" | "finished" | "failed";
                            totalRows: number;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-instagram-auth": {
        parameters: {
            query?: {
                returnTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authUrl: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-instagram-disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-instagram-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            accountName: string;
                            connectedAt: string;
                            isExpired: boolean;
                            username: string | null;
                        } | null;
                        connected: boolean;
                        /** @constant */
                        pendingChoice?: true;
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "invitations-preview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            expiresAt: string;
                            inviterName: string | null;
                            problem: string | null;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT";
                            /** @enum {string} */
                            state: "pending" | "expired" | "revoked" | "accepted";
                            workspaceName: string;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "invitations-accept": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "personal" | "team";
                            name: string;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT";
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-linkedin-auth": {
        parameters: {
            query?: {
                returnTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authUrl: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-linkedin-disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-linkedin-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            accountName: string;
                            connectedAt: string;
                            isExpired: boolean;
                            username: string | null;
                        } | null;
                        connected: boolean;
                        /** @constant */
                        pendingChoice?: true;
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-mastodon-auth": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    instance: string;
                    returnTo?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authUrl: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-mastodon-disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-mastodon-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            accountName: string;
                            connectedAt: string;
                            isExpired: boolean;
                            username: string | null;
                        } | null;
                        connected: boolean;
                        /** @constant */
                        pendingChoice?: true;
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "billing-confirmUpgrade": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentIntentId: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aiPromptsLimit: number;
                        message: string;
                        subscription: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "billing-createCheckout": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    planName: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        sessionId: string;
                        /** @constant */
                        success: true;
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "billing-createPaymentIntent": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    planName: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientSecret: string;
                        message: string;
                        paymentIntentId: string;
                        plan: {
                            name: string;
                            price: number;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "billing-currentMembership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        currentPlan: {
                            aiPromptsLimit: number;
                            aiPromptsUsed: number;
                            subscription: string;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "billing-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plans: {
                            aiPromptsLimit: number;
                            /** @constant */
                            billingCycle: "monthly";
                            /** @constant */
                            currency: "EUR";
                            features: string[];
                            id: string;
                            name: string;
                            popular: boolean;
                            price: number;
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "billing-changePlan": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentMethod?: string;
                    planName: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aiPromptsLimit: number;
                        message: string;
                        subscription: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "notifications-list": {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                unreadOnly?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            body: string;
                            createdAt: string;
                            id: string;
                            /** @enum {string} */
                            kind: "review_requested" | "changes_requested" | "approved" | "comment" | "mention" | "invitation_accepted" | "post_failed" | "account_reconnect" | "post_at_risk" | "import_finished" | "webhook_disabled" | "app_disconnected";
                            /** @description An app path to what it is about. */
                            link: string | null;
                            postId: string | null;
                            read: boolean;
                            title: string;
                            /** @description Where it happened; pass its id as X-Workspace-Id to act there. */
                            workspace: {
                                id: string;
                                name: string;
                                personal: boolean;
                            } | null;
                        }[];
                        /** @description Pass as cursor for the next page; null on the last page. */
                        nextCursor: string | null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "notifications-markRead": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "notifications-emailPreferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The profile's e-mail flag: off means no notification e-mail at all. */
                        emailNotifications: boolean;
                        kinds: {
                            email: boolean;
                            /** @enum {string} */
                            kind: "review_requested" | "changes_requested" | "approved" | "comment" | "mention" | "invitation_accepted" | "post_failed" | "account_reconnect" | "post_at_risk" | "import_finished" | "webhook_disabled" | "app_disconnected";
                            label: string;
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "notifications-updateEmailPreferences": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    emailNotifications?: boolean;
                    /** @description Per kind, true to e-mail it, false not to (the bell shows it anyway): review_requested, changes_requested, approved, comment, mention, invitation_accepted, post_failed, account_reconnect, post_at_risk, import_finished, webhook_disabled, app_disconnected. */
                    kinds?: {
                        [key: string]: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The profile's e-mail flag: off means no notification e-mail at all. */
                        emailNotifications: boolean;
                        kinds: {
                            email: boolean;
                            /** @enum {string} */
                            kind: "review_requested" | "changes_requested" | "approved" | "comment" | "mention" | "invitation_accepted" | "post_failed" | "account_reconnect" | "post_at_risk" | "import_finished" | "webhook_disabled" | "app_disconnected";
                            label: string;
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "notifications-markAllRead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        marked: number;
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "notifications-unreadCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @description Unread notifications, counted up to 100. */
                        unread: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-byId": {
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
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        post: {
                            aiGenerated: boolean;
                            /** @description The member who wrote it (an addition to the spec). */
                            authorId: string | null;
                            content: string;
                            createdAt: string;
                            errorMessage: string | null;
                            id: string;
                            insights: {
                                [key: string]: {
                                    clicks: number;
                                    comments: number;
                                    engagementRate: number;
                                    fetchedAt: string;
                                    impressions: number;
                                    likes: number;
                                    shares: number;
                                };
                            };
                            media: string[];
                            mediaAlt: string[];
                            mediaUrls: string;
                            platforms: string[];
                            publishedAt: string | null;
                            publishLogs: {
                                attempt: number;
                                completedAt: string | null;
                                error: string | null;
                                platform: string;
                                platformPostId: string | null;
                                platformPostUrl: string | null;
                                /** @enum {string} */
                                status: "publishing" | "retrying" | "published" | "failed" | "needs_review";
                            }[];
                            publishWarnings: string[];
                            /** @description In review: published at its date (at) or at once (now) when approved. */
                            reviewIntent: ("at" | "now") | null;
                            /** @description The reviewer's latest request for changes. */
                            reviewNote: string | null;
                            scheduledAt: string | null;
                            source: string;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            /** @description When it was last submitted for review. */
                            submittedAt: string | null;
                            updatedAt: string;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content?: string;
                    mediaAlt?: string[];
                    mediaUrls?: string[];
                    platforms?: ("linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox")[];
                    /** Format: date-time */
                    scheduledAt?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        post: {
                            aiGenerated: boolean;
                            /** @description The member who wrote it (an addition to the spec). */
                            authorId: string | null;
                            content: string;
                            createdAt: string;
                            errorMessage: string | null;
                            id: string;
                            insights: {
                                [key: string]: {
                                    clicks: number;
                                    comments: number;
                                    engagementRate: number;
                                    fetchedAt: string;
                                    impressions: number;
                                    likes: number;
                                    shares: number;
                                };
                            };
                            media: string[];
                            mediaAlt: string[];
                            mediaUrls: string;
                            platforms: string[];
                            publishedAt: string | null;
                            publishLogs: {
                                attempt: number;
                                completedAt: string | null;
                                error: string | null;
                                platform: string;
                                platformPostId: string | null;
                                platformPostUrl: string | null;
                                /** @enum {string} */
                                status: "publishing" | "retrying" | "published" | "failed" | "needs_review";
                            }[];
                            publishWarnings: string[];
                            /** @description In review: published at its date (at) or at once (now) when approved. */
                            reviewIntent: ("at" | "now") | null;
                            /** @description The reviewer's latest request for changes. */
                            reviewNote: string | null;
                            scheduledAt: string | null;
                            source: string;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            /** @description When it was last submitted for review. */
                            submittedAt: string | null;
                            updatedAt: string;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-patch": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content?: string;
                    mediaAlt?: string[];
                    mediaUrls?: string[];
                    platforms?: ("linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox")[];
                    /** Format: date-time */
                    scheduledAt?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        post: {
                            aiGenerated: boolean;
                            /** @description The member who wrote it (an addition to the spec). */
                            authorId: string | null;
                            content: string;
                            createdAt: string;
                            errorMessage: string | null;
                            id: string;
                            insights: {
                                [key: string]: {
                                    clicks: number;
                                    comments: number;
                                    engagementRate: number;
                                    fetchedAt: string;
                                    impressions: number;
                                    likes: number;
                                    shares: number;
                                };
                            };
                            media: string[];
                            mediaAlt: string[];
                            mediaUrls: string;
                            platforms: string[];
                            publishedAt: string | null;
                            publishLogs: {
                                attempt: number;
                                completedAt: string | null;
                                error: string | null;
                                platform: string;
                                platformPostId: string | null;
                                platformPostUrl: string | null;
                                /** @enum {string} */
                                status: "publishing" | "retrying" | "published" | "failed" | "needs_review";
                            }[];
                            publishWarnings: string[];
                            /** @description In review: published at its date (at) or at once (now) when approved. */
                            reviewIntent: ("at" | "now") | null;
                            /** @description The reviewer's latest request for changes. */
                            reviewNote: string | null;
                            scheduledAt: string | null;
                            source: string;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            /** @description When it was last submitted for review. */
                            submittedAt: string | null;
                            updatedAt: string;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-activity": {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The lifecycle action (draft, schedule, edit, approve, …) or the worker's outcome (published, failed). */
                            action: string;
                            /** @description null: the system (the worker) or a deleted user. */
                            actor: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            /** @description Fields changed, networks, the new time, the network published on and its link, a failure's reason. */
                            detail: {
                                [key: string]: unknown;
                            };
                            fromStatus: string | null;
                            id: string;
                            /** @description What happened, in words (no time: show createdAt in the reader's time zone). */
                            summary: string;
                            toStatus: string | null;
                            /** @enum {string} */
                            via: "app" | "api" | "link";
                            /** @description The client review link's label, for actions taken through one. */
                            viaLabel: string | null;
                        }[];
                        nextCursor: string | null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-approve": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        post: {
                            aiGenerated: boolean;
                            /** @description The member who wrote it (an addition to the spec). */
                            authorId: string | null;
                            content: string;
                            createdAt: string;
                            errorMessage: string | null;
                            id: string;
                            insights: {
                                [key: string]: {
                                    clicks: number;
                                    comments: number;
                                    engagementRate: number;
                                    fetchedAt: string;
                                    impressions: number;
                                    likes: number;
                                    shares: number;
                                };
                            };
                            media: string[];
                            mediaAlt: string[];
                            mediaUrls: string;
                            platforms: string[];
                            publishedAt: string | null;
                            publishLogs: {
                                attempt: number;
                                completedAt: string | null;
                                error: string | null;
                                platform: string;
                                platformPostId: string | null;
                                platformPostUrl: string | null;
                                /** @enum {string} */
                                status: "publishing" | "retrying" | "published" | "failed" | "needs_review";
                            }[];
                            publishWarnings: string[];
                            /** @description In review: published at its date (at) or at once (now) when approved. */
                            reviewIntent: ("at" | "now") | null;
                            /** @description The reviewer's latest request for changes. */
                            reviewNote: string | null;
                            scheduledAt: string | null;
                            source: string;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            /** @description When it was last submitted for review. */
                            submittedAt: string | null;
                            updatedAt: string;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-comments": {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            author: {
                                id: string;
                                name: string;
                            } | null;
                            body: string;
                            canDelete: boolean;
                            canEdit: boolean;
                            createdAt: string;
                            editedAt: string | null;
                            id: string;
                            mentions: {
                                id: string;
                                name: string | null;
                            }[];
                            postId: string;
                        }[];
                        nextCursor: string | null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-addComment": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Plain text; shown escaped, never as HTML. */
                    body: string;
                    /** @description Ids of the workspace's members this comment mentions (each is notified); chosen in a member picker. */
                    mentionIds?: string[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        comment: {
                            author: {
                                id: string;
                                name: string;
                            } | null;
                            body: string;
                            canDelete: boolean;
                            canEdit: boolean;
                            createdAt: string;
                            editedAt: string | null;
                            id: string;
                            mentions: {
                                id: string;
                                name: string | null;
                            }[];
                            postId: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-deleteComment": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                commentId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-editComment": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                commentId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Plain text; shown escaped, never as HTML. */
                    body: string;
                    /** @description Ids of the workspace's members this comment mentions (each is notified); chosen in a member picker. */
                    mentionIds?: string[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        comment: {
                            author: {
                                id: string;
                                name: string;
                            } | null;
                            body: string;
                            canDelete: boolean;
                            canEdit: boolean;
                            createdAt: string;
                            editedAt: string | null;
                            id: string;
                            mentions: {
                                id: string;
                                name: string | null;
                            }[];
                            postId: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-mentionable": {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-publishNow": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        post: {
                            aiGenerated: boolean;
                            /** @description The member who wrote it (an addition to the spec). */
                            authorId: string | null;
                            content: string;
                            createdAt: string;
                            errorMessage: string | null;
                            id: string;
                            insights: {
                                [key: string]: {
                                    clicks: number;
                                    comments: number;
                                    engagementRate: number;
                                    fetchedAt: string;
                                    impressions: number;
                                    likes: number;
                                    shares: number;
                                };
                            };
                            media: string[];
                            mediaAlt: string[];
                            mediaUrls: string;
                            platforms: string[];
                            publishedAt: string | null;
                            publishLogs: {
                                attempt: number;
                                completedAt: string | null;
                                error: string | null;
                                platform: string;
                                platformPostId: string | null;
                                platformPostUrl: string | null;
                                /** @enum {string} */
                                status: "publishing" | "retrying" | "published" | "failed" | "needs_review";
                            }[];
                            publishWarnings: string[];
                            /** @description In review: published at its date (at) or at once (now) when approved. */
                            reviewIntent: ("at" | "now") | null;
                            /** @description The reviewer's latest request for changes. */
                            reviewNote: string | null;
                            scheduledAt: string | null;
                            source: string;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            /** @description When it was last submitted for review. */
                            submittedAt: string | null;
                            updatedAt: string;
                        };
                        results: {
                            error: string | null;
                            platform: string;
                            platformPostUrl: string | null;
                            /** @enum {string} */
                            status: "published" | "failed" | "needs_review" | "retrying" | "pending";
                        }[];
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-republish": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        post: {
                            aiGenerated: boolean;
                            /** @description The member who wrote it (an addition to the spec). */
                            authorId: string | null;
                            content: string;
                            createdAt: string;
                            errorMessage: string | null;
                            id: string;
                            insights: {
                                [key: string]: {
                                    clicks: number;
                                    comments: number;
                                    engagementRate: number;
                                    fetchedAt: string;
                                    impressions: number;
                                    likes: number;
                                    shares: number;
                                };
                            };
                            media: string[];
                            mediaAlt: string[];
                            mediaUrls: string;
                            platforms: string[];
                            publishedAt: string | null;
                            publishLogs: {
                                attempt: number;
                                completedAt: string | null;
                                error: string | null;
                                platform: string;
                                platformPostId: string | null;
                                platformPostUrl: string | null;
                                /** @enum {string} */
                                status: "publishing" | "retrying" | "published" | "failed" | "needs_review";
                            }[];
                            publishWarnings: string[];
                            /** @description In review: published at its date (at) or at once (now) when approved. */
                            reviewIntent: ("at" | "now") | null;
                            /** @description The reviewer's latest request for changes. */
                            reviewNote: string | null;
                            scheduledAt: string | null;
                            source: string;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            /** @description When it was last submitted for review. */
                            submittedAt: string | null;
                            updatedAt: string;
                        };
                        results: {
                            error: string | null;
                            platform: string;
                            platformPostUrl: string | null;
                            /** @enum {string} */
                            status: "published" | "failed" | "needs_review" | "retrying" | "pending";
                        }[];
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "review-approve": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description A new time (ISO, in the future): required when the time asked for passed while the post was in review; replaces it otherwise.
                     */
                    at?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        post: {
                            aiGenerated: boolean;
                            /** @description The member who wrote it (an addition to the spec). */
                            authorId: string | null;
                            content: string;
                            createdAt: string;
                            errorMessage: string | null;
                            id: string;
                            insights: {
                                [key: string]: {
                                    clicks: number;
                                    comments: number;
                                    engagementRate: number;
                                    fetchedAt: string;
                                    impressions: number;
                                    likes: number;
                                    shares: number;
                                };
                            };
                            media: string[];
                            mediaAlt: string[];
                            mediaUrls: string;
                            platforms: string[];
                            publishedAt: string | null;
                            publishLogs: {
                                attempt: number;
                                completedAt: string | null;
                                error: string | null;
                                platform: string;
                                platformPostId: string | null;
                                platformPostUrl: string | null;
                                /** @enum {string} */
                                status: "publishing" | "retrying" | "published" | "failed" | "needs_review";
                            }[];
                            publishWarnings: string[];
                            /** @description In review: published at its date (at) or at once (now) when approved. */
                            reviewIntent: ("at" | "now") | null;
                            /** @description The reviewer's latest request for changes. */
                            reviewNote: string | null;
                            scheduledAt: string | null;
                            source: string;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            /** @description When it was last submitted for review. */
                            submittedAt: string | null;
                            updatedAt: string;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "review-requestChanges": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What should change (shown to the author). */
                    note: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        post: {
                            aiGenerated: boolean;
                            /** @description The member who wrote it (an addition to the spec). */
                            authorId: string | null;
                            content: string;
                            createdAt: string;
                            errorMessage: string | null;
                            id: string;
                            insights: {
                                [key: string]: {
                                    clicks: number;
                                    comments: number;
                                    engagementRate: number;
                                    fetchedAt: string;
                                    impressions: number;
                                    likes: number;
                                    shares: number;
                                };
                            };
                            media: string[];
                            mediaAlt: string[];
                            mediaUrls: string;
                            platforms: string[];
                            publishedAt: string | null;
                            publishLogs: {
                                attempt: number;
                                completedAt: string | null;
                                error: string | null;
                                platform: string;
                                platformPostId: string | null;
                                platformPostUrl: string | null;
                                /** @enum {string} */
                                status: "publishing" | "retrying" | "published" | "failed" | "needs_review";
                            }[];
                            publishWarnings: string[];
                            /** @description In review: published at its date (at) or at once (now) when approved. */
                            reviewIntent: ("at" | "now") | null;
                            /** @description The reviewer's latest request for changes. */
                            reviewNote: string | null;
                            scheduledAt: string | null;
                            source: string;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            /** @description When it was last submitted for review. */
                            submittedAt: string | null;
                            updatedAt: string;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "review-withdraw": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        post: {
                            aiGenerated: boolean;
                            /** @description The member who wrote it (an addition to the spec). */
                            authorId: string | null;
                            content: string;
                            createdAt: string;
                            errorMessage: string | null;
                            id: string;
                            insights: {
                                [key: string]: {
                                    clicks: number;
                                    comments: number;
                                    engagementRate: number;
                                    fetchedAt: string;
                                    impressions: number;
                                    likes: number;
                                    shares: number;
                                };
                            };
                            media: string[];
                            mediaAlt: string[];
                            mediaUrls: string;
                            platforms: string[];
                            publishedAt: string | null;
                            publishLogs: {
                                attempt: number;
                                completedAt: string | null;
                                error: string | null;
                                platform: string;
                                platformPostId: string | null;
                                platformPostUrl: string | null;
                                /** @enum {string} */
                                status: "publishing" | "retrying" | "published" | "failed" | "needs_review";
                            }[];
                            publishWarnings: string[];
                            /** @description In review: published at its date (at) or at once (now) when approved. */
                            reviewIntent: ("at" | "now") | null;
                            /** @description The reviewer's latest request for changes. */
                            reviewNote: string | null;
                            scheduledAt: string | null;
                            source: string;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            /** @description When it was last submitted for review. */
                            submittedAt: string | null;
                            updatedAt: string;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-generateContentPlan": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    includeImages?: boolean;
                    /** @default 7 */
                    period?: 7 | 15 | 30;
                    platforms: ("linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "sandbox")[];
                    /** @default 09:00 */
                    startTime?: string;
                    subject: string;
                    /**
                     * @default professional
                     * @enum {string}
                     */
                    tone?: "professional" | "casual" | "friendly" | "enthusiastic" | "informative";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aiPromptsLimit: number;
                        aiPromptsUsed: number;
                        images: {
                            id: string;
                            postId: string;
                        }[];
                        message: string;
                        posts: {
                            aiGenerated: boolean;
                            /** @description The member who wrote it (an addition to the spec). */
                            authorId: string | null;
                            content: string;
                            createdAt: string;
                            errorMessage: string | null;
                            id: string;
                            insights: {
                                [key: string]: {
                                    clicks: number;
                                    comments: number;
                                    engagementRate: number;
                                    fetchedAt: string;
                                    impressions: number;
                                    likes: number;
                                    shares: number;
                                };
                            };
                            media: string[];
                            mediaAlt: string[];
                            mediaUrls: string;
                            platforms: string[];
                            publishedAt: string | null;
                            publishLogs: {
                                attempt: number;
                                completedAt: string | null;
                                error: string | null;
                                platform: string;
                                platformPostId: string | null;
                                platformPostUrl: string | null;
                                /** @enum {string} */
                                status: "publishing" | "retrying" | "published" | "failed" | "needs_review";
                            }[];
                            publishWarnings: string[];
                            /** @description In review: published at its date (at) or at once (now) when approved. */
                            reviewIntent: ("at" | "now") | null;
                            /** @description The reviewer's latest request for changes. */
                            reviewNote: string | null;
                            scheduledAt: string | null;
                            source: string;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            /** @description When it was last submitted for review. */
                            submittedAt: string | null;
                            updatedAt: string;
                        }[];
                        promptsCharged: number;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-approveContentPlan": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    postIds: string[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        debug: {
                            finalScheduledCount: number;
                            foundDraftPosts: number;
                            requested: number;
                            updatedPosts: number;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-saveDraft": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    id?: string;
                    mediaAlt?: string[];
                    /** @default [] */
                    mediaUrls?: string[];
                    /** @default [] */
                    platforms?: ("linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox")[];
                    scheduledAt?: string | null;
                    /**
                     * @default manual
                     * @enum {string}
                     */
                    source?: "manual" | "ai" | "link";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        post: {
                            aiGenerated: boolean;
                            /** @description The member who wrote it (an addition to the spec). */
                            authorId: string | null;
                            content: string;
                            createdAt: string;
                            errorMessage: string | null;
                            id: string;
                            insights: {
                                [key: string]: {
                                    clicks: number;
                                    comments: number;
                                    engagementRate: number;
                                    fetchedAt: string;
                                    impressions: number;
                                    likes: number;
                                    shares: number;
                                };
                            };
                            media: string[];
                            mediaAlt: string[];
                            mediaUrls: string;
                            platforms: string[];
                            publishedAt: string | null;
                            publishLogs: {
                                attempt: number;
                                completedAt: string | null;
                                error: string | null;
                                platform: string;
                                platformPostId: string | null;
                                platformPostUrl: string | null;
                                /** @enum {string} */
                                status: "publishing" | "retrying" | "published" | "failed" | "needs_review";
                            }[];
                            publishWarnings: string[];
                            /** @description In review: published at its date (at) or at once (now) when approved. */
                            reviewIntent: ("at" | "now") | null;
                            /** @description The reviewer's latest request for changes. */
                            reviewNote: string | null;
                            scheduledAt: string | null;
                            source: string;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            /** @description When it was last submitted for review. */
                            submittedAt: string | null;
                            updatedAt: string;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-publish": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    generationId?: string;
                    mediaAlt?: string[];
                    /** @default [] */
                    mediaUrls?: string[];
                    platforms: ("linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox")[];
                    /**
                     * @default manual
                     * @enum {string}
                     */
                    source?: "manual" | "ai" | "link";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        post: {
                            aiGenerated: boolean;
                            /** @description The member who wrote it (an addition to the spec). */
                            authorId: string | null;
                            content: string;
                            createdAt: string;
                            errorMessage: string | null;
                            id: string;
                            insights: {
                                [key: string]: {
                                    clicks: number;
                                    comments: number;
                                    engagementRate: number;
                                    fetchedAt: string;
                                    impressions: number;
                                    likes: number;
                                    shares: number;
                                };
                            };
                            media: string[];
                            mediaAlt: string[];
                            mediaUrls: string;
                            platforms: string[];
                            publishedAt: string | null;
                            publishLogs: {
                                attempt: number;
                                completedAt: string | null;
                                error: string | null;
                                platform: string;
                                platformPostId: string | null;
                                platformPostUrl: string | null;
                                /** @enum {string} */
                                status: "publishing" | "retrying" | "published" | "failed" | "needs_review";
                            }[];
                            publishWarnings: string[];
                            /** @description In review: published at its date (at) or at once (now) when approved. */
                            reviewIntent: ("at" | "now") | null;
                            /** @description The reviewer's latest request for changes. */
                            reviewNote: string | null;
                            scheduledAt: string | null;
                            source: string;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            /** @description When it was last submitted for review. */
                            submittedAt: string | null;
                            updatedAt: string;
                        };
                        results: {
                            error: string | null;
                            platform: string;
                            platformPostUrl: string | null;
                            /** @enum {string} */
                            status: "published" | "failed" | "needs_review" | "retrying" | "pending";
                        }[];
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "review-queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @description Posts of the workspace waiting for a review. */
                        waiting: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-save": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    at?: string | null;
                    content: string;
                    generationId?: string;
                    id?: string;
                    mediaAlt?: string[];
                    mediaUrls?: string[];
                    /** @enum {string} */
                    mode: "draft" | "schedule" | "now" | "keep";
                    /** @default [] */
                    platforms?: ("linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox")[];
                    /**
                     * @default manual
                     * @enum {string}
                     */
                    source?: "manual" | "ai" | "link";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        post: {
                            aiGenerated: boolean;
                            /** @description The member who wrote it (an addition to the spec). */
                            authorId: string | null;
                            content: string;
                            createdAt: string;
                            errorMessage: string | null;
                            id: string;
                            insights: {
                                [key: string]: {
                                    clicks: number;
                                    comments: number;
                                    engagementRate: number;
                                    fetchedAt: string;
                                    impressions: number;
                                    likes: number;
                                    shares: number;
                                };
                            };
                            media: string[];
                            mediaAlt: string[];
                            mediaUrls: string;
                            platforms: string[];
                            publishedAt: string | null;
                            publishLogs: {
                                attempt: number;
                                completedAt: string | null;
                                error: string | null;
                                platform: string;
                                platformPostId: string | null;
                                platformPostUrl: string | null;
                                /** @enum {string} */
                                status: "publishing" | "retrying" | "published" | "failed" | "needs_review";
                            }[];
                            publishWarnings: string[];
                            /** @description In review: published at its date (at) or at once (now) when approved. */
                            reviewIntent: ("at" | "now") | null;
                            /** @description The reviewer's latest request for changes. */
                            reviewNote: string | null;
                            scheduledAt: string | null;
                            source: string;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            /** @description When it was last submitted for review. */
                            submittedAt: string | null;
                            updatedAt: string;
                        };
                        results: {
                            error: string | null;
                            platform: string;
                            platformPostUrl: string | null;
                            /** @enum {string} */
                            status: "published" | "failed" | "needs_review" | "retrying" | "pending";
                        }[];
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "post-schedule": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    generationId?: string;
                    mediaAlt?: string[];
                    /** @default [] */
                    mediaUrls?: string[];
                    platforms: ("linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox")[];
                    /** Format: date-time */
                    scheduledAt: string;
                    /**
                     * @default manual
                     * @enum {string}
                     */
                    source?: "manual" | "ai" | "link";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        post: {
                            aiGenerated: boolean;
                            /** @description The member who wrote it (an addition to the spec). */
                            authorId: string | null;
                            content: string;
                            createdAt: string;
                            errorMessage: string | null;
                            id: string;
                            insights: {
                                [key: string]: {
                                    clicks: number;
                                    comments: number;
                                    engagementRate: number;
                                    fetchedAt: string;
                                    impressions: number;
                                    likes: number;
                                    shares: number;
                                };
                            };
                            media: string[];
                            mediaAlt: string[];
                            mediaUrls: string;
                            platforms: string[];
                            publishedAt: string | null;
                            publishLogs: {
                                attempt: number;
                                completedAt: string | null;
                                error: string | null;
                                platform: string;
                                platformPostId: string | null;
                                platformPostUrl: string | null;
                                /** @enum {string} */
                                status: "publishing" | "retrying" | "published" | "failed" | "needs_review";
                            }[];
                            publishWarnings: string[];
                            /** @description In review: published at its date (at) or at once (now) when approved. */
                            reviewIntent: ("at" | "now") | null;
                            /** @description The reviewer's latest request for changes. */
                            reviewNote: string | null;
                            scheduledAt: string | null;
                            source: string;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            /** @description When it was last submitted for review. */
                            submittedAt: string | null;
                            updatedAt: string;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reviewLinks-list": {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        links: {
                            actions: number;
                            createdAt: string;
                            createdBy: string | null;
                            expiresAt: string;
                            id: string;
                            label: string;
                            lastOpenedAt: string | null;
                            revokedAt: string | null;
                            scope: {
                                /** @constant */
                                kind: "posts";
                                postIds: string[];
                            } | {
                                from: string;
                                /** @constant */
                                kind: "range";
                                networks: string[];
                                to: string;
                            };
                            /** @enum {string} */
                            state: "active" | "expired" | "revoked";
                        }[];
                        nextCursor: string | null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reviewLinks-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description When the link stops working: at most 90 days ahead.
                     */
                    expiresAt: string;
                    /**
                     * Format: date-time
                     * @description Start of a calendar range (the workspace's scheduled and published posts in it).
                     */
                    from?: string;
                    label: string;
                    /** @description With a range: only posts to these networks, and only their previews. */
                    networks?: ("linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox")[];
                    /** @description The posts to show; or give from and to. */
                    postIds?: string[];
                    /**
                     * Format: date-time
                     * @description End of the range (exclusive).
                     */
                    to?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        link: {
                            actions: number;
                            createdAt: string;
                            createdBy: string | null;
                            expiresAt: string;
                            id: string;
                            label: string;
                            lastOpenedAt: string | null;
                            revokedAt: string | null;
                            scope: {
                                /** @constant */
                                kind: "posts";
                                postIds: string[];
                            } | {
                                from: string;
                                /** @constant */
                                kind: "range";
                                networks: string[];
                                to: string;
                            };
                            /** @enum {string} */
                            state: "active" | "expired" | "revoked";
                        };
                        /** @constant */
                        success: true;
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reviewLinks-revoke": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        link: {
                            actions: number;
                            createdAt: string;
                            createdBy: string | null;
                            expiresAt: string;
                            id: string;
                            label: string;
                            lastOpenedAt: string | null;
                            revokedAt: string | null;
                            scope: {
                                /** @constant */
                                kind: "posts";
                                postIds: string[];
                            } | {
                                from: string;
                                /** @constant */
                                kind: "range";
                                networks: string[];
                                to: string;
                            };
                            /** @enum {string} */
                            state: "active" | "expired" | "revoked";
                        };
                        revoked: boolean;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reviewLinks-candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        posts: {
                            excerpt: string;
                            id: string;
                            platforms: string[];
                            scheduledAt: string | null;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reviewLinks-view": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token in the review link's URL. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        preview: {
                            expiresAt: string;
                            label: string;
                            more: number;
                            posts: {
                                canDecide: boolean;
                                decisions: {
                                    action: string;
                                    comment: string | null;
                                    createdAt: string;
                                }[];
                                id: string;
                                media: {
                                    alt: string;
                                    url: string;
                                    video: boolean;
                                }[];
                                networks: {
                                    accountName: string | null;
                                    handle: string | null;
                                    label: string;
                                    length: number;
                                    limit: number;
                                    /** @enum {string} */
                                    network: "linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox";
                                    overLimit: boolean;
                                    text: string;
                                }[];
                                publishedAt: string | null;
                                scheduledAt: string | null;
                                /** @enum {string} */
                                status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                                title: string | null;
                            }[];
                            scope: {
                                /** @constant */
                                kind: "posts";
                            } | {
                                from: string;
                                /** @constant */
                                kind: "range";
                                networks: string[];
                                to: string;
                            };
                            workspaceName: string | null;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reviewLinks-approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: string;
                /** @description The token in the review link's URL. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        post: {
                            canDecide: boolean;
                            decisions: {
                                action: string;
                                comment: string | null;
                                createdAt: string;
                            }[];
                            id: string;
                            media: {
                                alt: string;
                                url: string;
                                video: boolean;
                            }[];
                            networks: {
                                accountName: string | null;
                                handle: string | null;
                                label: string;
                                length: number;
                                limit: number;
                                /** @enum {string} */
                                network: "linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox";
                                overLimit: boolean;
                                text: string;
                            }[];
                            publishedAt: string | null;
                            scheduledAt: string | null;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            title: string | null;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reviewLinks-requestChanges": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: string;
                /** @description The token in the review link's URL. */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        post: {
                            canDecide: boolean;
                            decisions: {
                                action: string;
                                comment: string | null;
                                createdAt: string;
                            }[];
                            id: string;
                            media: {
                                alt: string;
                                url: string;
                                video: boolean;
                            }[];
                            networks: {
                                accountName: string | null;
                                handle: string | null;
                                label: string;
                                length: number;
                                limit: number;
                                /** @enum {string} */
                                network: "linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox";
                                overLimit: boolean;
                                text: string;
                            }[];
                            publishedAt: string | null;
                            scheduledAt: string | null;
                            /** @enum {string} */
                            status: "published" | "scheduled" | "in_review" | "changes_requested" | "draft" | "failed";
                            title: string | null;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-sandbox-auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            feedPath: string;
                            handle: string;
                            nextPost: ("fail" | "rate_limit" | "slow") | null;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-sandbox-disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-sandbox-feed": {
        parameters: {
            query: {
                cursor?: string | null;
                handle: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountName: string;
                        handle: string;
                        nextCursor: string | null;
                        posts: {
                            createdAt: string;
                            id: string;
                            insights: {
                                clicks: number;
                                comments: number;
                                impressions: number;
                                likes: number;
                                shares: number;
                            };
                            mediaUrls: string[];
                            text: string;
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-sandbox-settings": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nextPost: ("fail" | "rate_limit" | "slow") | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            feedPath: string;
                            handle: string;
                            nextPost: ("fail" | "rate_limit" | "slow") | null;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-sandbox-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            accountName: string;
                            connectedAt: string;
                            isExpired: boolean;
                            username: string | null;
                        } | null;
                        available: boolean;
                        connected: boolean;
                        /** @constant */
                        pendingChoice?: true;
                        sandbox: {
                            feedPath: string;
                            handle: string;
                            nextPost: ("fail" | "rate_limit" | "slow") | null;
                        } | null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "status-auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        configured: boolean;
                        description: string;
                        lastChecked: string;
                        name: string;
                        responseTime: number;
                        /** @enum {string} */
                        status: "operational" | "degraded" | "outage";
                        success: boolean;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "status-database": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        configured: boolean;
                        description: string;
                        lastChecked: string;
                        name: string;
                        responseTime: number;
                        /** @enum {string} */
                        status: "operational" | "degraded" | "outage";
                        success: boolean;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "status-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        configured: boolean;
                        description: string;
                        lastChecked: string;
                        name: string;
                        responseTime: number;
                        /** @enum {string} */
                        status: "operational" | "degraded" | "outage";
                        success: boolean;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "status-falai": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        configured: boolean;
                        description: string;
                        lastChecked: string;
                        name: string;
                        responseTime: number;
                        /** @enum {string} */
                        status: "operational" | "degraded" | "outage";
                        success: boolean;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "status-incidents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        incidents: {
                            description: string;
                            endedAt: string | null;
                            id: string;
                            service: string;
                            startedAt: string;
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "status-openai": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        configured: boolean;
                        description: string;
                        lastChecked: string;
                        name: string;
                        responseTime: number;
                        /** @enum {string} */
                        status: "operational" | "degraded" | "outage";
                        success: boolean;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "status-publishing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        configured: boolean;
                        description: string;
                        lastChecked: string;
                        name: string;
                        responseTime: number;
                        /** @enum {string} */
                        status: "operational" | "degraded" | "outage";
                        success: boolean;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-threads-auth": {
        parameters: {
            query?: {
                returnTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authUrl: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-threads-disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-threads-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            accountName: string;
                            connectedAt: string;
                            isExpired: boolean;
                            username: string | null;
                        } | null;
                        connected: boolean;
                        /** @constant */
                        pendingChoice?: true;
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-tiktok-auth": {
        parameters: {
            query?: {
                returnTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authUrl: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-tiktok-disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-tiktok-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            accountName: string;
                            connectedAt: string;
                            isExpired: boolean;
                            username: string | null;
                        } | null;
                        connected: boolean;
                        /** @constant */
                        pendingChoice?: true;
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "video-generate": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                settingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aiPromptsLimit: number;
                        aiPromptsUsed: number;
                        estimatedCost: number;
                        message: string;
                        queueEntries: {
                            aiPromptsUsed: number;
                            createdAt: string;
                            description: string;
                            errorMessage: string | null;
                            id: string;
                            platforms: string[];
                            postId: string | null;
                            progress: number | null;
                            scheduledAt: string | null;
                            settingId: string | null;
                            /** @enum {string} */
                            status: "pending" | "generating" | "ready" | "scheduled" | "published" | "failed";
                            thumbnail: string | null;
                            title: string;
                            updatedAt: string;
                            videoUrl: string | null;
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "video-platforms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        connectedAccounts: {
                            accountName: string;
                            createdAt: string;
                            isActive: boolean;
                            network: string;
                            platform: string;
                        }[];
                        platforms: {
                            connected: boolean;
                            /** @enum {string} */
                            key: "TikTok" | "YouTube Shorts";
                            name: string;
                            network: string;
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "video-publish": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    platforms?: string[];
                    title?: string;
                    videoId: string;
                    videoUrl?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        results: {
                            error: string | null;
                            platform: string;
                            platformPostUrl: string | null;
                            /** @enum {string} */
                            status: "published" | "failed" | "needs_review" | "retrying" | "pending";
                        }[];
                        /** @enum {string} */
                        status: "published" | "failed" | "pending";
                        success: boolean;
                        video: {
                            aiPromptsUsed: number;
                            createdAt: string;
                            description: string;
                            errorMessage: string | null;
                            id: string;
                            platforms: string[];
                            postId: string | null;
                            progress: number | null;
                            scheduledAt: string | null;
                            settingId: string | null;
                            /** @enum {string} */
                            status: "pending" | "generating" | "ready" | "scheduled" | "published" | "failed";
                            thumbnail: string | null;
                            title: string;
                            updatedAt: string;
                            videoUrl: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "video-queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        queue: {
                            aiPromptsUsed: number;
                            createdAt: string;
                            description: string;
                            errorMessage: string | null;
                            id: string;
                            platforms: string[];
                            postId: string | null;
                            progress: number | null;
                            scheduledAt: string | null;
                            settingId: string | null;
                            /** @enum {string} */
                            status: "pending" | "generating" | "ready" | "scheduled" | "published" | "failed";
                            thumbnail: string | null;
                            title: string;
                            updatedAt: string;
                            videoUrl: string | null;
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "video-updateQueueEntry": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    scheduledAt?: string | null;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                        video: {
                            aiPromptsUsed: number;
                            createdAt: string;
                            description: string;
                            errorMessage: string | null;
                            id: string;
                            platforms: string[];
                            postId: string | null;
                            progress: number | null;
                            scheduledAt: string | null;
                            settingId: string | null;
                            /** @enum {string} */
                            status: "pending" | "generating" | "ready" | "scheduled" | "published" | "failed";
                            thumbnail: string | null;
                            title: string;
                            updatedAt: string;
                            videoUrl: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "video-deleteQueueEntry": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "video-listSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            contentTheme: string;
                            createdAt: string;
                            estimatedCost: number;
                            id: string;
                            isActive: boolean;
                            name: string;
                            platforms: string[];
                            postingFrequency: string;
                            preferredTimes: string[];
                            updatedAt: string;
                            videoLength: number;
                            videosPerBatch: number;
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "video-createSetting": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contentTheme: string;
                    name: string;
                    platforms: ("TikTok" | "YouTube Shorts")[];
                    /**
                     * @default 1x_day
                     * @enum {string}
                     */
                    postingFrequency?: "1x_day" | "2x_day" | "3x_day";
                    /**
                     * @default [
                     *       "09:00"
                     *     ]
                     */
                    preferredTimes?: string[];
                    /** @default 30 */
                    videoLength?: 15 | 30 | 60;
                    /** @default 1 */
                    videosPerBatch?: 1 | 3 | 5 | 10;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        requiresUpgrade: false;
                        setting: {
                            contentTheme: string;
                            createdAt: string;
                            estimatedCost: number;
                            id: string;
                            isActive: boolean;
                            name: string;
                            platforms: string[];
                            postingFrequency: string;
                            preferredTimes: string[];
                            updatedAt: string;
                            videoLength: number;
                            videosPerBatch: number;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "video-updateSetting": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isActive: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        setting: {
                            contentTheme: string;
                            createdAt: string;
                            estimatedCost: number;
                            id: string;
                            isActive: boolean;
                            name: string;
                            platforms: string[];
                            postingFrequency: string;
                            preferredTimes: string[];
                            updatedAt: string;
                            videoLength: number;
                            videosPerBatch: number;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "video-deleteSetting": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "video-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        available: boolean;
                        message: string;
                        promptsPerVideo: number;
                        /** @constant */
                        success: true;
                        user: {
                            aiPromptsLimit: number;
                            aiPromptsUsed: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhooks-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpoints: {
                            consecutiveFailures: number;
                            createdAt: string;
                            description: string;
                            disabledAt: string | null;
                            disabledReason: string | null;
                            enabled: boolean;
                            events: string[];
                            id: string;
                            url: string;
                        }[];
                        eventTypes: {
                            label: string;
                            /** @enum {string} */
                            type: "post.created" | "post.submitted" | "post.approved" | "post.changes_requested" | "post.scheduled" | "post.published" | "post.failed" | "post.needs_review" | "account.connected" | "account.expired" | "account.needs_reconnecting" | "video.ready" | "member.joined" | "import.finished";
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhooks-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    events: ("post.created" | "post.submitted" | "post.approved" | "post.changes_requested" | "post.scheduled" | "post.published" | "post.failed" | "post.needs_review" | "account.connected" | "account.expired" | "account.needs_reconnecting" | "video.ready" | "member.joined" | "import.finished")[];
                    url: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpoint: {
                            consecutiveFailures: number;
                            createdAt: string;
                            description: string;
                            disabledAt: string | null;
                            disabledReason: string | null;
                            enabled: boolean;
                            events: string[];
                            id: string;
                            url: string;
                        };
                        message: string;
                        secret: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhooks-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhooks-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    enabled?: boolean;
                    events?: ("post.created" | "post.submitted" | "post.approved" | "post.changes_requested" | "post.scheduled" | "post.published" | "post.failed" | "post.needs_review" | "account.connected" | "account.expired" | "account.needs_reconnecting" | "video.ready" | "member.joined" | "import.finished")[];
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpoint: {
                            consecutiveFailures: number;
                            createdAt: string;
                            description: string;
                            disabledAt: string | null;
                            disabledReason: string | null;
                            enabled: boolean;
                            events: string[];
                            id: string;
                            url: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhooks-deliveries": {
        parameters: {
            query?: {
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: {
                            attempts: number;
                            completedAt: string | null;
                            createdAt: string;
                            eventId: string;
                            id: string;
                            lastDurationMs: number | null;
                            lastError: string | null;
                            lastStatusCode: number | null;
                            nextAttemptAt: string | null;
                            payload: string;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            tries: {
                                createdAt: string;
                                durationMs: number;
                                error: string | null;
                                number: number;
                                responseBody: string;
                                signature: string;
                                statusCode: number | null;
                            }[];
                            type: string;
                        }[];
                        nextCursor: string | null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhooks-rotateSecret": {
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
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpoint: {
                            consecutiveFailures: number;
                            createdAt: string;
                            description: string;
                            disabledAt: string | null;
                            disabledReason: string | null;
                            enabled: boolean;
                            events: string[];
                            id: string;
                            url: string;
                        };
                        message: string;
                        secret: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhooks-redeliver": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "workspace-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "personal" | "team";
                            name: string;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT";
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "workspace-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "personal" | "team";
                            name: string;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT";
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "workspace-current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "personal" | "team";
                            name: string;
                            paused: boolean;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT";
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "workspace-rename": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "review-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        approvalPolicy: "everyone" | "contributors" | "never";
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "review-setPolicy": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    approvalPolicy: "everyone" | "contributors" | "never";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        approvalPolicy: "everyone" | "contributors" | "never";
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "invitations-pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            email: string;
                            expired: boolean;
                            expiresAt: string;
                            id: string;
                            invitedBy: string | null;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT";
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "invitations-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    role: "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        emailSent: boolean;
                        invitation: {
                            createdAt: string;
                            email: string;
                            expired: boolean;
                            expiresAt: string;
                            id: string;
                            invitedBy: string | null;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT";
                        };
                        link: string;
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "invitations-revoke": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "invitations-renewLink": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        emailSent: boolean;
                        invitation: {
                            createdAt: string;
                            email: string;
                            expired: boolean;
                            expiresAt: string;
                            id: string;
                            invitedBy: string | null;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT";
                        };
                        link: string;
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "members-leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "members-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string | null;
                            joinedAt: string;
                            name: string;
                            promptsThisMonth: number;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT";
                            userId: string;
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "members-remove": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "members-changeRole": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            role: string;
                            userId: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "networkApps-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            label: string;
                            /** @enum {string} */
                            network: "linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox";
                            ownApp: {
                                clientIdLast4: string;
                                clientSecretLast4: string;
                                updatedAt: string;
                            } | null;
                            serverApp: boolean;
                        }[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "networkApps-save": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                network: "linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientId: string;
                    clientSecret: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            label: string;
                            /** @enum {string} */
                            network: "linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox";
                            ownApp: {
                                clientIdLast4: string;
                                clientSecretLast4: string;
                                updatedAt: string;
                            } | null;
                            serverApp: boolean;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "networkApps-remove": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path: {
                network: "linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            label: string;
                            /** @enum {string} */
                            network: "linkedin" | "x" | "threads" | "bluesky" | "mastodon" | "facebook" | "instagram" | "tiktok" | "youtube" | "sandbox";
                            ownApp: {
                                clientIdLast4: string;
                                clientSecretLast4: string;
                                updatedAt: string;
                            } | null;
                            serverApp: boolean;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "members-transferOwnership": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ownerUserId: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-x-auth": {
        parameters: {
            query?: {
                returnTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authUrl: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-x-disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-x-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            accountName: string;
                            connectedAt: string;
                            isExpired: boolean;
                            username: string | null;
                        } | null;
                        connected: boolean;
                        /** @constant */
                        pendingChoice?: true;
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-youtube-auth": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    returnTo?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authUrl: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-youtube-disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "accounts-youtube-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            accountName: string;
                            connectedAt: string;
                            isExpired: boolean;
                            username: string | null;
                        } | null;
                        connected: boolean;
                        /** @constant */
                        pendingChoice?: true;
                        /** @constant */
                        success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
