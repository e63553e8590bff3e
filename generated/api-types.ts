// generated from generated/openapi.json by generator/outputs.ts with openapi-typescript: do not edit
export interface paths {
    "/api/app/v1/ads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public advertisements, 10 a page
         * @description The records that are public now: active and inside their publication window, in the asked language; newest first. No token. Defined in manifests/areas/commercial.yaml.
         */
        get: operations["app_commercial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/v1/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public news, 10 a page
         * @description The records that are public now: active and inside their publication window, in the asked language; newest first. No token. Defined in manifests/areas/article.yaml.
         */
        get: operations["app_article"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/v1/beacons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public beacons, 10 a page
         * @description The records that are public now: active; newest first. No token. Defined in manifests/areas/beacons.yaml.
         */
        get: operations["app_beacons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/v1/buttons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public buttons, 10 a page
         * @description The records that are public now: active and inside their publication window, in the asked language; newest first. No token. Defined in manifests/areas/button.yaml.
         */
        get: operations["app_button"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/v1/campuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public campus labels, 10 a page
         * @description The records that are public now: active; newest first. No token. Defined in manifests/areas/campus.yaml.
         */
        get: operations["app_campus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/v1/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public news and event categories, 10 a page
         * @description The records that are public now: active; newest first. No token. Defined in manifests/areas/category.yaml.
         */
        get: operations["app_category"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/v1/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What to read again since the last poll, and the next cursor
         * @description Without `since`: no changes, and the cursor to start from (read everything first). With the previous answer's `cursor`: per kind (the app's calls: articles, events, buttons, ads, notifications, categories, campuses, map_categories; parking for the lots and the legend; closures for the map's temporary closures made, deleted, started or ended: read GET /api/app/v1/closures again) the ids of the records created, changed or deleted since, and of those that went live or ended by their publication window; `reload` the kinds with more than 100 (read their list again); `mapRelease` the latest map release when it is newer than the cursor's. An id is never missed; it comes once (twice only when the database was running dozens of transactions at the poll). No token. docs/app-api.md#changes.
         */
        get: operations["appChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/v1/closures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The doors, lifts, stairs and routes of the published map closed now
         * @description The temporary closures in force now, soonest ending first, of features the latest release has: each with its feature (id, type, floor, key, name in lang), its window and the reason in lang (pl when missing or unknown). Routing (GET /api/app/v1/route) passes none of them. The answer's max-age never runs past the next start or end of a closure. Cacheable (ETag, 304). No token. See docs/app-api.md#closures.
         */
        get: operations["appClosures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public events, 10 a page
         * @description The records that are public now: active and inside their publication window, in the asked language; by date: what is still to come first, soonest first, then the past, latest first. No token. Defined in manifests/areas/event.yaml.
         */
        get: operations["app_event"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/v1/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest map release and its floors
         * @description The number of the latest release of the map (null before the first publish, with no floors) and the floors on which the app has something to show, bottom up, each with its label (the level's, else the floor's number) and the box around its features. Never the draft. No token.
         */
        get: operations["appMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/v1/map_categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public map categories, 10 a page
         * @description The records that are public now: active; newest first. No token. Defined in manifests/areas/category_geo.yaml.
         */
        get: operations["app_category_geo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/v1/map/{floor}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A floor's features in the latest release, as GeoJSON
         * @description Every feature of the floor the app shows: not beacon places, routes or connectors (the map's machinery, `app: false` in manifests/map.yaml), nor a feature whose `visible` is false. Each with its stable id, type, map category (an id of GET /api/app/v1/map_categories), key and name in the asked language (Polish where the English one is missing). Never the draft. No token.
         */
        get: operations["appMapFloor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public notifications, 10 a page
         * @description The records that are public now: active and inside their publication window, of type general or marketing; newest first. No token. Defined in manifests/areas/notification.yaml.
         */
        get: operations["app_notification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/v1/parking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The parking lots with their occupancy, and the legend of free percentages
         * @description The active parking lots, by name, with their counts as the parking system last reported them (PUT /api/integrations/parking): count_all all spaces, taken, total_real the spaces in use, free, percent_free (free out of total_real, to a tenth). legend_id names the legend entry the lot's free percentage falls in (the entries' ranges are whole percents, the percentage is rounded down); null when none holds it or the lot was never reported. Names and texts in lang (pl when missing or unknown; a text missing in English is given in Polish). Cacheable (ETag, 304). See docs/app-api.md#parking.
         */
        get: operations["appParking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/v1/route": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The quickest way between two places of the published map, with steps to read
         * @description Over the latest release of the map (never the draft): each API process keeps the release's routing network in its routing thread and builds it again when a newer release is published. The rules are those of GET /api/routing/path (docs/routing.md). from and to are each a map feature's id (123), its key (A-101, or p1:A-101 where the key is used on several floors) or a position with a floor (lon,lat,floor: 19.4581,51.7530,p1), which starts at the doors of the room it lies in, else at the nearest point of a route of its floor. accessible=true takes no stairs, moving stairs or doors and lifts marked not accessible. No way passes a door, connector, stairs or route closed now (GET /api/app/v1/closures), and the max-age of a way never runs past the next start or end of a closure. steps says the way in lang (pl when missing or unknown): the start, the walk on each floor, each change of floor and the end. Cacheable (ETag, 304). See docs/app-api.md#route.
         */
        get: operations["appRoute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find features of the latest release by name, key or category, on every floor
         * @description At most 20 features the app shows whose name (Polish or English), alias or key holds q (any case), or whose map category's name does: whole matches first, then those starting with q, then those holding it, then those of a matching category; ties bottom floor first, then by id. Each with its floor, id, type, key, name in the asked language, category and the point to show it at (inside it). No token.
         */
        get: operations["appSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/v1/tiles/{floor}.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * TileJSON 3.0.0 of a floor's vector tiles in the latest release
         * @description The document a map library (MapLibre, Mapbox) opens the floor's tiles with: the tiles' URL template (under PUBLIC_URL), the zooms they are made for, the floor's bounds and the one layer `features` with its fields. Not in the envelope. No token.
         */
        get: operations["appTileJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/v1/tiles/{floor}/{z}/{x}/{y}.mvt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A vector tile of a floor in the latest release (Mapbox Vector Tile 2.1)
         * @description One layer, `features`: the features GET /api/app/v1/map/{floor} answers, cut to the tile. Each carries its stable id as the MVT feature id and as the `id` attribute, with `type`, `category`, `key`, `name_pl` and `name_en` (an absent value is left out). A tile with nothing in it is an empty body (200, a tile with no layers). No token.
         */
        get: operations["appTile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/article": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List News (10 a page)
         * @description Roles: admin, moderator. Defined in manifests/areas/article.yaml.
         */
        get: operations["list_article"];
        put?: never;
        /**
         * Create a News item
         * @description Roles: admin, moderator. Defined in manifests/areas/article.yaml.
         */
        post: operations["create_article"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/article/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a News item
         * @description Roles: admin, moderator. Defined in manifests/areas/article.yaml.
         */
        get: operations["view_article"];
        /**
         * Update a News item
         * @description Roles: admin, moderator. Defined in manifests/areas/article.yaml.
         */
        put: operations["update_article"];
        post?: never;
        /**
         * Delete a News item
         * @description Roles: admin, moderator. Defined in manifests/areas/article.yaml.
         */
        delete: operations["delete_article"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/article/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on many News at once (activate, deactivate, delete)
         * @description Activates, deactivates or deletes 1 to 100 records (other counts or repeated ids: 422 with code 3503; an action the list does not offer: 3504). Each record is written in its own transaction with the checks and history entry of its single update or delete, so a refused record (still used, locked) does not undo the others: the answer gives each record's outcome, refusals with their code and text. Roles: activate: admin, moderator; deactivate: admin, moderator; delete: admin, moderator. Defined in manifests/areas/article.yaml.
         */
        post: operations["bulk_article"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/article/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the list of News as CSV
         * @description Every record the list would show (all pages, its filters and sort applied), streamed as CSV (RFC 4180, UTF-8 with a byte order mark, CRLF line ends); the header row holds the listed columns' names in the language of Accept-Language. Values starting with = + - or @ get a leading apostrophe so that spreadsheets do not run them as formulas. Roles: those of the list (admin, moderator). Defined in manifests/areas/article.yaml.
         */
        get: operations["export_article"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The history of changes, newest first, 10 a page
         * @description Every create, update and delete of a record (the values before and after of each field that changed; passwords never), every command (its body without passwords) and every map save (the floor and the ids of new, edited and deleted features), with who made it and when. Filters combine.
         */
        get: operations["auditHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a login or e-mail and a password; returns a token */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the token of this request; for a single sign-on token, also the provider's logout URL */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange the single sign-on return to /oauth2 or the app's redirect URI (code, state and, when the provider sends it, iss; the app's code_verifier) for a token
         * @description The code is redeemed at the provider with the PKCE verifier; the id_token's signature, iss, aud, exp and nonce are checked. The directory account is found by the provider's iss and sub, made on the first sign-in (or a directory account of the same e-mail linked, when the provider says email_verified), and its name, e-mail, login and directory role (OIDC_ROLE_MAP) brought up to date.
         */
        post: operations["oauthCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether single sign-on through the university's directory is on (OIDC_ISSUER set) */
        get: operations["oauthConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a single sign-on; returns the provider's authorization URL for the browser to go to
         * @description Authorization code flow with PKCE (S256), state and nonce. The console sends no body: the state, nonce and code verifier are kept by the server for 10 minutes and serve one return to /oauth2. The native app (docs/single-sign-on.md, 'The mobile app') sends its own `code_challenge` (S256 of a verifier it keeps), `code_challenge_method: S256` and a `redirect_uri` of APP_REDIRECT_URIS; the provider then sends the return to that URI, and the app exchanges it with its `code_verifier`. Refused: a redirect URI not on the list, or any while the list is empty (1032); a missing or malformed challenge (1033); a method other than S256, `plain` or none (1034). A start is never refused for the number of others: the server keeps the newest 20 unfinished starts of each client address and the newest 10,000 in all, and the return of one let go is answered 1022.
         */
        post: operations["oauthStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the signed-in account's password, given the current one (not for directory users)
         * @description Any signed-in account with a local password. `current_password` missing or wrong: 1019; a wrong one counts like a failed sign-in of the account (429 with 1012 once there were too many). The new password keeps the rule of the user's `password` and must not be guessable (1018). A directory account: 409, 1913. On success this session stays signed in and the account's other sessions end. Roles: admin, moderator, ad_user, ad_employee, user. Defined in manifests/areas/user.yaml.
         */
        post: operations["change_own_password_user"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a link to set a new password to the local account of an e-mail address
         * @description The answer is the same whether or not the address has an account. A local account gets a link to the console's /reset_password (PUBLIC_URL) with a token that works once, for 60 minutes; at most 3 links are open per account at a time. Directory accounts get none (their password is the directory's). Without SMTP_URL: 502, 1011.
         */
        post: operations["passwordForgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the token of a password reset link
         * @description The password keeps the rule of the user's password and must not be guessable (1018). The link's account is signed out everywhere and its other links stop working; the link itself works once.
         */
        post: operations["passwordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/whoami": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user with its roles as a numeric array */
        get: operations["whoami"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/author_names": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Names and e-mails of the authors of opinions and SOS reports, by user id
         * @description For the opinions and SOS lists of staff, who may not read the users area (admin only). Answers `id`, `name` and `email` of each asked-for account that wrote at least one opinion or SOS report; other ids (unknown users, accounts that wrote neither) are left out. At most 100 ids; a malformed list or more than 100 ids is refused with 422 and code 9006 on `ids`.
         */
        get: operations["authorNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/beacon_basic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Beacons as id and identifying name */
        get: operations["beaconBasic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/beacons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Beacons (10 a page)
         * @description Roles: admin, moderator. Defined in manifests/areas/beacons.yaml.
         */
        get: operations["list_beacons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/beacons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a Beacon
         * @description Roles: admin, moderator. Defined in manifests/areas/beacons.yaml.
         */
        get: operations["view_beacons"];
        /**
         * Update a Beacon
         * @description Roles: admin, moderator. Defined in manifests/areas/beacons.yaml.
         */
        put: operations["update_beacons"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/beacons/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on many Beacons at once (activate, deactivate)
         * @description Activates, deactivates or deletes 1 to 100 records (other counts or repeated ids: 422 with code 3503; an action the list does not offer: 3504). Each record is written in its own transaction with the checks and history entry of its single update or delete, so a refused record (still used, locked) does not undo the others: the answer gives each record's outcome, refusals with their code and text. Roles: activate: admin, moderator; deactivate: admin, moderator. Defined in manifests/areas/beacons.yaml.
         */
        post: operations["bulk_beacons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/beacons/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the list of Beacons as CSV
         * @description Every record the list would show (all pages, its filters and sort applied), streamed as CSV (RFC 4180, UTF-8 with a byte order mark, CRLF line ends); the header row holds the listed columns' names in the language of Accept-Language. Values starting with = + - or @ get a leading apostrophe so that spreadsheets do not run them as formulas. Roles: those of the list (admin, moderator). Defined in manifests/areas/beacons.yaml.
         */
        get: operations["export_beacons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/button": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Buttons (10 a page)
         * @description Roles: admin, moderator. Defined in manifests/areas/button.yaml.
         */
        get: operations["list_button"];
        put?: never;
        /**
         * Create a Button
         * @description Roles: admin, moderator. Defined in manifests/areas/button.yaml.
         */
        post: operations["create_button"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/button/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a Button
         * @description Roles: admin, moderator. Defined in manifests/areas/button.yaml.
         */
        get: operations["view_button"];
        /**
         * Update a Button
         * @description Roles: admin, moderator. Defined in manifests/areas/button.yaml.
         */
        put: operations["update_button"];
        post?: never;
        /**
         * Delete a Button
         * @description Roles: admin, moderator. Defined in manifests/areas/button.yaml.
         */
        delete: operations["delete_button"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/button/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on many Buttons at once (activate, deactivate, delete)
         * @description Activates, deactivates or deletes 1 to 100 records (other counts or repeated ids: 422 with code 3503; an action the list does not offer: 3504). Each record is written in its own transaction with the checks and history entry of its single update or delete, so a refused record (still used, locked) does not undo the others: the answer gives each record's outcome, refusals with their code and text. Roles: activate: admin, moderator; deactivate: admin, moderator; delete: admin, moderator. Defined in manifests/areas/button.yaml.
         */
        post: operations["bulk_button"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Campus labels (10 a page)
         * @description Roles: admin, moderator. Defined in manifests/areas/campus.yaml.
         */
        get: operations["list_campus"];
        put?: never;
        /**
         * Create a Campus label
         * @description Roles: admin, moderator. Defined in manifests/areas/campus.yaml.
         */
        post: operations["create_campus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campus_basic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active campus labels as id and name in the requested language */
        get: operations["campusBasic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campus/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a Campus label
         * @description Roles: admin, moderator. Defined in manifests/areas/campus.yaml.
         */
        get: operations["view_campus"];
        /**
         * Update a Campus label
         * @description Roles: admin, moderator. Defined in manifests/areas/campus.yaml.
         */
        put: operations["update_campus"];
        post?: never;
        /**
         * Delete a Campus label
         * @description Roles: admin, moderator. Defined in manifests/areas/campus.yaml.
         */
        delete: operations["delete_campus"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campus/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on many Campus labels at once (activate, deactivate, delete)
         * @description Activates, deactivates or deletes 1 to 100 records (other counts or repeated ids: 422 with code 3503; an action the list does not offer: 3504). Each record is written in its own transaction with the checks and history entry of its single update or delete, so a refused record (still used, locked) does not undo the others: the answer gives each record's outcome, refusals with their code and text. Roles: activate: admin, moderator; deactivate: admin, moderator; delete: admin, moderator. Defined in manifests/areas/campus.yaml.
         */
        post: operations["bulk_campus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campus/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the list of Campus labels as CSV
         * @description Every record the list would show (all pages, its filters and sort applied), streamed as CSV (RFC 4180, UTF-8 with a byte order mark, CRLF line ends); the header row holds the listed columns' names in the language of Accept-Language. Values starting with = + - or @ get a leading apostrophe so that spreadsheets do not run them as formulas. Roles: those of the list (admin, moderator). Defined in manifests/areas/campus.yaml.
         */
        get: operations["export_campus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List News and event categories (10 a page)
         * @description Roles: admin, moderator. Defined in manifests/areas/category.yaml.
         */
        get: operations["list_category"];
        put?: never;
        /**
         * Create a Category
         * @description Roles: admin, moderator. Defined in manifests/areas/category.yaml.
         */
        post: operations["create_category"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category_basic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** News and event categories as id and name in the requested language */
        get: operations["categoryBasic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category_geo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Map categories (10 a page)
         * @description Roles: admin, moderator. Defined in manifests/areas/category_geo.yaml.
         */
        get: operations["list_category_geo"];
        put?: never;
        /**
         * Create a Map category
         * @description Roles: admin, moderator. Defined in manifests/areas/category_geo.yaml.
         */
        post: operations["create_category_geo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category_geo_basic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Map categories as id and name; `with` adds an id even if inactive, `id` returns one */
        get: operations["categoryGeoBasic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category_geo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a Map category
         * @description Roles: admin, moderator. Defined in manifests/areas/category_geo.yaml.
         */
        get: operations["view_category_geo"];
        /**
         * Update a Map category
         * @description Roles: admin, moderator. Defined in manifests/areas/category_geo.yaml.
         */
        put: operations["update_category_geo"];
        post?: never;
        /**
         * Delete a Map category
         * @description Roles: admin, moderator. Defined in manifests/areas/category_geo.yaml.
         */
        delete: operations["delete_category_geo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category_geo/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on many Map categories at once (activate, deactivate, delete)
         * @description Activates, deactivates or deletes 1 to 100 records (other counts or repeated ids: 422 with code 3503; an action the list does not offer: 3504). Each record is written in its own transaction with the checks and history entry of its single update or delete, so a refused record (still used, locked) does not undo the others: the answer gives each record's outcome, refusals with their code and text. Roles: activate: admin, moderator; deactivate: admin, moderator; delete: admin, moderator. Defined in manifests/areas/category_geo.yaml.
         */
        post: operations["bulk_category_geo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a Category
         * @description Roles: admin, moderator. Defined in manifests/areas/category.yaml.
         */
        get: operations["view_category"];
        /**
         * Update a Category
         * @description Roles: admin, moderator. Defined in manifests/areas/category.yaml.
         */
        put: operations["update_category"];
        post?: never;
        /**
         * Delete a Category
         * @description Roles: admin, moderator. Defined in manifests/areas/category.yaml.
         */
        delete: operations["delete_category"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on many News and event categories at once (delete)
         * @description Activates, deactivates or deletes 1 to 100 records (other counts or repeated ids: 422 with code 3503; an action the list does not offer: 3504). Each record is written in its own transaction with the checks and history entry of its single update or delete, so a refused record (still used, locked) does not undo the others: the answer gives each record's outcome, refusals with their code and text. Roles: delete: admin, moderator. Defined in manifests/areas/category.yaml.
         */
        post: operations["bulk_category"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the list of News and event categories as CSV
         * @description Every record the list would show (all pages, its filters and sort applied), streamed as CSV (RFC 4180, UTF-8 with a byte order mark, CRLF line ends); the header row holds the listed columns' names in the language of Accept-Language. Values starting with = + - or @ get a leading apostrophe so that spreadsheets do not run them as formulas. Roles: those of the list (admin, moderator). Defined in manifests/areas/category.yaml.
         */
        get: operations["export_category"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/change_user_password/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a new password for a user (not for directory users); one's own account needs its current password
         * @description The new password must also not be guessable (1018). The user is signed out everywhere. On the caller's own account `current_password` is required (1019 when missing or wrong, a wrong one counted like a failed sign-in: 429 with 1012 once too many), the caller's own session stays signed in and its other sessions end, as with POST /api/auth/password. A directory user: 409, 1913. Roles: admin. Defined in manifests/areas/user.yaml.
         */
        post: operations["change_password_user"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commercial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Advertisements (10 a page)
         * @description Roles: admin, moderator. Defined in manifests/areas/commercial.yaml.
         */
        get: operations["list_commercial"];
        put?: never;
        /**
         * Create a Advertisement
         * @description Roles: admin, moderator. Defined in manifests/areas/commercial.yaml.
         */
        post: operations["create_commercial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commercial/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a Advertisement
         * @description Roles: admin, moderator. Defined in manifests/areas/commercial.yaml.
         */
        get: operations["view_commercial"];
        /**
         * Update a Advertisement
         * @description Roles: admin, moderator. Defined in manifests/areas/commercial.yaml.
         */
        put: operations["update_commercial"];
        post?: never;
        /**
         * Delete a Advertisement
         * @description Roles: admin, moderator. Defined in manifests/areas/commercial.yaml.
         */
        delete: operations["delete_commercial"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commercial/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on many Advertisements at once (activate, deactivate, delete)
         * @description Activates, deactivates or deletes 1 to 100 records (other counts or repeated ids: 422 with code 3503; an action the list does not offer: 3504). Each record is written in its own transaction with the checks and history entry of its single update or delete, so a refused record (still used, locked) does not undo the others: the answer gives each record's outcome, refusals with their code and text. Roles: activate: admin, moderator; deactivate: admin, moderator; delete: admin, moderator. Defined in manifests/areas/commercial.yaml.
         */
        post: operations["bulk_commercial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the messages about a page of records were delivered (push, e-mail, SMS)
         * @description For each record of `ids` that has messages (an SOS reply or alert, an opinion reply, a pushed notification, news item or event), each message with its deliveries counted per channel and state (queued, sent, failed), whether the channel is configured, the latest reason a queued one is being retried for, and the failed ones with the provider's reason. Roles: those who may list the area.
         */
        get: operations["deliveryReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/{area}/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue the failed deliveries of a record's messages again
         * @description They are tried again at once from their first attempt; the answer has the record's deliveries afterwards. Recorded in the audit history (retry_delivery). Roles: those who may list the area.
         */
        post: operations["deliveryRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The readable docs of this document (Swagger UI); its scripts and styles are under /api/docs/static/ */
        get: operations["docs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email_sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List SOS contacts (10 a page)
         * @description Roles: admin, moderator. Defined in manifests/areas/email_sms.yaml.
         */
        get: operations["list_email_sms"];
        put?: never;
        /**
         * Create a SOS contact
         * @description Roles: admin, moderator. Defined in manifests/areas/email_sms.yaml.
         */
        post: operations["create_email_sms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email_sms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a SOS contact
         * @description Roles: admin, moderator. Defined in manifests/areas/email_sms.yaml.
         */
        get: operations["view_email_sms"];
        /**
         * Update a SOS contact
         * @description Roles: admin, moderator. Defined in manifests/areas/email_sms.yaml.
         */
        put: operations["update_email_sms"];
        post?: never;
        /**
         * Delete a SOS contact
         * @description Roles: admin, moderator. Defined in manifests/areas/email_sms.yaml.
         */
        delete: operations["delete_email_sms"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email_sms/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on many SOS contacts at once (activate, deactivate, delete)
         * @description Activates, deactivates or deletes 1 to 100 records (other counts or repeated ids: 422 with code 3503; an action the list does not offer: 3504). Each record is written in its own transaction with the checks and history entry of its single update or delete, so a refused record (still used, locked) does not undo the others: the answer gives each record's outcome, refusals with their code and text. Roles: activate: admin, moderator; deactivate: admin, moderator; delete: admin, moderator. Defined in manifests/areas/email_sms.yaml.
         */
        post: operations["bulk_email_sms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Events (10 a page)
         * @description Roles: admin, moderator. Defined in manifests/areas/event.yaml.
         */
        get: operations["list_event"];
        put?: never;
        /**
         * Create a Event
         * @description Roles: admin, moderator. Defined in manifests/areas/event.yaml.
         */
        post: operations["create_event"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a Event
         * @description Roles: admin, moderator. Defined in manifests/areas/event.yaml.
         */
        get: operations["view_event"];
        /**
         * Update a Event
         * @description Roles: admin, moderator. Defined in manifests/areas/event.yaml.
         */
        put: operations["update_event"];
        post?: never;
        /**
         * Delete a Event
         * @description Roles: admin, moderator. Defined in manifests/areas/event.yaml.
         */
        delete: operations["delete_event"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on many Events at once (activate, deactivate, delete)
         * @description Activates, deactivates or deletes 1 to 100 records (other counts or repeated ids: 422 with code 3503; an action the list does not offer: 3504). Each record is written in its own transaction with the checks and history entry of its single update or delete, so a refused record (still used, locked) does not undo the others: the answer gives each record's outcome, refusals with their code and text. Roles: activate: admin, moderator; deactivate: admin, moderator; delete: admin, moderator. Defined in manifests/areas/event.yaml.
         */
        post: operations["bulk_event"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the list of Events as CSV
         * @description Every record the list would show (all pages, its filters and sort applied), streamed as CSV (RFC 4180, UTF-8 with a byte order mark, CRLF line ends); the header row holds the listed columns' names in the language of Accept-Language. Values starting with = + - or @ get a leading apostrophe so that spreadsheets do not run them as formulas. Roles: those of the list (admin, moderator). Defined in manifests/areas/event.yaml.
         */
        get: operations["export_event"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An uploaded file, with its Content-Type and X-Content-Type-Options nosniff
         * @description A stored file never changes: its ETag (its name) and Last-Modified (when it was stored) answer If-None-Match and If-Modified-Since with 304, and one byte range (Range, If-Range) is answered with 206. Served the same from local disk or the S3 bucket.
         */
        get: operations["file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace type, geometry and properties of features of a floor by id, all or none */
        put: operations["geoUpdate"];
        /**
         * Create map features on a floor, all or none; answers their ids in the order sent
         * @description Each feature's properties.type is a map type (GET /api/type) and its geometry a kind allowed for the type's group: POINT Point, LINE LineString, POLYGON Polygon or MultiPolygon, in WGS84 degrees. Errors are keyed by the feature's place, e.g. features.2.geometry.
         */
        post: operations["geoCreate"];
        /** Delete features by id, all or none */
        delete: operations["geoDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geo_basic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Map features of a geometry group as id and name, optionally of one floor */
        get: operations["geoBasic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geo/bounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the draft's features lie, floor by floor
         * @description The box of each floor's features (floors without features left out), bottom floor first, and the box of them all (null when the map is empty). The editor opens a first visit on them.
         */
        get: operations["geoBounds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geo/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A floor of the draft as a GeoJSON file, every feature or those of the types named
         * @description The saved draft's features of the floor (edits not yet saved are not in it), all of them whatever the editor has loaded, by id, as an RFC 7946 FeatureCollection in WGS84: each feature with its `id`, its `version` and its map type as `properties.type`. Sent as a file (Content-Disposition: attachment; filename="map-<floor>-<date>.geojson"), not in the envelope. The map editor's Download GeoJSON button asks for the types its filter shows.
         */
        get: operations["geoDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geo/extent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The features of a floor inside the box spanned by p1 and p2 ("lon,lat"), a page at a time
         * @description Features whose bounding box overlaps the box, in id order, at most `limit` per answer. `next` is the cursor of the following page (pass it as `after`), or null on the last page: no feature is left out silently. Each feature carries its `version`, which POST /api/geo/save expects back for edited and deleted features.
         */
        get: operations["geoExtent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geo/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the map editor's session on a floor (new, edited and deleted features) in one transaction
         * @description All or nothing. The body is checked whole before anything is written and every refusal is reported at once, keyed by its place: new.3.geometry, edited.0.properties.type, deleted.2.id. Edited and deleted features name the version they were loaded with (GET /api/geo/extent); when any of them was changed or deleted by someone else since, the save is refused with 409 and 1507 on each such place, `data.conflicts` lists their ids and nothing is written. Of two saves of the same version exactly one succeeds. With `merge: true` (docs/live-editing.md) a feature that moved on since its version is merged with the draft instead, field by field (the type, the geometry, each property): a field only one side changed goes to that side; a field both changed to different values, an edit of a feature someone deleted or a deletion of one someone changed is a clash, answered 409 with 3440 on each place and `data.clashes`, and nothing is written; the editor chooses per field and saves again naming the version the clash gives. The answer's `merged` lists the features written otherwise than sent. Each list may be empty, not all three (1506 on general); each holds at most 10,000 features; the body may be up to 32 MB; a floor holds at most 20,000 features (1508).
         */
        post: operations["geoSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geo/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The draft's features of every floor whose name, key or type holds q
         * @description Case-insensitive: a feature matches when its name_pl, name_en or key holds `q`, or when its map type's name or label (Polish or English, GET /api/type) does. Matches of the whole text come first, then those starting with it, then those holding it, then those matched by their type; ties bottom floor first, then by id. At most `limit` are answered; `total` counts them all. Each match names its floor and its bounding box, so that the editor can go to it.
         */
        get: operations["geoSearch"];
        put?: never;
        post?: never;
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
        /**
         * Liveness, database check and the delivery queue
         * @description delivery counts the deliveries waiting (queued) and failed for good per channel, says which channels are configured (FCM_CREDENTIALS, SMTP_URL, SMS_URL; a channel that is not keeps its deliveries waiting) and when the oldest waiting delivery was queued. It never waits behind other work: on PGlite, while other statements hold the one connection, it answers at once with the last figures (databaseBusy, deliveryReadAt).
         */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imdf/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole map as an IMDF 1.0 archive (zip)
         * @description manifest.json and one FeatureCollection per IMDF feature type (.geojson), in WGS84 without a `crs` member (RFC 7946), every geometry valid (OGC simple features) when it was valid as imported or drawn, and only the addresses some feature refers to. Imported features are written back with their IMDF ids and properties and the editor's changes; drawn ones get stable UUIDs. Importing the archive gives back the same features. The archive is made in a worker thread; when the threads already have a full queue of archives to read or make, 503 with 3119 (try again shortly).
         */
        get: operations["imdfExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imdf/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import an IMDF archive (a zip in the multipart field `archive`) into the map
         * @description IMDF 1.0 (and its release candidates), files named .geojson or .json, in the zip's root or in the folder of its manifest.json; the table of docs/imdf.md says which IMDF feature becomes which map feature. IMDF levels become floors by ordinal (0 -> p0). All or nothing: the archive is read and checked before anything is written, and the features are written in one transaction. A feature whose IMDF id an earlier import left on the map (its source_id) is updated in place; with replace=true the features earlier imports left on the archive's floors that it no longer has are deleted (features drawn in the editor never are). The report counts the features by type and floor and lists every feature left out with its id and the reason (3110-3118, 3120-3122): among them a text over 10,000 characters (3116), nesting deeper than 16 arrays and objects (3117), a NUL or a lone UTF-16 surrogate (3118), a geometry that crosses itself or has a hole outside its shell (3120), a ring not closed or too few positions (3121), more than 10,000 vertices (3122), each of the last three with the map code 1510-1514 in its detail, by the rule the editor's saves follow. The archive is read in a worker thread, so other requests keep being answered. Limits: 64 MB zipped, 200 entries, 128 MB unzipped (the reading stops as soon as it inflates past it), 20,000 features on a floor with what the floor already holds.
         */
        post: operations["imdfImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/parking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The parking system reports its lots' occupancy
         * @description For the parking system, signed with Authorization: Bearer <PARKING_FEED_TOKEN> (the call is off while the variable is not set). The body lists 1 to 1000 lots as {system_id, parking_lot_id, taken, total}; other keys of an entry are ignored. Each known lot (by system_id and parking_lot_id) gets taken as reported, total_real = total, count_all = the largest total reported so far, free = max(total − taken, 0) and percent_free = free out of total in %, to a tenth (0 when total is 0); each change is in the audit history (action feed). Lots not known are listed under unknown and nothing is made of them. See docs/app-api.md#parking-feed.
         */
        put: operations["parkingFeed"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/closures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The temporary closures in force and planned, soonest first
         * @description Every closure not yet ended (by the server's clock): current ones (current true) and planned ones, each with its feature as the draft has it (else as the latest release does), its window, the reason in both languages and who made it. Ended closures are not listed. See docs/map-editor.md#temporary-closures.
         */
        get: operations["mapClosures"];
        put?: never;
        /**
         * Close a door, a connector, stairs or a route for a time window
         * @description Routing (GET /api/routing/path and the app's GET /api/app/v1/route) passes no closed feature from `from` until `to`, on the draft and the published map alike, by the feature's stable id: no publish is needed. The feature is looked up in the draft, else in the latest release. from and to are ISO 8601 date-times with their offset. Audited (area map_closure, action create); the app's changes feed reports it under closures. docs/routing.md#closures.
         */
        post: operations["mapClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/closures/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take a temporary closure back
         * @description Routing uses the feature again at once, on every API process. Audited (area map_closure, action delete).
         */
        delete: operations["mapClosureDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The map editor's settings from the server's environment
         * @description tileUrl is the XYZ template of the raster base map (MAP_TILE_URL), null when none is configured.
         */
        get: operations["mapConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What differs between two releases, or between a release and the draft, floor by floor
         * @description Per floor (p-2 first), the features added, changed and removed going from `from` to `to`: each with its id, type, key and names; a change also lists the properties that differ (with `floor` or `type` when those do; a feature moved to another floor is listed on its new floor) and whether the geometry moved. Only real differences count: a feature edited and edited back is no change.
         */
        get: operations["mapDiff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The floor's saves and who is on it, live, as server-sent events (text/event-stream)
         * @description Opened with a ticket of POST /api/map/live/ticket (for the same floor) instead of a token. Events, each `data` one line of JSON: `hello` {stream, floor, you: {id, name}} first (the stream's id is what POST /api/map/presence names); `save` {floor, by: {id, name} or null, features: [the features written, as the draft has them, with versions], deleted: [{id, version}]} after every committed write of the floor's features by anyone in any API process; `presence` {floor, editors: [{stream, account: {id, name}, avatar (null), colour, selected: [ids]}]} whenever it changes (a stream opened or closed, a selection, an editor quiet for 30 s); `reload` {floor} when saves may have been missed or one was too large to send (read the floor again); `bye` {reason} before the server ends the stream (it is shutting down: open another with a new ticket). A comment line every 5 s keeps proxies from closing it. A ticket is good once: EventSource's own reconnection fails with 3441, so the console opens a new stream with a new ticket. See docs/live-editing.md.
         */
        get: operations["mapLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/live/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A ticket to open the floor's live stream (GET /api/map/live), good once and for 30 s
         * @description An EventSource cannot send the bearer token, so the console asks for a ticket first and puts it in the stream's URL. Any API process takes it; only its SHA-256 is kept, and logs redact it. See docs/live-editing.md.
         */
        post: operations["mapLiveTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/presence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The editor's selection on the floor of its live stream, and a sign of life
         * @description The console sends it when the selection changes and every 10 s; an editor whose browser sent none for 30 s is no longer shown, and one whose stream closed is gone at once. At most one per stream every 250 ms (3443). Answers the stream's floor. See docs/live-editing.md.
         */
        post: operations["mapPresence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish the draft map as the next release
         * @description What the editor saves is the draft; a release is an immutable, numbered state of the whole map (every floor). Publishing writes the draft's differences from the latest release as release n + 1 (only the changed features are stored) and answers its number and, per floor, how many features were added, changed and removed. Refused with 1520 (409) when the draft does not differ from the latest release. Audited (area map, action publish, the release's number as the record).
         */
        post: operations["mapPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The releases of the map, newest first, 10 a page
         * @description Each release's number, time, author (null for one made by the system, e.g. release 1 of an upgraded or seeded map; the author's id is null once the account is deleted), comment, counts per floor (added, changed, removed against the release before) and, for a rollback, the release whose content it published again.
         */
        get: operations["mapReleases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/releases/{number}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish an earlier release's content again, as the next release
         * @description The new release holds exactly what release `number` held; the draft is left as it is (GET /api/map/diff?from=<new>&to=draft then shows what the draft holds beyond it). Refused with 1523 (409) when the latest release already holds that content. Audited (area map, action rollback).
         */
        post: operations["mapRollback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/underlays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The floor-plan images laid under a floor in the editor, oldest first
         * @description Every map reader sees them (hidden ones too, marked). Each is an uploaded image (`file`, served by GET /api/files/{name}), its size in pixels, and its placement: `transform` [a, b, c, d, e, f] maps a pixel (x right, y down, from the image's top-left corner) to EPSG:3857 metres, X = a·x + b·y + c, Y = d·x + e·y + f; `corners` are where the image's top-left, top-right, bottom-right and bottom-left corners land, in longitude and latitude. Underlays are the editor's aids: never published.
         */
        get: operations["mapUnderlays"];
        put?: never;
        /**
         * Lay an uploaded floor plan under a floor
         * @description Upload the image first (POST /api/upload with kind `underlay`: PNG or JPEG, at most 20 MB), then name it here by its path or name, with its placement: `transform`, or `corners` (four [longitude, latitude] points: top left, top right, bottom right, bottom left, forming a parallelogram within 0.5 m). The image's size is read from its bytes (at most 10,000 px a side). At most 20 underlays a floor. Audited (area map_underlay, action create).
         */
        post: operations["mapUnderlayCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/underlays/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an underlay from its floor
         * @description The uploaded image stays stored (the audit history names it). Audited (area map_underlay, action delete).
         */
        delete: operations["mapUnderlayDelete"];
        options?: never;
        head?: never;
        /**
         * Place, rename, fade, hide or show an underlay
         * @description Only the fields sent change: `transform` or `corners` (as on creation), `opacity` (0 to 1), `hidden`, `name`. Audited (area map_underlay, action update, the values before and after).
         */
        patch: operations["mapUnderlayUpdate"];
        trace?: never;
    };
    "/api/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This process's metrics in Prometheus's text format
         * @description For a Prometheus scraper, signed with Authorization: Bearer <METRICS_TOKEN> (the call is off while the variable is not set). Each API process answers with its own figures only: scrape each one. Requests by method, route pattern and status (http_request_duration_seconds), the delivery queue by channel (campus_delivery_*), the database connections' use (campus_db_*), and Node's own: event-loop delay, memory, CPU (nodejs_*, process_*). See docs/operations.md#metrics.
         */
        get: operations["metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registers the signed-in app user's device for push notifications
         * @description token is the device's Firebase Cloud Messaging registration token. Registering a token again updates its platform and language and gives it to the caller (a phone signed in with another account). A token FCM reports as no longer valid is removed; the app registers its new one. An account keeps at most MOBILE_MAX_DEVICES tokens: registering one more drops its least recently registered one. Roles: user, ad_user, ad_employee. Defined in manifests/areas/user.yaml.
         */
        post: operations["register_device_user"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/opinions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends an opinion from the mobile app (of the signed-in user, or without an account)
         * @description The opinion is stored unanswered with the caller as its author, so staff can reply to it with a push (POST /api/rating/respond/{id}). An account sends at most OPINIONS_MAX_PER_HOUR opinions in any hour (429, 6711, Retry-After). Send an Idempotency-Key and repeat it with every retry. Without a token the opinion is stored with no author (it cannot be replied to, 6708), one client address sends at most ANONYMOUS_OPINIONS_MAX_PER_ADDRESS_PER_HOUR such opinions in any hour (429, 6712, Retry-After), and an Idempotency-Key is not kept (keys are per account). A token that is sent must be valid (401). Roles: user, ad_user, ad_employee. Defined in manifests/areas/rating.yaml.
         */
        post: operations["send_rating"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/sos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reports an SOS from the mobile app (the signed-in user's position, floor and message)
         * @description The report is stored with the caller as its author, and every active SOS contact is alerted, by e-mail when it has an address and by SMS when it has a phone number, through the delivery outbox (at least once; see docs/delivery.md). An account alerts the contacts at most once per SOS_ALERT_INTERVAL_MINUTES: its later reports are stored and listed, and the next alert lists them. An account sends at most SOS_MAX_PER_HOUR reports in any hour (429, 2115, Retry-After). Position in WGS84 degrees. Send an Idempotency-Key and repeat it with every retry of the same report: the report and its alerts are then made once. Roles: user, ad_user, ad_employee. Defined in manifests/areas/sos.yaml.
         */
        post: operations["report_sos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Notifications (10 a page)
         * @description Roles: admin, moderator. Defined in manifests/areas/notification.yaml.
         */
        get: operations["list_notification"];
        put?: never;
        /**
         * Create a Notification
         * @description Roles: admin, moderator. Defined in manifests/areas/notification.yaml.
         */
        post: operations["create_notification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a Notification
         * @description Roles: admin, moderator. Defined in manifests/areas/notification.yaml.
         */
        get: operations["view_notification"];
        /**
         * Update a Notification
         * @description Roles: admin, moderator. Defined in manifests/areas/notification.yaml.
         */
        put: operations["update_notification"];
        post?: never;
        /**
         * Delete a Notification
         * @description Roles: admin, moderator. Defined in manifests/areas/notification.yaml.
         */
        delete: operations["delete_notification"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on many Notifications at once (activate, deactivate, delete)
         * @description Activates, deactivates or deletes 1 to 100 records (other counts or repeated ids: 422 with code 3503; an action the list does not offer: 3504). Each record is written in its own transaction with the checks and history entry of its single update or delete, so a refused record (still used, locked) does not undo the others: the answer gives each record's outcome, refusals with their code and text. Roles: activate: admin, moderator; deactivate: admin, moderator; delete: admin, moderator. Defined in manifests/areas/notification.yaml.
         */
        post: operations["bulk_notification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ogc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OGC API – Features: the landing page
         * @description The map served to GIS clients (QGIS, GDAL's OAPIF driver) by OGC API – Features: Part 1 (core, GeoJSON, OpenAPI 3.0), Part 3 queryables and their query parameters, Part 4 writes on the draft. Links to the API definition (/api/ogc/api), the conformance classes and the collections. Not in the envelope (refusals are). No token. docs/gis-clients.md.
         */
        get: operations["ogcLanding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ogc/api": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OGC API – Features: the API definition (OpenAPI 3.0)
         * @description An OpenAPI 3.0 document of the service with every collection's paths spelled out and, on each items path, the attribute filters it answers (level, category, key, name, as the type has them): GDAL sends a filter of those to the server. With a staff token the draft's collections are in it too. No token needed.
         */
        get: operations["ogcApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ogc/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OGC API – Features: the collections
         * @description One collection per map feature type the app shows (`room`, `door`, …): the latest release, public, the features whose `visible` is not false. With a staff token (the roles of GET /api/geo/extent) also one per map type of the editor's draft (`room_draft`, …), every feature. Each with the box around its features. A token that is sent must be good (401 otherwise).
         */
        get: operations["ogcCollections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ogc/collections/{collectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OGC API – Features: a collection
         * @description A released collection (`room`) without a token; a draft's (`room_draft`) with a staff token only.
         */
        get: operations["ogcCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ogc/collections/{collectionId}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OGC API – Features: a page of a collection's features (GeoJSON)
         * @description A GeoJSON FeatureCollection (application/geo+json) in id order with numberMatched, numberReturned, timeStamp and links (self, next while more match, prev after the first page). Each feature's id is the map feature's; its properties are every property of its type (null where unset), with `level` (its floor), `category` (category_id) and `name` (the Polish name, else the English one). Parameters: limit (default 100, at most 10,000: a larger one is served 10,000), offset, bbox (west,south,east,north in CRS84; features whose geometry meets the box), bbox-crs (CRS84 only), datetime (checked; the features have no time, so it narrows nothing), and the queryables (level, category, key, name), matched exactly. Any other parameter: 400 (3460).
         */
        get: operations["ogcItems"];
        put?: never;
        /**
         * OGC API – Features Part 4: create a feature in a draft collection
         * @description A GeoJSON Feature (application/geo+json or application/json) of the collection's type, its floor in properties.level, its other properties as GET answers them (`name`, read-only, and nulls are ignored). Saved as the editor's save (the same checks, the floor's cap, the audit history, the live streams). 201 with Location and ETag and the feature. A released collection is read-only (405, 3468).
         */
        post: operations["ogcCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ogc/collections/{collectionId}/items/{featureId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OGC API – Features: one feature (GeoJSON), with its ETag
         * @description The feature as the items answer it, with links; ETag: its version (`"<id>-<version>"`), what a write's If-Match names.
         */
        get: operations["ogcItem"];
        /**
         * OGC API – Features Part 4: replace a feature of a draft collection
         * @description The whole feature as POST takes it; properties.level, when sent, must be the feature's (3471). If-Match: the ETag read. Saved as the editor's save. 200 with the feature and its new ETag.
         */
        put: operations["ogcReplace"];
        post?: never;
        /**
         * OGC API – Features Part 4: delete a feature of a draft collection
         * @description If-Match: the ETag read. Saved as the editor's save. 204.
         */
        delete: operations["ogcDelete"];
        options?: never;
        head?: never;
        /**
         * OGC API – Features Part 4: update a feature of a draft collection (JSON Merge Patch)
         * @description A JSON Merge Patch (application/merge-patch+json, RFC 7396) of the feature as GET answers it: members of properties replaced or, with null, unset; a geometry replaced. Then as PUT.
         */
        patch: operations["ogcUpdate"];
        trace?: never;
    };
    "/api/ogc/collections/{collectionId}/queryables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OGC API – Features Part 3: what a collection may be filtered by
         * @description A JSON Schema (application/schema+json) of the collection's queryables: level and key, and category and name where the type has them. Each is also a query parameter of the items (`?level=p0&category=3`), matched exactly.
         */
        get: operations["ogcQueryables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ogc/conformance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OGC API – Features: the conformance classes
         * @description core, oas30 and geojson of Part 1; queryables and queryables-query-parameters of Part 3; create-replace-delete and update of Part 4. No token.
         */
        get: operations["ogcConformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document, the API contract (OpenAPI 3.1) */
        get: operations["openapiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What waits for staff, for the console's home
         * @description In one read: the SOS reports not answered yet and the opinions that can still be answered (signed-in authors), each with their count and the 5 newest; per area, the deliveries waiting and those failed in the last 7 days; and per floor, what the map's draft adds, changes and removes against the latest release (release null: nothing published yet, the whole draft counts as added).
         */
        get: operations["consoleOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Parking lots (10 a page)
         * @description Roles: admin, moderator. Defined in manifests/areas/parking.yaml.
         */
        get: operations["list_parking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parking_legend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Parking legend (10 a page)
         * @description Roles: admin, moderator. Defined in manifests/areas/parking_legend.yaml.
         */
        get: operations["list_parking_legend"];
        put?: never;
        /**
         * Create a Legend entry
         * @description Roles: admin, moderator. Defined in manifests/areas/parking_legend.yaml.
         */
        post: operations["create_parking_legend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parking_legend/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a Legend entry
         * @description Roles: admin, moderator. Defined in manifests/areas/parking_legend.yaml.
         */
        get: operations["view_parking_legend"];
        /**
         * Update a Legend entry
         * @description Roles: admin, moderator. Defined in manifests/areas/parking_legend.yaml.
         */
        put: operations["update_parking_legend"];
        post?: never;
        /**
         * Delete a Legend entry
         * @description Roles: admin, moderator. Defined in manifests/areas/parking_legend.yaml.
         */
        delete: operations["delete_parking_legend"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parking/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a Parking lot
         * @description Roles: admin, moderator. Defined in manifests/areas/parking.yaml.
         */
        get: operations["view_parking"];
        /**
         * Update a Parking lot
         * @description Roles: admin, moderator. Defined in manifests/areas/parking.yaml.
         */
        put: operations["update_parking"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push_notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Push notifications (10 a page)
         * @description Roles: admin, moderator. Defined in manifests/areas/push_notifications.yaml.
         */
        get: operations["list_push_notifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pushsos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a reply to an SOS report as a push notification to its author
         * @description Roles: admin, moderator. Defined in manifests/areas/sos.yaml.
         */
        post: operations["push_sos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Opinions (10 a page)
         * @description Roles: admin, moderator. Defined in manifests/areas/rating.yaml.
         */
        get: operations["list_rating"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rating/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a Opinion
         * @description Roles: admin, moderator. Defined in manifests/areas/rating.yaml.
         */
        get: operations["view_rating"];
        put?: never;
        post?: never;
        /**
         * Delete a Opinion
         * @description Roles: admin, moderator. Defined in manifests/areas/rating.yaml.
         */
        delete: operations["delete_rating"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rating/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on many Opinions at once (delete)
         * @description Activates, deactivates or deletes 1 to 100 records (other counts or repeated ids: 422 with code 3503; an action the list does not offer: 3504). Each record is written in its own transaction with the checks and history entry of its single update or delete, so a refused record (still used, locked) does not undo the others: the answer gives each record's outcome, refusals with their code and text. Roles: delete: admin, moderator. Defined in manifests/areas/rating.yaml.
         */
        post: operations["bulk_rating"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rating/respond/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a reply to an opinion as a push notification to its author
         * @description Roles: admin, moderator. Defined in manifests/areas/rating.yaml.
         */
        post: operations["respond_rating"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rooms whose name contains `search` (at most 50), or the one with `id`, or those of `ids`
         * @description `ids` (at most 100, comma-separated): the names of the features a list page or a record's history shows (unknown ids are left out); more or malformed: 422, 9006 on `ids`.
         */
        get: operations["rooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/route_notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Route notifications (10 a page)
         * @description Roles: admin, moderator. Defined in manifests/areas/route_notification.yaml.
         */
        get: operations["list_route_notification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/routing/generateGraph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Build and store the routing graph of one floor, or of every floor without profile, and say what is wrong with it
         * @description Nodes are the vertices of route lines (and of stairs lines without a connector_key), joined where they coincide to 1e-7 degrees; each segment is an edge walked the ways the line's direction allows (forward: start to end, backward: end to start, both), taking its share of the line's travel_time or its length at 1.4 m/s. A door (its middle) and a shaft's stop (a connector, or stairs with a connector_key) join the nearest point of a route of their floor within 10 m; stops sharing a connector_key join consecutive floors in the largest travel_time the stops of the two floors give (15 s when none does; for a stop, forward means upwards). Features with routing false are left out. The graph is built in a worker thread, so other requests keep being answered. Stairs and moving stairs are never on a step-free path; lifts, entries, exits, routes and doors are unless marked accessible false. components above 1 points at parts that cannot be reached from each other; diagnostics lists them with the other problems, each with the features concerned and a place to show.
         */
        get: operations["generateRoutingGraph"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/routing/path": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The quickest path between two map features, floor by floor
         * @description Over the graph of the whole map as saved now (each API process keeps it in a routing thread of its own, which answers the path queries, and builds it again when the map has changed; the rules are those of GET /api/routing/generateGraph). A path runs between the nodes standing for each feature: a door or connector, its own node; a room, its doors (without doors, the routes inside it); a point in a room (the room its room property names, else the one it lies in), that room's doors; anything else, the nearest node of its floor. It is the quickest in seconds; with accessible=true it takes no stairs, moving stairs, stairs lines nor doors, routes or lifts marked accessible false. It passes no door, connector, stairs or route closed now (GET /api/map/closures): a closed door or connector is not passed through, a closed line not walked. floors lists the stretches walked on each floor in walking order as LineStrings (a floor left and come back to is listed again), floorChanges the changes between them (several floors passed in one shaft are one change). A feature to itself is an empty path.
         */
        get: operations["routingPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/selects/{dataType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shared value list (status, language, notification_type, button_place, roles, ...) with labels */
        get: operations["selects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List SOS reports (10 a page)
         * @description Roles: admin, moderator. Defined in manifests/areas/sos.yaml.
         */
        get: operations["list_sos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a SOS report
         * @description Roles: admin, moderator. Defined in manifests/areas/sos.yaml.
         */
        get: operations["view_sos"];
        put?: never;
        post?: never;
        /**
         * Delete a SOS report
         * @description Roles: admin, moderator. Defined in manifests/areas/sos.yaml.
         */
        delete: operations["delete_sos"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sos/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on many SOS reports at once (delete)
         * @description Activates, deactivates or deletes 1 to 100 records (other counts or repeated ids: 422 with code 3503; an action the list does not offer: 3504). Each record is written in its own transaction with the checks and history entry of its single update or delete, so a refused record (still used, locked) does not undo the others: the answer gives each record's outcome, refusals with their code and text. Roles: delete: admin, moderator. Defined in manifests/areas/sos.yaml.
         */
        post: operations["bulk_sos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Map feature types with their geometry group */
        get: operations["mapTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a photo, icon, video or audio file (multipart, fields `kind` then `file`)
         * @description Limits: photo 2 MB (jpg, png, gif), icon 20 KB (png), video 120 MB (mp4, webm), audio 10 MB (wav, mp3), underlay (a floor plan for the map editor, /api/map/underlays) 20 MB (png, jpg). The type is decided from the file's bytes. Roles: admin, moderator.
         */
        post: operations["upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Users (10 a page)
         * @description Roles: admin. Defined in manifests/areas/user.yaml.
         */
        get: operations["list_user"];
        put?: never;
        /**
         * Create a User
         * @description Roles: admin. Defined in manifests/areas/user.yaml.
         */
        post: operations["create_user"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a User
         * @description Roles: admin. Defined in manifests/areas/user.yaml.
         */
        get: operations["view_user"];
        /**
         * Update a User
         * @description Roles: admin. Defined in manifests/areas/user.yaml.
         */
        put: operations["update_user"];
        post?: never;
        /**
         * Delete a User
         * @description Roles: admin. Defined in manifests/areas/user.yaml.
         */
        delete: operations["delete_user"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Envelope: {
            /** @enum {unknown} */
            status: "success" | "error";
            data: unknown;
            message: string | null;
            errors: {
                [key: string]: number[];
            } | null;
        };
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            /** @constant */
            status?: "error";
            errors?: {
                [key: string]: components["schemas"]["ErrorCode"][];
            } | null;
        };
        /**
         * @description Numeric codes of spec §8
         * @enum {integer}
         */
        ErrorCode: 1001 | 1002 | 1003 | 1004 | 1005 | 1006 | 1007 | 1008 | 1009 | 1010 | 1011 | 1012 | 1013 | 1014 | 1015 | 1016 | 1017 | 1018 | 1019 | 1020 | 1021 | 1022 | 1023 | 1024 | 1025 | 1026 | 1027 | 1028 | 1029 | 1031 | 1032 | 1033 | 1034 | 1035 | 1201 | 1202 | 1203 | 1204 | 1205 | 1206 | 1207 | 1208 | 1209 | 1210 | 1211 | 1212 | 1213 | 1214 | 1215 | 1216 | 1217 | 1218 | 1219 | 1300 | 1400 | 1401 | 1402 | 1405 | 1500 | 1501 | 1502 | 1503 | 1504 | 1505 | 1506 | 1507 | 1508 | 1510 | 1511 | 1512 | 1513 | 1514 | 1520 | 1521 | 1522 | 1523 | 1524 | 1600 | 1601 | 1602 | 1603 | 1604 | 1605 | 1701 | 1702 | 1703 | 1704 | 1705 | 1706 | 1707 | 1708 | 1709 | 1710 | 1711 | 1712 | 1713 | 1714 | 1715 | 1720 | 1801 | 1802 | 1803 | 1804 | 1805 | 1806 | 1807 | 1808 | 1809 | 1810 | 1811 | 1812 | 1813 | 1814 | 1815 | 1816 | 1817 | 1818 | 1819 | 1820 | 1821 | 1825 | 1826 | 1827 | 1828 | 1829 | 1901 | 1902 | 1903 | 1904 | 1905 | 1906 | 1907 | 1908 | 1909 | 1910 | 1911 | 1912 | 1913 | 1914 | 1915 | 2001 | 2002 | 2101 | 2113 | 2114 | 2115 | 2201 | 2202 | 2203 | 2204 | 2205 | 2300 | 2301 | 2302 | 2303 | 2304 | 2305 | 2306 | 2307 | 2308 | 2309 | 2310 | 2311 | 2312 | 2313 | 2314 | 2315 | 2316 | 2317 | 2318 | 2353 | 2401 | 2402 | 2403 | 2404 | 2405 | 2406 | 2407 | 3000 | 3001 | 3002 | 3003 | 3004 | 3005 | 3006 | 3007 | 3008 | 3009 | 3010 | 3011 | 3100 | 3101 | 3102 | 3103 | 3104 | 3105 | 3106 | 3107 | 3108 | 3109 | 3110 | 3111 | 3112 | 3113 | 3114 | 3115 | 3116 | 3117 | 3118 | 3119 | 3120 | 3121 | 3122 | 3200 | 3201 | 3202 | 3203 | 3204 | 3210 | 3211 | 3212 | 3213 | 3214 | 3215 | 3220 | 3221 | 3222 | 3225 | 3226 | 3227 | 3230 | 3231 | 3240 | 3241 | 3242 | 3300 | 3301 | 3302 | 3303 | 3310 | 3311 | 3312 | 3313 | 3314 | 3315 | 3316 | 3317 | 3318 | 3320 | 3400 | 3401 | 3402 | 3403 | 3404 | 3405 | 3406 | 3407 | 3408 | 3410 | 3411 | 3412 | 3413 | 3414 | 3415 | 3416 | 3417 | 3418 | 3419 | 3420 | 3421 | 3422 | 3440 | 3441 | 3442 | 3443 | 3444 | 3445 | 3460 | 3461 | 3462 | 3463 | 3464 | 3465 | 3466 | 3467 | 3468 | 3469 | 3470 | 3471 | 3472 | 3480 | 3481 | 3500 | 3501 | 3502 | 3503 | 3504 | 3505 | 6000 | 6001 | 6002 | 6003 | 6004 | 6005 | 6006 | 6007 | 6008 | 6009 | 6101 | 6102 | 6103 | 6104 | 6105 | 6106 | 6107 | 6108 | 6109 | 6110 | 6111 | 6112 | 6113 | 6114 | 6115 | 6116 | 6117 | 6118 | 6119 | 6122 | 6123 | 6200 | 6201 | 6202 | 6203 | 6204 | 6205 | 6206 | 6207 | 6208 | 6300 | 6301 | 6302 | 6303 | 6304 | 6305 | 6306 | 6400 | 6401 | 6402 | 6403 | 6404 | 6405 | 6406 | 6407 | 6408 | 6409 | 6410 | 6411 | 6412 | 6413 | 6414 | 6415 | 6416 | 6500 | 6501 | 6502 | 6503 | 6504 | 6505 | 6506 | 6507 | 6508 | 6509 | 6510 | 6511 | 6512 | 6513 | 6514 | 6515 | 6516 | 6517 | 6518 | 6519 | 6520 | 6701 | 6702 | 6703 | 6704 | 6705 | 6706 | 6707 | 6708 | 6709 | 6710 | 6711 | 6712 | 9001 | 9002 | 9003 | 9004 | 9005 | 9006 | 9007 | 9008 | 9009 | 9010 | 9011 | 9012 | 9013 | 9014 | 9015 | 9016 | 9017 | 9018 | 9019 | 9020 | 9021 | 9022 | 9023 | 9030 | 9031 | 9999;
        BulkResult: {
            /** @enum {string} */
            action: "activate" | "deactivate" | "delete";
            /** @description records written */
            done: number;
            /** @description records refused */
            refused: number;
            results: {
                id: number;
                ok: boolean;
                /** @description a refusal's HTTP status (404, 409, 412, 422) */
                status?: number;
                code?: components["schemas"]["ErrorCode"];
                /** @description the refusal's text in the asked language */
                message?: string;
            }[];
        };
        /** Campus properties */
        MapPropertiesCampus: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "campus";
            /** Key */
            key: string;
            /** Source id */
            source_id?: string | null;
            /** Sort order */
            sort?: number | null;
            /** Minimum zoom */
            min_zoom?: number | null;
            /** Maximum zoom */
            max_zoom?: number | null;
            /** Alias */
            alias?: string | null;
            /** Building key */
            building?: string | null;
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en?: string | null;
            /** Map category */
            category_id?: number | null;
        };
        /** Building properties */
        MapPropertiesBuilding: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "building";
            /** Key */
            key: string;
            /** Source id */
            source_id?: string | null;
            /** Sort order */
            sort?: number | null;
            /** Minimum zoom */
            min_zoom?: number | null;
            /** Maximum zoom */
            max_zoom?: number | null;
            /** Alias */
            alias?: string | null;
            /** Building key */
            building?: string | null;
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en?: string | null;
            /** Map category */
            category_id?: number | null;
            /** Visible in the mobile app */
            visible?: boolean | null;
        };
        /** Level properties */
        MapPropertiesLevel: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "level";
            /** Key */
            key: string;
            /** Source id */
            source_id?: string | null;
            /** Sort order */
            sort?: number | null;
            /** Minimum zoom */
            min_zoom?: number | null;
            /** Maximum zoom */
            max_zoom?: number | null;
            /** Alias */
            alias?: string | null;
            /** Building key */
            building?: string | null;
            /** Name (PL) */
            name_pl?: string | null;
            /** Name (EN) */
            name_en?: string | null;
            /** Level label (PL) */
            level_label_pl: string;
            /** Level label (EN) */
            level_label_en?: string | null;
            /** Level number */
            ordinal?: number | null;
            /** Accessible for disabled people */
            accessible?: boolean | null;
        };
        /** Room properties */
        MapPropertiesRoom: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "room";
            /** Key */
            key: string;
            /** Source id */
            source_id?: string | null;
            /** Sort order */
            sort?: number | null;
            /** Minimum zoom */
            min_zoom?: number | null;
            /** Maximum zoom */
            max_zoom?: number | null;
            /** Alias */
            alias?: string | null;
            /** Building key */
            building?: string | null;
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en?: string | null;
            /** Map category */
            category_id?: number | null;
            /** Parent region of interest */
            parent_roi?: string | null;
            /** Area size (m²) */
            area_size?: number | null;
            /** Accessible for disabled people */
            accessible?: boolean | null;
            /** Visible in the mobile app */
            visible?: boolean | null;
        };
        /** Region of interest properties */
        MapPropertiesRoi: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "roi";
            /** Key */
            key: string;
            /** Source id */
            source_id?: string | null;
            /** Sort order */
            sort?: number | null;
            /** Minimum zoom */
            min_zoom?: number | null;
            /** Maximum zoom */
            max_zoom?: number | null;
            /** Alias */
            alias?: string | null;
            /** Building key */
            building?: string | null;
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en?: string | null;
            /** Map category */
            category_id?: number | null;
            /** Parent region of interest */
            parent_roi?: string | null;
            /** Area size (m²) */
            area_size?: number | null;
            /** Visible in the mobile app */
            visible?: boolean | null;
        };
        /** Parking properties */
        MapPropertiesParking: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "parking";
            /** Key */
            key: string;
            /** Source id */
            source_id?: string | null;
            /** Sort order */
            sort?: number | null;
            /** Minimum zoom */
            min_zoom?: number | null;
            /** Maximum zoom */
            max_zoom?: number | null;
            /** Alias */
            alias?: string | null;
            /** Building key */
            building?: string | null;
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en?: string | null;
            /** Map category */
            category_id?: number | null;
            /** Parking lot id */
            parking_lot_id?: string | null;
            /** Parking spaces */
            spaces?: number | null;
            /** Accessible for disabled people */
            accessible?: boolean | null;
            /** Visible in the mobile app */
            visible?: boolean | null;
        };
        /** Wall properties */
        MapPropertiesWall: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "wall";
            /** Key */
            key: string;
            /** Source id */
            source_id?: string | null;
            /** Sort order */
            sort?: number | null;
            /** Minimum zoom */
            min_zoom?: number | null;
            /** Maximum zoom */
            max_zoom?: number | null;
            /** Alias */
            alias?: string | null;
            /** Building key */
            building?: string | null;
            /** Thickness (m) */
            thickness?: number | null;
        };
        /** Background properties */
        MapPropertiesBackground: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "background";
            /** Key */
            key: string;
            /** Source id */
            source_id?: string | null;
            /** Sort order */
            sort?: number | null;
            /** Minimum zoom */
            min_zoom?: number | null;
            /** Maximum zoom */
            max_zoom?: number | null;
            /** Alias */
            alias?: string | null;
            /** Building key */
            building?: string | null;
            /** Name (PL) */
            name_pl?: string | null;
            /** Name (EN) */
            name_en?: string | null;
        };
        /** Furniture properties */
        MapPropertiesFurniture: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "furniture";
            /** Key */
            key: string;
            /** Source id */
            source_id?: string | null;
            /** Sort order */
            sort?: number | null;
            /** Minimum zoom */
            min_zoom?: number | null;
            /** Maximum zoom */
            max_zoom?: number | null;
            /** Alias */
            alias?: string | null;
            /** Building key */
            building?: string | null;
            /** Name (PL) */
            name_pl?: string | null;
            /** Name (EN) */
            name_en?: string | null;
        };
        /** Windows properties */
        MapPropertiesWindows: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "windows";
            /** Key */
            key: string;
            /** Source id */
            source_id?: string | null;
            /** Sort order */
            sort?: number | null;
            /** Minimum zoom */
            min_zoom?: number | null;
            /** Maximum zoom */
            max_zoom?: number | null;
            /** Alias */
            alias?: string | null;
            /** Building key */
            building?: string | null;
            /** Name (PL) */
            name_pl?: string | null;
            /** Name (EN) */
            name_en?: string | null;
        };
        /** Point of interest properties */
        MapPropertiesPoi: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "poi";
            /** Key */
            key: string;
            /** Source id */
            source_id?: string | null;
            /** Sort order */
            sort?: number | null;
            /** Minimum zoom */
            min_zoom?: number | null;
            /** Maximum zoom */
            max_zoom?: number | null;
            /** Alias */
            alias?: string | null;
            /** Building key */
            building?: string | null;
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en?: string | null;
            /** Map category */
            category_id?: number | null;
            /** Room */
            room?: string | null;
            /** Parent region of interest */
            parent_roi?: string | null;
            /** Accessible for disabled people */
            accessible?: boolean | null;
            /** Visible in the mobile app */
            visible?: boolean | null;
        };
        /** Beacon place properties */
        MapPropertiesBeaconplace: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "beaconplace";
            /** Key */
            key: string;
            /** Source id */
            source_id?: string | null;
            /** Sort order */
            sort?: number | null;
            /** Minimum zoom */
            min_zoom?: number | null;
            /** Maximum zoom */
            max_zoom?: number | null;
            /** Alias */
            alias?: string | null;
            /** Building key */
            building?: string | null;
            /** Name (PL) */
            name_pl?: string | null;
            /** Name (EN) */
            name_en?: string | null;
            /** Beacon */
            beacon_id?: number | null;
            /** MAC address */
            mac?: string | null;
        };
        /** Connector properties */
        MapPropertiesConnector: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "connector";
            /** Key */
            key: string;
            /** Source id */
            source_id?: string | null;
            /** Sort order */
            sort?: number | null;
            /** Minimum zoom */
            min_zoom?: number | null;
            /** Maximum zoom */
            max_zoom?: number | null;
            /** Alias */
            alias?: string | null;
            /** Building key */
            building?: string | null;
            /** Name (PL) */
            name_pl?: string | null;
            /** Name (EN) */
            name_en?: string | null;
            /**
             * Connector type
             * @enum {string}
             */
            connector_type: "stairs" | "moving_stairs" | "lift" | "entry" | "exit";
            /** Shaft key */
            connector_key: string;
            /**
             * Direction
             * @enum {string|null}
             */
            direction?: "forward" | "backward" | "both" | null;
            /** Travel time (s) */
            travel_time?: number | null;
            /** Routing available */
            routing?: boolean | null;
            /** Accessible for disabled people */
            accessible?: boolean | null;
            /** Parent region of interest */
            parent_roi?: string | null;
        };
        /** Route properties */
        MapPropertiesRoute: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "route";
            /** Key */
            key: string;
            /** Source id */
            source_id?: string | null;
            /** Sort order */
            sort?: number | null;
            /** Minimum zoom */
            min_zoom?: number | null;
            /** Maximum zoom */
            max_zoom?: number | null;
            /** Alias */
            alias?: string | null;
            /** Building key */
            building?: string | null;
            /** Name (PL) */
            name_pl?: string | null;
            /** Name (EN) */
            name_en?: string | null;
            /** Room */
            room?: string | null;
            /**
             * Direction
             * @enum {string|null}
             */
            direction?: "forward" | "backward" | "both" | null;
            /** Travel time (s) */
            travel_time?: number | null;
            /** Routing available */
            routing?: boolean | null;
            /** Accessible for disabled people */
            accessible?: boolean | null;
        };
        /** Door properties */
        MapPropertiesDoor: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "door";
            /** Key */
            key: string;
            /** Source id */
            source_id?: string | null;
            /** Sort order */
            sort?: number | null;
            /** Minimum zoom */
            min_zoom?: number | null;
            /** Maximum zoom */
            max_zoom?: number | null;
            /** Alias */
            alias?: string | null;
            /** Building key */
            building?: string | null;
            /** Name (PL) */
            name_pl?: string | null;
            /** Name (EN) */
            name_en?: string | null;
            /** Room */
            room?: string | null;
            /** Accessible for disabled people */
            accessible?: boolean | null;
        };
        /** Stairs properties */
        MapPropertiesStairs: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "stairs";
            /** Key */
            key: string;
            /** Source id */
            source_id?: string | null;
            /** Sort order */
            sort?: number | null;
            /** Minimum zoom */
            min_zoom?: number | null;
            /** Maximum zoom */
            max_zoom?: number | null;
            /** Alias */
            alias?: string | null;
            /** Building key */
            building?: string | null;
            /** Name (PL) */
            name_pl?: string | null;
            /** Name (EN) */
            name_en?: string | null;
            /** Shaft key */
            connector_key?: string | null;
            /**
             * Direction
             * @enum {string|null}
             */
            direction?: "forward" | "backward" | "both" | null;
            /** Travel time (s) */
            travel_time?: number | null;
            /** Routing available */
            routing?: boolean | null;
            /** Accessible for disabled people */
            accessible?: boolean | null;
        };
        /** @description A map feature's properties; `type` tells which properties it takes (manifests/map.yaml). */
        MapFeatureProperties: components["schemas"]["MapPropertiesCampus"] | components["schemas"]["MapPropertiesBuilding"] | components["schemas"]["MapPropertiesLevel"] | components["schemas"]["MapPropertiesRoom"] | components["schemas"]["MapPropertiesRoi"] | components["schemas"]["MapPropertiesParking"] | components["schemas"]["MapPropertiesWall"] | components["schemas"]["MapPropertiesBackground"] | components["schemas"]["MapPropertiesFurniture"] | components["schemas"]["MapPropertiesWindows"] | components["schemas"]["MapPropertiesPoi"] | components["schemas"]["MapPropertiesBeaconplace"] | components["schemas"]["MapPropertiesConnector"] | components["schemas"]["MapPropertiesRoute"] | components["schemas"]["MapPropertiesDoor"] | components["schemas"]["MapPropertiesStairs"];
        /** News item (create) */
        ArticleCreate: {
            /** Name */
            name: string;
            /** Category */
            category_id: number;
            /** Description */
            description: string;
            /** Photo */
            photo?: string | null;
            /**
             * Status
             * @default active
             * @enum {string}
             */
            status: "active" | "inactive";
            /**
             * Language
             * @default pl
             * @enum {string}
             */
            lang: "pl" | "en";
            /** Campus */
            campus_id?: number | null;
            /**
             * Send a push notification
             * @default false
             */
            push: boolean | null;
            /**
             * Published from
             * Format: date-time
             */
            publish_at?: string | null;
            /**
             * Published until
             * Format: date-time
             */
            unpublish_at?: string | null;
        };
        /** News item (update) */
        ArticleUpdate: {
            /** Name */
            name: string;
            /** Category */
            category_id: number;
            /** Description */
            description: string;
            /** Photo */
            photo?: string | null;
            /**
             * Status
             * @default active
             * @enum {string}
             */
            status: "active" | "inactive";
            /**
             * Language
             * @default pl
             * @enum {string}
             */
            lang: "pl" | "en";
            /** Campus */
            campus_id?: number | null;
            /**
             * Send a push notification
             * @default false
             */
            push: boolean | null;
            /**
             * Published from
             * Format: date-time
             */
            publish_at?: string | null;
            /**
             * Published until
             * Format: date-time
             */
            unpublish_at?: string | null;
        };
        /** News item */
        ArticleRecord: {
            readonly id: number;
            /** Name */
            name: string;
            /** Category */
            category_id: number;
            /** Description */
            description: string;
            /** Photo */
            photo?: string | null;
            /**
             * Status
             * @default active
             * @enum {string}
             */
            status: "active" | "inactive";
            /**
             * Language
             * @default pl
             * @enum {string}
             */
            lang: "pl" | "en";
            /** Campus */
            campus_id?: number | null;
            /**
             * Send a push notification
             * @default false
             */
            push: boolean | null;
            /**
             * Push notification sent
             * Format: date-time
             */
            readonly push_sent_at?: string | null;
            /**
             * Published from
             * Format: date-time
             */
            publish_at?: string | null;
            /**
             * Published until
             * Format: date-time
             */
            unpublish_at?: string | null;
            /** Format: date-time */
            readonly created_at: string;
            /** Format: date-time */
            readonly updated_at: string;
            /** @description Grows with every change of the record; sent back as If-Match it refuses a stale update or delete (412). */
            readonly version: number;
            /**
             * @description In lists only: where the record stands against its publication window (publish_at to unpublish_at) at the moment of the list. hidden: not active; scheduled: before the window; live: public; ended: after it.
             * @enum {string}
             */
            readonly publication?: "scheduled" | "live" | "ended" | "hidden";
        };
        ArticlePage: {
            items: components["schemas"]["ArticleRecord"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Beacon (update) */
        BeaconsUpdate: {
            /** Identifying name */
            name: string;
            /**
             * Level
             * @enum {string}
             */
            floor: "p-2" | "p-1" | "p0" | "p1" | "p2" | "p3" | "p4" | "p5" | "p6" | "p7" | "p8" | "p9" | "p10" | "p11" | "p12" | "p13" | "p14" | "p15" | "p16" | "p17" | "p18" | "p19" | "p20";
            /**
             * Status
             * @enum {string}
             */
            status: "active" | "inactive";
            /** MAC address */
            mac: string;
            /** Battery (%) */
            battery?: number | null;
            /** Tx power correction (dBm) */
            tx_power_correction?: number | null;
            /** Device */
            device?: string | null;
            /** Advertising interval (ms) */
            interval_ms?: number | null;
            /**
             * Outside a building
             * @default false
             */
            is_outside: boolean | null;
            /** Profile layer */
            profile_layer?: string | null;
            /** RSSI at 1 m (dBm) */
            rssi_1m?: number | null;
            /** Mounting photo */
            photo?: string | null;
        };
        /** Beacon */
        BeaconsRecord: {
            readonly id: number;
            /** Identifying name */
            name: string;
            /**
             * Level
             * @enum {string}
             */
            floor: "p-2" | "p-1" | "p0" | "p1" | "p2" | "p3" | "p4" | "p5" | "p6" | "p7" | "p8" | "p9" | "p10" | "p11" | "p12" | "p13" | "p14" | "p15" | "p16" | "p17" | "p18" | "p19" | "p20";
            /**
             * Status
             * @enum {string}
             */
            status: "active" | "inactive";
            /** MAC address */
            mac: string;
            /** Battery (%) */
            battery?: number | null;
            /** Tx power correction (dBm) */
            tx_power_correction?: number | null;
            /** Device */
            device?: string | null;
            /** Advertising interval (ms) */
            interval_ms?: number | null;
            /**
             * Outside a building
             * @default false
             */
            is_outside: boolean | null;
            /** Profile layer */
            profile_layer?: string | null;
            /** RSSI at 1 m (dBm) */
            rssi_1m?: number | null;
            /** Mounting photo */
            photo?: string | null;
            /** Format: date-time */
            readonly created_at: string;
            /** Format: date-time */
            readonly updated_at: string;
            /** @description Grows with every change of the record; sent back as If-Match it refuses a stale update or delete (412). */
            readonly version: number;
        };
        BeaconsPage: {
            items: components["schemas"]["BeaconsRecord"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Button (create) */
        ButtonCreate: {
            /** Name */
            name: string;
            /** Description */
            description?: string | null;
            /**
             * Place
             * @default before_articles
             * @enum {string}
             */
            place: "before_articles" | "before_events";
            /**
             * URL
             * Format: uri
             */
            url: string;
            /**
             * Colour
             * @default #285548
             */
            color: string | null;
            /** Image */
            image?: string | null;
            /**
             * Status
             * @default active
             * @enum {string}
             */
            status: "active" | "inactive";
            /**
             * Language
             * @default pl
             * @enum {string}
             */
            lang: "pl" | "en";
            /**
             * Start date
             * Format: date
             */
            start_date?: string | null;
            /**
             * End date
             * Format: date
             */
            end_date?: string | null;
        };
        /** Button (update) */
        ButtonUpdate: {
            /** Name */
            name: string;
            /** Description */
            description?: string | null;
            /**
             * Place
             * @default before_articles
             * @enum {string}
             */
            place: "before_articles" | "before_events";
            /**
             * URL
             * Format: uri
             */
            url: string;
            /**
             * Colour
             * @default #285548
             */
            color: string | null;
            /** Image */
            image?: string | null;
            /**
             * Status
             * @default active
             * @enum {string}
             */
            status: "active" | "inactive";
            /**
             * Language
             * @default pl
             * @enum {string}
             */
            lang: "pl" | "en";
            /**
             * Start date
             * Format: date
             */
            start_date?: string | null;
            /**
             * End date
             * Format: date
             */
            end_date?: string | null;
        };
        /** Button */
        ButtonRecord: {
            readonly id: number;
            /** Name */
            name: string;
            /** Description */
            description?: string | null;
            /**
             * Place
             * @default before_articles
             * @enum {string}
             */
            place: "before_articles" | "before_events";
            /**
             * URL
             * Format: uri
             */
            url: string;
            /**
             * Colour
             * @default #285548
             */
            color: string | null;
            /** Image */
            image?: string | null;
            /**
             * Status
             * @default active
             * @enum {string}
             */
            status: "active" | "inactive";
            /**
             * Language
             * @default pl
             * @enum {string}
             */
            lang: "pl" | "en";
            /**
             * Start date
             * Format: date
             */
            start_date?: string | null;
            /**
             * End date
             * Format: date
             */
            end_date?: string | null;
            /** Format: date-time */
            readonly created_at: string;
            /** Format: date-time */
            readonly updated_at: string;
            /** @description Grows with every change of the record; sent back as If-Match it refuses a stale update or delete (412). */
            readonly version: number;
            /**
             * @description In lists only: where the record stands against its publication window (start_date to end_date) at the moment of the list. hidden: not active; scheduled: before the window; live: public; ended: after it.
             * @enum {string}
             */
            readonly publication?: "scheduled" | "live" | "ended" | "hidden";
        };
        ButtonPage: {
            items: components["schemas"]["ButtonRecord"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Campus label (create) */
        CampusCreate: {
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en: string;
            /**
             * Enabled
             * @default true
             */
            enabled: boolean | null;
            /**
             * Language
             * @default pl
             * @enum {string}
             */
            lang: "pl" | "en";
        };
        /** Campus label (update) */
        CampusUpdate: {
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en: string;
            /**
             * Enabled
             * @default true
             */
            enabled: boolean | null;
            /**
             * Language
             * @default pl
             * @enum {string}
             */
            lang: "pl" | "en";
        };
        /** Campus label */
        CampusRecord: {
            readonly id: number;
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en: string;
            /**
             * Enabled
             * @default true
             */
            enabled: boolean | null;
            /**
             * Language
             * @default pl
             * @enum {string}
             */
            lang: "pl" | "en";
            /** Format: date-time */
            readonly created_at: string;
            /** Format: date-time */
            readonly updated_at: string;
            /** @description Grows with every change of the record; sent back as If-Match it refuses a stale update or delete (412). */
            readonly version: number;
        };
        CampusPage: {
            items: components["schemas"]["CampusRecord"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Category (create) */
        CategoryCreate: {
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en: string;
        };
        /** Category (update) */
        CategoryUpdate: {
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en: string;
        };
        /** Category */
        CategoryRecord: {
            readonly id: number;
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en: string;
            /** Format: date-time */
            readonly created_at: string;
            /** Format: date-time */
            readonly updated_at: string;
            /** @description Grows with every change of the record; sent back as If-Match it refuses a stale update or delete (412). */
            readonly version: number;
        };
        CategoryPage: {
            items: components["schemas"]["CategoryRecord"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Map category (create) */
        CategoryGeoCreate: {
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en: string;
            /**
             * Visible
             * @default true
             */
            visible: boolean | null;
            /**
             * Icon visible
             * @default true
             */
            icon_visible: boolean | null;
            /**
             * Visible on the category bar
             * @default false
             */
            category_bar_visible: boolean | null;
            /** Search range (m) */
            search_range?: number | null;
            /** Colour */
            color: string;
            /** Icon */
            icon: string;
            /**
             * Enabled
             * @default true
             */
            enabled: boolean | null;
            /**
             * Language
             * @default pl
             * @enum {string}
             */
            lang: "pl" | "en";
        };
        /** Map category (update) */
        CategoryGeoUpdate: {
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en: string;
            /**
             * Visible
             * @default true
             */
            visible: boolean | null;
            /**
             * Icon visible
             * @default true
             */
            icon_visible: boolean | null;
            /**
             * Visible on the category bar
             * @default false
             */
            category_bar_visible: boolean | null;
            /** Search range (m) */
            search_range?: number | null;
            /** Colour */
            color: string;
            /** Icon */
            icon: string;
            /**
             * Enabled
             * @default true
             */
            enabled: boolean | null;
            /**
             * Language
             * @default pl
             * @enum {string}
             */
            lang: "pl" | "en";
        };
        /** Map category */
        CategoryGeoRecord: {
            readonly id: number;
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en: string;
            /**
             * Visible
             * @default true
             */
            visible: boolean | null;
            /**
             * Icon visible
             * @default true
             */
            icon_visible: boolean | null;
            /**
             * Visible on the category bar
             * @default false
             */
            category_bar_visible: boolean | null;
            /** Search range (m) */
            search_range?: number | null;
            /** Colour */
            color: string;
            /** Icon */
            icon: string;
            /**
             * Enabled
             * @default true
             */
            enabled: boolean | null;
            /**
             * Language
             * @default pl
             * @enum {string}
             */
            lang: "pl" | "en";
            /** Format: date-time */
            readonly created_at: string;
            /** Format: date-time */
            readonly updated_at: string;
            /** @description Grows with every change of the record; sent back as If-Match it refuses a stale update or delete (412). */
            readonly version: number;
        };
        CategoryGeoPage: {
            items: components["schemas"]["CategoryGeoRecord"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Advertisement (create) */
        CommercialCreate: {
            /** Name */
            name: string;
            /** Video file */
            video: string;
            /**
             * Language
             * @default pl
             * @enum {string}
             */
            lang: "pl" | "en";
            /** Location (beacon) */
            beacon_id?: number | null;
            /**
             * Status
             * @default active
             * @enum {string|null}
             */
            status: "active" | "inactive" | null;
            /**
             * Published from
             * Format: date-time
             */
            publish_at?: string | null;
            /**
             * Published until
             * Format: date-time
             */
            unpublish_at?: string | null;
        };
        /** Advertisement (update) */
        CommercialUpdate: {
            /** Name */
            name: string;
            /** Video file */
            video: string;
            /**
             * Language
             * @default pl
             * @enum {string}
             */
            lang: "pl" | "en";
            /** Location (beacon) */
            beacon_id?: number | null;
            /**
             * Status
             * @default active
             * @enum {string|null}
             */
            status: "active" | "inactive" | null;
            /**
             * Published from
             * Format: date-time
             */
            publish_at?: string | null;
            /**
             * Published until
             * Format: date-time
             */
            unpublish_at?: string | null;
        };
        /** Advertisement */
        CommercialRecord: {
            readonly id: number;
            /** Name */
            name: string;
            /** Video file */
            video: string;
            /**
             * Language
             * @default pl
             * @enum {string}
             */
            lang: "pl" | "en";
            /** Location (beacon) */
            beacon_id?: number | null;
            /**
             * Status
             * @default active
             * @enum {string|null}
             */
            status: "active" | "inactive" | null;
            /**
             * Published from
             * Format: date-time
             */
            publish_at?: string | null;
            /**
             * Published until
             * Format: date-time
             */
            unpublish_at?: string | null;
            /** Format: date-time */
            readonly created_at: string;
            /** Format: date-time */
            readonly updated_at: string;
            /** @description Grows with every change of the record; sent back as If-Match it refuses a stale update or delete (412). */
            readonly version: number;
            /**
             * @description In lists only: where the record stands against its publication window (publish_at to unpublish_at) at the moment of the list. hidden: not active; scheduled: before the window; live: public; ended: after it.
             * @enum {string}
             */
            readonly publication?: "scheduled" | "live" | "ended" | "hidden";
        };
        CommercialPage: {
            items: components["schemas"]["CommercialRecord"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** SOS contact (create) */
        EmailSmsCreate: {
            /** Name */
            name: string;
            /** Phone */
            phone?: string | null;
            /**
             * E-mail
             * Format: email
             */
            email?: string | null;
            /**
             * Status
             * @default active
             * @enum {string|null}
             */
            status: "active" | "inactive" | null;
        };
        /** SOS contact (update) */
        EmailSmsUpdate: {
            /** Name */
            name: string;
            /** Phone */
            phone?: string | null;
            /**
             * E-mail
             * Format: email
             */
            email?: string | null;
            /**
             * Status
             * @default active
             * @enum {string|null}
             */
            status: "active" | "inactive" | null;
        };
        /** SOS contact */
        EmailSmsRecord: {
            readonly id: number;
            /** Name */
            name: string;
            /** Phone */
            phone?: string | null;
            /**
             * E-mail
             * Format: email
             */
            email?: string | null;
            /**
             * Status
             * @default active
             * @enum {string|null}
             */
            status: "active" | "inactive" | null;
            /** Format: date-time */
            readonly created_at: string;
            /** Format: date-time */
            readonly updated_at: string;
            /** @description Grows with every change of the record; sent back as If-Match it refuses a stale update or delete (412). */
            readonly version: number;
        };
        EmailSmsPage: {
            items: components["schemas"]["EmailSmsRecord"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Event (create) */
        EventCreate: {
            /** Name */
            name: string;
            /** Category */
            category_id: number;
            /** Description */
            description: string;
            /** Location category */
            location_category_id?: number | null;
            /** Location */
            location?: string | null;
            /**
             * Date and time
             * Format: date-time
             */
            date: string;
            /** Photo */
            photo?: string | null;
            /**
             * Status
             * @default active
             * @enum {string}
             */
            status: "active" | "inactive";
            /**
             * Language
             * @default pl
             * @enum {string}
             */
            lang: "pl" | "en";
            /** Campus */
            campus_id?: number | null;
            /**
             * Send a push notification
             * @default false
             */
            push: boolean | null;
            /**
             * Published from
             * Format: date-time
             */
            publish_at?: string | null;
            /**
             * Published until
             * Format: date-time
             */
            unpublish_at?: string | null;
        };
        /** Event (update) */
        EventUpdate: {
            /** Name */
            name: string;
            /** Category */
            category_id: number;
            /** Description */
            description: string;
            /** Location category */
            location_category_id?: number | null;
            /** Location */
            location?: string | null;
            /**
             * Date and time
             * Format: date-time
             */
            date: string;
            /** Photo */
            photo?: string | null;
            /**
             * Status
             * @default active
             * @enum {string}
             */
            status: "active" | "inactive";
            /**
             * Language
             * @default pl
             * @enum {string}
             */
            lang: "pl" | "en";
            /** Campus */
            campus_id?: number | null;
            /**
             * Send a push notification
             * @default false
             */
            push: boolean | null;
            /**
             * Published from
             * Format: date-time
             */
            publish_at?: string | null;
            /**
             * Published until
             * Format: date-time
             */
            unpublish_at?: string | null;
        };
        /** Event */
        EventRecord: {
            readonly id: number;
            /** Name */
            name: string;
            /** Category */
            category_id: number;
            /** Description */
            description: string;
            /** Location category */
            location_category_id?: number | null;
            /** Location */
            location?: string | null;
            /**
             * Date and time
             * Format: date-time
             */
            date: string;
            /** Photo */
            photo?: string | null;
            /**
             * Status
             * @default active
             * @enum {string}
             */
            status: "active" | "inactive";
            /**
             * Language
             * @default pl
             * @enum {string}
             */
            lang: "pl" | "en";
            /** Campus */
            campus_id?: number | null;
            /**
             * Send a push notification
             * @default false
             */
            push: boolean | null;
            /**
             * Push notification sent
             * Format: date-time
             */
            readonly push_sent_at?: string | null;
            /**
             * Published from
             * Format: date-time
             */
            publish_at?: string | null;
            /**
             * Published until
             * Format: date-time
             */
            unpublish_at?: string | null;
            /** Format: date-time */
            readonly created_at: string;
            /** Format: date-time */
            readonly updated_at: string;
            /** @description Grows with every change of the record; sent back as If-Match it refuses a stale update or delete (412). */
            readonly version: number;
            /**
             * @description In lists only: where the record stands against its publication window (publish_at to unpublish_at) at the moment of the list. hidden: not active; scheduled: before the window; live: public; ended: after it.
             * @enum {string}
             */
            readonly publication?: "scheduled" | "live" | "ended" | "hidden";
        };
        EventPage: {
            items: components["schemas"]["EventRecord"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Notification (create) */
        NotificationCreate: {
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en: string;
            /** Description (PL) */
            description_pl: string;
            /** Description (EN) */
            description_en: string;
            /** Location (room) */
            location_id?: number | null;
            /**
             * Status
             * @default active
             * @enum {string}
             */
            status: "active" | "inactive";
            /**
             * Type
             * @enum {string}
             */
            type: "general" | "marketing" | "push" | "route";
            /** Image */
            image?: string | null;
            /** Sender */
            sender?: string | null;
            /**
             * Send date
             * Format: date-time
             */
            send_at?: string | null;
            /** Audio file */
            file?: string | null;
            /**
             * Published from
             * Format: date-time
             */
            publish_at?: string | null;
            /**
             * Published until
             * Format: date-time
             */
            unpublish_at?: string | null;
        };
        /** Notification (update) */
        NotificationUpdate: {
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en: string;
            /** Description (PL) */
            description_pl: string;
            /** Description (EN) */
            description_en: string;
            /** Location (room) */
            location_id?: number | null;
            /**
             * Status
             * @default active
             * @enum {string}
             */
            status: "active" | "inactive";
            /**
             * Type
             * @enum {string}
             */
            type: "general" | "marketing" | "push" | "route";
            /** Image */
            image?: string | null;
            /** Sender */
            sender?: string | null;
            /**
             * Send date
             * Format: date-time
             */
            send_at?: string | null;
            /** Audio file */
            file?: string | null;
            /**
             * Published from
             * Format: date-time
             */
            publish_at?: string | null;
            /**
             * Published until
             * Format: date-time
             */
            unpublish_at?: string | null;
        };
        /** Notification */
        NotificationRecord: {
            readonly id: number;
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en: string;
            /** Description (PL) */
            description_pl: string;
            /** Description (EN) */
            description_en: string;
            /** Location (room) */
            location_id?: number | null;
            /**
             * Status
             * @default active
             * @enum {string}
             */
            status: "active" | "inactive";
            /**
             * Type
             * @enum {string}
             */
            type: "general" | "marketing" | "push" | "route";
            /** Image */
            image?: string | null;
            /** Sender */
            sender?: string | null;
            /**
             * Send date
             * Format: date-time
             */
            send_at?: string | null;
            /** Audio file */
            file?: string | null;
            /**
             * Sent at
             * Format: date-time
             */
            readonly sent_at?: string | null;
            /**
             * Published from
             * Format: date-time
             */
            publish_at?: string | null;
            /**
             * Published until
             * Format: date-time
             */
            unpublish_at?: string | null;
            /** Format: date-time */
            readonly created_at: string;
            /** Format: date-time */
            readonly updated_at: string;
            /** @description Grows with every change of the record; sent back as If-Match it refuses a stale update or delete (412). */
            readonly version: number;
            /**
             * @description In lists only: where the record stands against its publication window (publish_at to unpublish_at) at the moment of the list. hidden: not active; scheduled: before the window; live: public; ended: after it.
             * @enum {string}
             */
            readonly publication?: "scheduled" | "live" | "ended" | "hidden";
        };
        NotificationPage: {
            items: components["schemas"]["NotificationRecord"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Parking lot (update) */
        ParkingUpdate: {
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en: string;
            /** Campus name (PL) */
            campus_name_pl?: string | null;
            /** Campus name (EN) */
            campus_name_en?: string | null;
            /**
             * Status
             * @enum {string|null}
             */
            status?: "active" | "inactive" | null;
        };
        /** Parking lot */
        ParkingRecord: {
            readonly id: number;
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en: string;
            /** Campus name (PL) */
            campus_name_pl?: string | null;
            /** Campus name (EN) */
            campus_name_en?: string | null;
            /** System id */
            readonly system_id?: string | null;
            /** Parking lot id */
            readonly parking_lot_id?: string | null;
            /**
             * Status
             * @enum {string|null}
             */
            status?: "active" | "inactive" | null;
            /** Total spaces */
            readonly count_all?: number | null;
            /** Taken */
            readonly taken?: number | null;
            /** Actual total */
            readonly total_real?: number | null;
            /** Free */
            readonly free?: number | null;
            /** Free (%) */
            readonly percent_free?: number | null;
            /** Format: date-time */
            readonly created_at: string;
            /** Format: date-time */
            readonly updated_at: string;
            /** @description Grows with every change of the record; sent back as If-Match it refuses a stale update or delete (412). */
            readonly version: number;
        };
        ParkingPage: {
            items: components["schemas"]["ParkingRecord"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Legend entry (create) */
        ParkingLegendCreate: {
            /** From (% free) */
            from_percent: number;
            /** To (% free) */
            to_percent: number;
            /** Title (PL) */
            title_pl: string;
            /** Title (EN) */
            title_en: string;
            /** Description (PL) */
            description_pl?: string | null;
            /** Description (EN) */
            description_en?: string | null;
        };
        /** Legend entry (update) */
        ParkingLegendUpdate: {
            /** From (% free) */
            from_percent: number;
            /** To (% free) */
            to_percent: number;
            /** Title (PL) */
            title_pl: string;
            /** Title (EN) */
            title_en: string;
            /** Description (PL) */
            description_pl?: string | null;
            /** Description (EN) */
            description_en?: string | null;
        };
        /** Legend entry */
        ParkingLegendRecord: {
            readonly id: number;
            /** From (% free) */
            from_percent: number;
            /** To (% free) */
            to_percent: number;
            /** Title (PL) */
            title_pl: string;
            /** Title (EN) */
            title_en: string;
            /** Description (PL) */
            description_pl?: string | null;
            /** Description (EN) */
            description_en?: string | null;
            /** Format: date-time */
            readonly created_at: string;
            /** Format: date-time */
            readonly updated_at: string;
            /** @description Grows with every change of the record; sent back as If-Match it refuses a stale update or delete (412). */
            readonly version: number;
        };
        ParkingLegendPage: {
            items: components["schemas"]["ParkingLegendRecord"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Opinion */
        RatingRecord: {
            readonly id: number;
            /** Opinion */
            readonly text?: string | null;
            /** User */
            readonly user_id?: number | null;
            /** Answered */
            readonly answered?: boolean | null;
            /** Reply title */
            readonly reply_title?: string | null;
            /** Reply body */
            readonly reply_body?: string | null;
            /**
             * Replied at
             * Format: date-time
             */
            readonly replied_at?: string | null;
            /** Format: date-time */
            readonly created_at: string;
            /** Format: date-time */
            readonly updated_at: string;
            /** @description Grows with every change of the record; sent back as If-Match it refuses a stale update or delete (412). */
            readonly version: number;
        };
        RatingPage: {
            items: components["schemas"]["RatingRecord"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** SOS report */
        SosRecord: {
            readonly id: number;
            /** User */
            readonly user_id?: number | null;
            /** Message */
            readonly message?: string | null;
            /** Longitude */
            readonly lon?: number | null;
            /** Latitude */
            readonly lat?: number | null;
            /**
             * Level
             * @enum {string|null}
             */
            readonly floor?: "p-2" | "p-1" | "p0" | "p1" | "p2" | "p3" | "p4" | "p5" | "p6" | "p7" | "p8" | "p9" | "p10" | "p11" | "p12" | "p13" | "p14" | "p15" | "p16" | "p17" | "p18" | "p19" | "p20" | null;
            /** Reply title */
            readonly reply_title?: string | null;
            /** Reply body */
            readonly reply_body?: string | null;
            /**
             * Replied at
             * Format: date-time
             */
            readonly replied_at?: string | null;
            /** Format: date-time */
            readonly created_at: string;
            /** Format: date-time */
            readonly updated_at: string;
            /** @description Grows with every change of the record; sent back as If-Match it refuses a stale update or delete (412). */
            readonly version: number;
        };
        SosPage: {
            items: components["schemas"]["SosRecord"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** User (create) */
        UserCreate: {
            /** Name */
            name: string;
            /**
             * E-mail
             * Format: email
             */
            email: string;
            /** Login */
            login?: string | null;
            /** Role */
            roles: [
                1 | 2 | 3 | 4 | 5,
                ...(1 | 2 | 3 | 4 | 5)[]
            ];
            /** Password */
            password: string;
            /** Confirm password */
            password_confirmation: string;
        };
        /** User (update) */
        UserUpdate: {
            /** Name */
            name: string;
            /**
             * E-mail
             * Format: email
             */
            email: string;
            /** Login */
            login?: string | null;
            /** Role */
            roles: [
                1 | 2 | 3 | 4 | 5,
                ...(1 | 2 | 3 | 4 | 5)[]
            ];
        };
        /** User */
        UserRecord: {
            readonly id: number;
            /** Name */
            name: string;
            /**
             * E-mail
             * Format: email
             */
            email: string;
            /** Login */
            login?: string | null;
            /** Role */
            roles: [
                1 | 2 | 3 | 4 | 5,
                ...(1 | 2 | 3 | 4 | 5)[]
            ];
            /** Directory account */
            readonly directory?: boolean | null;
            /** Format: date-time */
            readonly created_at: string;
            /** Format: date-time */
            readonly updated_at: string;
            /** @description Grows with every change of the record; sent back as If-Match it refuses a stale update or delete (412). */
            readonly version: number;
        };
        UserPage: {
            items: components["schemas"]["UserRecord"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** News item (app) */
        AppArticle: {
            id: number;
            /** Name */
            name: string;
            /** Description */
            description: string;
            /** Photo */
            photo?: string | null;
            /** Category */
            category_id: number;
            /** Campus */
            campus_id?: number | null;
            /**
             * Published from
             * Format: date-time
             */
            publish_at?: string | null;
        };
        AppArticlePage: {
            items: components["schemas"]["AppArticle"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Beacon (app) */
        AppBeacons: {
            id: number;
            /** Identifying name */
            name: string;
            /** MAC address */
            mac: string;
            /**
             * Level
             * @enum {string}
             */
            floor: "p-2" | "p-1" | "p0" | "p1" | "p2" | "p3" | "p4" | "p5" | "p6" | "p7" | "p8" | "p9" | "p10" | "p11" | "p12" | "p13" | "p14" | "p15" | "p16" | "p17" | "p18" | "p19" | "p20";
            /** Outside a building */
            is_outside?: boolean | null;
            /** Tx power correction (dBm) */
            tx_power_correction?: number | null;
            /** Advertising interval (ms) */
            interval_ms?: number | null;
            /** RSSI at 1 m (dBm) */
            rssi_1m?: number | null;
        };
        AppBeaconsPage: {
            items: components["schemas"]["AppBeacons"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Button (app) */
        AppButton: {
            id: number;
            /** Name */
            name: string;
            /** Description */
            description?: string | null;
            /** Image */
            image?: string | null;
            /**
             * URL
             * Format: uri
             */
            url: string;
            /** Colour */
            color?: string | null;
            /**
             * Place
             * @enum {string}
             */
            place: "before_articles" | "before_events";
            /**
             * Start date
             * Format: date
             */
            start_date?: string | null;
            /**
             * End date
             * Format: date
             */
            end_date?: string | null;
        };
        AppButtonPage: {
            items: components["schemas"]["AppButton"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Campus label (app) */
        AppCampus: {
            id: number;
            /** Name */
            name?: string;
        };
        AppCampusPage: {
            items: components["schemas"]["AppCampus"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Category (app) */
        AppCategory: {
            id: number;
            /** Name */
            name?: string;
        };
        AppCategoryPage: {
            items: components["schemas"]["AppCategory"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Map category (app) */
        AppCategoryGeo: {
            id: number;
            /** Name */
            name?: string;
            /** Colour */
            color: string;
            /** Icon */
            icon: string;
            /** Visible */
            visible?: boolean | null;
            /** Icon visible */
            icon_visible?: boolean | null;
            /** Visible on the category bar */
            category_bar_visible?: boolean | null;
            /** Search range (m) */
            search_range?: number | null;
        };
        AppCategoryGeoPage: {
            items: components["schemas"]["AppCategoryGeo"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Advertisement (app) */
        AppCommercial: {
            id: number;
            /** Name */
            name: string;
            /** Video file */
            video: string;
            /** Location (beacon) */
            beacon_id?: number | null;
        };
        AppCommercialPage: {
            items: components["schemas"]["AppCommercial"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Event (app) */
        AppEvent: {
            id: number;
            /** Name */
            name: string;
            /** Description */
            description: string;
            /** Photo */
            photo?: string | null;
            /**
             * Date and time
             * Format: date-time
             */
            date: string;
            /** Location */
            location?: string | null;
            /** Location category */
            location_category_id?: number | null;
            /** Category */
            category_id: number;
            /** Campus */
            campus_id?: number | null;
        };
        AppEventPage: {
            items: components["schemas"]["AppEvent"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Notification (app) */
        AppNotification: {
            id: number;
            /** Name */
            name?: string;
            /** Description */
            description?: string;
            /** Image */
            image?: string | null;
            /**
             * Type
             * @enum {string}
             */
            type: "general" | "marketing" | "push" | "route";
            /** Location (room) */
            location_id?: number | null;
            /**
             * Published from
             * Format: date-time
             */
            publish_at?: string | null;
        };
        AppNotificationPage: {
            items: components["schemas"]["AppNotification"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Sends an opinion from the mobile app (of the signed-in user, or without an account) */
        RatingSendBody: {
            /** Opinion */
            text: string;
        };
        /** Sends a reply to an opinion as a push notification to its author */
        RatingRespondBody: {
            /** Title */
            title: string;
            /** Body */
            body: string;
        };
        /** Reports an SOS from the mobile app (the signed-in user's position, floor and message) */
        SosReportBody: {
            /** Longitude */
            lon: number;
            /** Latitude */
            lat: number;
            /**
             * Level
             * @enum {string|null}
             */
            floor?: "p-2" | "p-1" | "p0" | "p1" | "p2" | "p3" | "p4" | "p5" | "p6" | "p7" | "p8" | "p9" | "p10" | "p11" | "p12" | "p13" | "p14" | "p15" | "p16" | "p17" | "p18" | "p19" | "p20" | null;
            /** Message */
            message?: string | null;
        };
        /** Sends a reply to an SOS report as a push notification to its author */
        SosPushBody: {
            /** SOS report */
            sos_id: number;
            /** Title */
            title: string;
            /** Body */
            body: string;
        };
        /** Registers the signed-in app user's device for push notifications */
        UserRegisterDeviceBody: {
            /** Device token (FCM) */
            token: string;
            /**
             * Platform
             * @enum {string}
             */
            platform: "android" | "ios" | "web";
            /**
             * Language
             * @default pl
             * @enum {string|null}
             */
            lang: "pl" | "en" | null;
        };
        /** Sets a new password for a user (not for directory users); one's own account needs its current password */
        UserChangePasswordBody: {
            /** Current password */
            current_password?: string | null;
            /** New password */
            password: string;
            /** Confirm the new password */
            password_confirmation: string;
        };
        /** Changes the signed-in account's password, given the current one (not for directory users) */
        UserChangeOwnPasswordBody: {
            /** Current password */
            current_password: string;
            /** New password */
            password: string;
            /** Confirm the new password */
            password_confirmation: string;
        };
        OgcLink: {
            href: string;
            rel: string;
            type?: string;
            title?: string;
        };
        OgcLinked: {
            title?: string;
            description?: string;
            links: components["schemas"]["OgcLink"][];
        };
        OgcCollection: {
            /** @description `<type>`: the latest release; `<type>_draft`: the draft (staff) */
            id: string;
            title?: string;
            description?: string;
            itemType?: string;
            crs?: string[];
            extent?: {
                spatial?: {
                    bbox?: number[][];
                    crs?: string;
                };
            };
            links: components["schemas"]["OgcLink"][];
        };
        OgcFeature: {
            /** @enum {string} */
            type: "Feature";
            id?: number;
            geometry: Record<string, never>;
            /** @description level, name (read-only), category and the type's map properties */
            properties: Record<string, never>;
            links?: components["schemas"]["OgcLink"][];
        };
        OgcFeatureCollection: {
            /** @enum {string} */
            type: "FeatureCollection";
            /** Format: date-time */
            timeStamp: string;
            /**
             * Format: date-time
             * @description a released collection: when the latest release was published
             */
            releasedAt?: string;
            numberMatched: number;
            numberReturned: number;
            features: components["schemas"]["OgcFeature"][];
            links: components["schemas"]["OgcLink"][];
        };
        /** @description [west, south, east, north] in degrees */
        AppBbox: [
            number,
            number,
            number,
            number
        ];
        AppMapEnvelope: components["schemas"]["Envelope"] & {
            data: {
                /** @description the latest release; null before the first publish */
                release: number | null;
                floors: {
                    /** @description p-2 … p20 */
                    floor: string;
                    label: string;
                    bbox: components["schemas"]["AppBbox"];
                }[];
            };
        };
        AppFloorEnvelope: components["schemas"]["Envelope"] & {
            data: {
                /** @constant */
                type: "FeatureCollection";
                release: number;
                floor: string;
                features: {
                    /** @constant */
                    type: "Feature";
                    /** @description stable: the same feature keeps it in every release */
                    id: number;
                    geometry: components["schemas"]["GeoGeometry"];
                    properties: {
                        id: number;
                        /** @description the map type (room, poi, door, …) */
                        type: string;
                        /** @description an id of GET /api/app/v1/map_categories */
                        category: number | null;
                        key: string | null;
                        name: string | null;
                    };
                }[];
            };
        };
        TileJson: {
            /** @constant */
            tilejson: "3.0.0";
            name: string;
            /** @description <release>.0.0 */
            version: string;
            /** @constant */
            scheme: "xyz";
            tiles: string[];
            minzoom: number;
            maxzoom: number;
            bounds: components["schemas"]["AppBbox"];
            center: [
                number,
                number,
                number
            ];
            vector_layers: {
                id: string;
                description: string;
                minzoom: number;
                maxzoom: number;
                fields: {
                    [key: string]: string;
                };
            }[];
        };
        AppSearchEnvelope: components["schemas"]["Envelope"] & {
            data: {
                release: number | null;
                items: {
                    floor: string;
                    id: number;
                    type: string;
                    key: string | null;
                    name: string | null;
                    category: number | null;
                    position: components["schemas"]["LonLat"];
                }[];
            };
        };
        AppChangesEnvelope: components["schemas"]["Envelope"] & {
            data: {
                /** @description send it as `since` next time */
                cursor: string;
                /** @description the latest map release, when newer than the cursor's */
                mapRelease: number | null;
                /** @description per kind, the ids to read again, ascending */
                changes: {
                    [key: string]: number[];
                };
                /** @description kinds with too many changes: read the whole list again */
                reload: string[];
            };
        };
        LoginBody: {
            /** @description login or e-mail */
            email: string;
            password: string;
        };
        TokenEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                token: string;
                /** Format: date-time */
                expiresAt?: string;
            };
        };
        OAuthConfigEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                enabled: boolean;
            };
        };
        OAuthStartEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                /** Format: uri */
                url: string;
            };
        };
        LogoutEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                /**
                 * Format: uri
                 * @description the provider's RP-initiated logout (id_token_hint, post_logout_redirect_uri to the console's /signin) for a token from single sign-on when the provider has an end_session_endpoint; null otherwise
                 */
                endSessionUrl: string | null;
            };
        };
        WhoamiEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                id: number;
                name: string;
                email: string;
                roles: (1 | 2 | 3 | 4 | 5)[];
            };
        };
        /** @description [a, b, c, d, e, f]: pixel (x, y down) to EPSG:3857 metres, X = a·x + b·y + c, Y = d·x + e·y + f */
        UnderlayTransform: [
            number,
            number,
            number,
            number,
            number,
            number
        ];
        /** @description [longitude, latitude] of the image's top-left, top-right, bottom-right and bottom-left corners */
        UnderlayCorners: [
            [
                number,
                number
            ][],
            [
                number,
                number
            ][],
            [
                number,
                number
            ][],
            [
                number,
                number
            ][]
        ];
        UnderlayCreateBody: {
            floor: string;
            /**
             * @description the uploaded image's path (/api/files/…) or name
             * @example /api/files/x1Yz.png
             */
            file: string;
            /** @description default: the file's name */
            name?: string;
            transform?: components["schemas"]["UnderlayTransform"];
            corners?: components["schemas"]["UnderlayCorners"];
            /** @default 0.6 */
            opacity: number;
            /** @default false */
            hidden: boolean;
        };
        UnderlayUpdateBody: {
            name?: string;
            transform?: components["schemas"]["UnderlayTransform"];
            corners?: components["schemas"]["UnderlayCorners"];
            opacity?: number;
            hidden?: boolean;
        };
        Underlay: {
            id: number;
            floor: string;
            name: string;
            /** @description the image's path, /api/files/{name} */
            file: string;
            /** @description pixels */
            width: number;
            /** @description pixels */
            height: number;
            transform: components["schemas"]["UnderlayTransform"];
            corners: components["schemas"]["UnderlayCorners"];
            opacity: number;
            hidden: boolean;
            /** Format: date-time */
            updatedAt: string;
        };
        UnderlaysEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                items: components["schemas"]["Underlay"][];
            };
        };
        UnderlayEnvelope: components["schemas"]["Envelope"] & {
            data?: components["schemas"]["Underlay"];
        };
        UnderlayRemovedEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                id: number;
            };
        };
        ReleaseCommentBody: {
            /** @description why; shown in the history */
            comment?: string;
        };
        /** @description per floor, e.g. p0 */
        ReleaseCounts: {
            [key: string]: {
                added: number;
                changed: number;
                removed: number;
            };
        };
        ReleaseMadeEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                number: number;
                counts: components["schemas"]["ReleaseCounts"];
                /** @description the release published again (rollback only) */
                rollbackOf?: number;
            };
        };
        ReleasesEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                page: number;
                pageSize: number;
                total: number;
                items: {
                    number: number;
                    /** Format: date-time */
                    publishedAt: string;
                    author: {
                        id: number | null;
                        name: string;
                    } | null;
                    comment: string;
                    counts: components["schemas"]["ReleaseCounts"];
                    rollbackOf: number | null;
                }[];
            };
        };
        MapDiffEntry: {
            id: number;
            type: string;
            key: string | null;
            name_pl: string | null;
            name_en: string | null;
            /** @description who wrote the feature's versions between the two sides (the publishing review: who changed it since the latest release), first to change it first; changes made by nobody (the command line, a seed, an import before issue 34) and by deleted accounts name no one. Names only: no e-mail */
            authors?: {
                id: number;
                name: string;
            }[];
        };
        MapDiffEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                from: number;
                to: number | "draft";
                floors: {
                    floor: string;
                    added: components["schemas"]["MapDiffEntry"][];
                    removed: components["schemas"]["MapDiffEntry"][];
                    changed: (components["schemas"]["MapDiffEntry"] & {
                        properties: string[];
                        /** @description the geometry moved */
                        geometry: boolean;
                    })[];
                }[];
            };
        };
        OverviewWaiting: {
            id: number;
            /** Format: date-time */
            created_at: string;
            /** @description the report's message or the opinion's text */
            text: string | null;
        };
        OverviewEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                sos: {
                    /** @description SOS reports with no reply */
                    open: number;
                    newest: components["schemas"]["OverviewWaiting"][];
                };
                opinions: {
                    /** @description opinions of signed-in authors with no reply */
                    unanswered: number;
                    newest: components["schemas"]["OverviewWaiting"][];
                };
                deliveries: {
                    /** @description the area of the records the messages are for (notification, sos, rating, article, event) */
                    area: string;
                    queued: number;
                    /** @description failed for good in the last 7 days */
                    failed: number;
                }[];
                draft: {
                    /** @description the latest release the draft is compared with */
                    release: number | null;
                    floors: {
                        floor: string;
                        added: number;
                        changed: number;
                        removed: number;
                    }[];
                };
            };
        };
        HealthEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                /** @enum {string} */
                database: "pglite" | "postgres";
                /** @description PGlite only: other statements hold its one connection (an import's transaction) and it answered one within 5 s; the check did not wait in line, and delivery holds the figures read at deliveryReadAt. Always false on PostgreSQL. */
                databaseBusy: boolean;
                /**
                 * Format: date-time
                 * @description when the delivery figures were read
                 */
                deliveryReadAt: string;
                delivery: {
                    /** @description deliveries waiting, of every channel */
                    queued: number;
                    /**
                     * Format: date-time
                     * @description when the oldest waiting delivery was queued
                     */
                    oldestQueuedAt: string | null;
                    oldestWaitSeconds: number | null;
                    channels: {
                        [key: string]: {
                            configured: boolean;
                            queued: number;
                            /** @description failed for good */
                            failed: number;
                        };
                    };
                };
            };
        };
        DeliveryChannel: {
            /** @enum {string} */
            channel: "push" | "email" | "sms";
            /** @description false: its settings are missing and its deliveries wait (channel not configured) */
            configured: boolean;
            queued: number;
            sent: number;
            failed: number;
            /** @description the latest reason a queued delivery is being retried for */
            lastError: string | null;
        };
        DeliveryMessage: {
            id: number;
            /** @enum {string} */
            kind: "sos_reply" | "rating_reply" | "sos_alert" | "notification" | "article" | "event" | "password_reset";
            /** Format: date-time */
            created_at: string;
            /** @description devices, addresses and numbers it was queued for */
            recipients: number;
            channels: components["schemas"]["DeliveryChannel"][];
            failures: {
                id: number;
                /** @enum {string} */
                channel: "push" | "email" | "sms";
                /** @description the address or number; a device token shortened to its end */
                recipient: string;
                /** @description the provider's reason */
                reason: string | null;
                attempts: number;
                /** Format: date-time */
                at: string;
            }[];
        };
        DeliveryEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                items: {
                    record_id: number;
                    messages: components["schemas"]["DeliveryMessage"][];
                }[];
            };
        };
        DeliveryRetryEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                /** @description deliveries queued again */
                retried: number;
                messages: components["schemas"]["DeliveryMessage"][];
            };
        };
        UploadEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                /** @example /api/files/3f2a9c.png */
                path: string;
                /** @enum {string} */
                kind: "photo" | "icon" | "video" | "audio" | "underlay";
                mime: string;
                size: number;
            };
        };
        ChoicesEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                id: number | string;
                name: string;
            }[];
        };
        AuthorNamesEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                id: number;
                name: string;
                email: string;
            }[];
        };
        FeatureCollectionEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                /** @constant */
                type: "FeatureCollection";
                extent: [
                    number,
                    number,
                    number,
                    number
                ];
                features: {
                    /** @constant */
                    type: "Feature";
                    id: number;
                    /** @description 1 when created, one more on every change; sent back by a save */
                    version: number;
                    geometry: components["schemas"]["GeoGeometry"];
                    properties: components["schemas"]["MapFeatureProperties"];
                }[];
                /** @description `after` for the next page; null when this page is the last */
                next: number | null;
            };
        };
        GeoFeature: {
            /** @constant */
            type: "Feature";
            geometry: components["schemas"]["GeoGeometry"];
            properties: components["schemas"]["MapFeatureProperties"];
        };
        /** @description A GeoJSON geometry in WGS84 degrees */
        GeoGeometry: {
            /** @enum {string} */
            type: "Point" | "LineString" | "Polygon" | "MultiPolygon";
            coordinates: unknown[];
        };
        GeoCreateBody: {
            profile: string;
            features: components["schemas"]["GeoFeature"][];
        };
        GeoUpdateBody: {
            profile: string;
            features: (components["schemas"]["GeoFeature"] & {
                id: number;
            })[];
        };
        GeoDeleteBody: {
            ids: number[];
        };
        /** @description A feature as the editor loaded it */
        FeatureRef: {
            id: number;
            /** @description the version it was loaded with */
            version: number;
        };
        GeoSaveBody: {
            profile: string;
            /**
             * @description a corner of the editor's extent, lon,lat
             * @example 19.46,51.76
             */
            p1: string;
            /**
             * @description the opposite corner
             * @example 19.48,51.78
             */
            p2: string;
            new: components["schemas"]["GeoFeature"][];
            edited: (components["schemas"]["GeoFeature"] & components["schemas"]["FeatureRef"])[];
            deleted: components["schemas"]["FeatureRef"][];
            /** @description merge features that moved on since their version with the draft, refusing only clashes (3440); false or absent: refuse any that moved on (1507), as before */
            merge?: boolean;
        };
        /** @description A feature of the draft with its id and version */
        VersionedGeoFeature: components["schemas"]["GeoFeature"] & components["schemas"]["FeatureRef"];
        /** @description A feature of a merged save that clashes with others' changes. To settle it, save again: mine edited and theirs changed: `merged` with the chosen side's value in each of `fields`, naming `version`; mine edited and theirs deleted: drop the edit, or send the feature again as new; mine deleted and theirs changed: drop the deletion, or delete naming `version` */
        GeoSaveClash: {
            id: number;
            /**
             * @description its place in the save: edited.<i> or deleted.<i>
             * @example edited.0
             */
            at: string;
            /** @enum {string} */
            mine: "edited" | "deleted";
            /** @enum {string} */
            theirs: "changed" | "deleted";
            /** @description the version to name when saving again: the draft's now, or the one it had when deleted */
            version: number;
            /** @description mine edited, theirs changed: the fields both changed to different values (null: a value that side does not have) */
            fields: {
                /**
                 * @description type, geometry or properties.<name>
                 * @example properties.name_pl
                 */
                field: string;
                /** @description the value in the version the save was based on */
                base: unknown;
                /** @description the value the save sent */
                mine: unknown;
                /** @description the value in the draft now */
                theirs: unknown;
            }[];
            /** @description mine edited, theirs changed: the draft with each field only mine changed, and mine on each clash; otherwise null */
            merged: components["schemas"]["VersionedGeoFeature"] | null;
            /** @description the feature in the draft now; null when they deleted it */
            current: components["schemas"]["VersionedGeoFeature"] | null;
        };
        GeoSaveEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                /** @description ids of the new features, in the order sent */
                new: number[];
                /** @description the edited features with their versions after the save, in the order sent */
                edited: components["schemas"]["FeatureRef"][];
                deleted: number[];
                /** @description merge only: the edited features written otherwise than sent (merged with others' changes), as the draft now has them */
                merged?: components["schemas"]["VersionedGeoFeature"][];
            };
        };
        GeoConflictEnvelope: components["schemas"]["ErrorEnvelope"] & {
            data: {
                /** @description ids of the features changed or deleted by someone else, in the order of the save */
                conflicts: number[];
                /** @description merge only (3440): each clashing feature, what each side did and the fields in question */
                clashes?: components["schemas"]["GeoSaveClash"][];
            };
        };
        GeoIdsEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                ids: number[];
            };
        };
        ImdfImportEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                created: number;
                /** @description features found by source_id and changed */
                updated: number;
                /** @description features found by source_id and already equal */
                unchanged: number;
                /** @description with replace: features of earlier imports the archive no longer has */
                deleted: number;
                /** @description features imported, by map feature type and floor */
                counts: {
                    [key: string]: {
                        [key: string]: number;
                    };
                };
                skipped: {
                    /** @description the IMDF id */
                    id: string;
                    feature_type: string;
                    /** @description 3110-3118, 3120-3122 */
                    code: number;
                    reason: string;
                    detail?: string;
                }[];
                ignoredFiles: string[];
            };
        };
        RoutingGraphEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                nodes: number;
                edges: number;
                /** @description floors with nodes, bottom to top */
                floors: string[];
                /** @description connected components of the graph */
                components: number;
                /** @description What is wrong with the network, by kind, floor and feature */
                diagnostics: {
                    /**
                     * @description isolated: a part cut off from the main (largest) network; room_without_door: no door opens into the room; unreachable_room: its doors (or inner routes) are all outside the main network; one_way_dead_end: one-way lines lead into a node with no way out, or out of one with no way in
                     * @enum {string}
                     */
                    kind: "isolated" | "room_without_door" | "unreachable_room" | "one_way_dead_end";
                    floor: string;
                    at: components["schemas"]["LonLat"];
                    /** @description the room; the features the cut-off nodes come from (at most 20); the one-way lines at the dead end */
                    features: number[];
                    /** @description isolated: the nodes of the part */
                    nodes?: number;
                    /**
                     * @description one_way_dead_end: which way there is none
                     * @enum {string}
                     */
                    detail?: "no_way_out" | "no_way_in";
                }[];
            };
        };
        /** @description [longitude, latitude] in WGS84 degrees */
        LonLat: [
            number,
            number
        ];
        RoutePlace: {
            id: number;
            type: string;
            floor: string;
        };
        AppParkingEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                lots: {
                    id: number;
                    name: string;
                    campus_name: string | null;
                    /** @description all the lot's spaces */
                    count_all: number | null;
                    taken: number | null;
                    /** @description the spaces in use now */
                    total_real: number | null;
                    free: number | null;
                    /** @description free out of total_real, in %, to a tenth */
                    percent_free: number | null;
                    /** @description the legend entry the free percentage falls in */
                    legend_id: number | null;
                }[];
                legend: {
                    id: number;
                    from_percent: number;
                    to_percent: number;
                    title: string;
                    description: string | null;
                }[];
            };
        };
        ParkingFeedEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                /** @description the lots reported that are known, with their counts now (also when they did not change) */
                updated: {
                    id: number;
                    system_id: string;
                    parking_lot_id: string;
                    count_all: number;
                    taken: number;
                    total_real: number;
                    free: number;
                    percent_free: number;
                }[];
                /** @description the lots reported that no parking lot record has */
                unknown: {
                    system_id: string;
                    parking_lot_id: string;
                }[];
            };
        };
        ClosureBody: {
            /** @description a door, connector, stairs or route of the draft or the latest release */
            feature_id: number;
            /** @description ISO 8601 date-time with its offset, e.g. 2026-11-27T08:00:00+01:00 */
            from: string;
            /** @description after from, and not yet past */
            to: string;
            reason_pl: string;
            reason_en: string;
        };
        ClosureIdEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                id: number;
            };
        };
        ClosedFeature: {
            id: number;
            /** @description door, connector, stairs or route; empty when neither the draft nor the latest release has the feature any more */
            type: string;
            floor: string;
            key: string | null;
            name_pl: string | null;
            name_en: string | null;
        };
        ClosuresEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                id: number;
                feature: components["schemas"]["ClosedFeature"];
                /** Format: date-time */
                from: string;
                /** Format: date-time */
                to: string;
                /** @description in force now; false: planned */
                current: boolean;
                reason_pl: string;
                reason_en: string;
                /** @description the name of who closed it */
                author: string | null;
            }[];
        };
        AppClosuresEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                items: {
                    id: number;
                    feature: {
                        /** @description the feature's stable id */
                        id: number;
                        /** @description door, connector, stairs or route */
                        type: string;
                        floor: string;
                        key: string | null;
                        /** @description in lang (in Polish when it has none in English) */
                        name: string | null;
                    };
                    /** Format: date-time */
                    from: string;
                    /** Format: date-time */
                    to: string;
                    /** @description in lang */
                    reason: string;
                }[];
            };
        };
        AppRouteEnd: {
            /** @description the feature's id; null for a position */
            id: number | null;
            /** @description the feature's type (room, poi, door, …), or position */
            type: string;
            floor: string;
            /** @description the feature's name in lang (in Polish when it has none in English) */
            name: string | null;
            key: string | null;
            /** @description a position's [lon, lat] as asked */
            position?: components["schemas"]["LonLat"];
        };
        AppRouteEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                /** @description the number of the release routed on */
                release: number;
                from: components["schemas"]["AppRouteEnd"];
                to: components["schemas"]["AppRouteEnd"];
                /** @description whether the way was asked step-free */
                accessible: boolean;
                /** @description metres walked, to a tenth */
                length: number;
                /** @description seconds, walking and floor changes */
                duration: number;
                floors: components["schemas"]["RouteStretches"];
                floorChanges: components["schemas"]["RouteFloorChanges"];
                /** @description the way to read, in lang: start, a walk per floor, each floor change, arrive */
                steps: {
                    /** @enum {unknown} */
                    kind: "start" | "walk" | "floor_change" | "arrive";
                    /** @description the floor of the step; of a floor change, the floor reached */
                    floor: string;
                    text: string;
                    /** @description metres, to a tenth (0 but for a walk) */
                    length: number;
                    /** @description seconds */
                    duration: number;
                }[];
            };
        };
        /** @description the stretches walked on one floor each, in walking order */
        RouteStretches: {
            floor: string;
            geometry: {
                /** @constant */
                type: "LineString";
                coordinates: [
                    components["schemas"]["LonLat"],
                    components["schemas"]["LonLat"],
                    ...components["schemas"]["LonLat"][]
                ];
            };
            /** @description metres */
            length: number;
            /** @description seconds */
            duration: number;
        }[];
        /** @description the changes of floor between the stretches, in walking order */
        RouteFloorChanges: {
            /** @description the floor left */
            from: string;
            /** @description the floor reached */
            to: string;
            at: components["schemas"]["LonLat"];
            /** @description the connector_type taken (stairs, moving_stairs, lift, entry, exit), null when the connector has none */
            via: string | null;
            /** @description the connector (or stairs line) the floor is left by */
            feature: number;
            /** @description seconds */
            duration: number;
        }[];
        RoutePathEnvelope: components["schemas"]["Envelope"] & {
            data?: {
                from: components["schemas"]["RoutePlace"];
                to: components["schemas"]["RoutePlace"];
                /** @description whether the path was asked step-free */
                accessible: boolean;
                /** @description metres walked, to a tenth */
                length: number;
                /** @description seconds, walking and floor changes */
                duration: number;
                floors: components["schemas"]["RouteStretches"];
                floorChanges: components["schemas"]["RouteFloorChanges"];
            };
        };
    };
    responses: {
        /** @description No or bad token: message 'Unauthenticated.' */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Wrong role: message 'User does not have the right roles.' */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /**
         * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
         * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
         */
        IdempotencyKey: string;
        /** @description The format: json (GeoJSON for features), the only one served */
        OgcFormat: "json";
        /** @description a map type (`room`): the latest release; with `_draft` (`room_draft`): the draft, staff only */
        OgcCollectionId: string;
        OgcFeatureId: string;
        /** @description The feature's ETag as read (or *). Without it 428 (3469); a feature changed since, 412 (3470). */
        OgcIfMatch: string;
        Lang: "pl" | "en";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    app_commercial: {
        parameters: {
            query?: {
                /** @description The language of the texts (and of the records, where each record is in one language); Polish when missing or unknown. */
                lang?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    /** @description A strong tag of the answer's bytes */
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AppCommercialPage"];
                    };
                };
            };
            /** @description Not modified: If-None-Match holds the answer's ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A page that is not a positive whole number (9005), a filter value the call does not know (9021) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    app_article: {
        parameters: {
            query?: {
                /** @description The language of the texts (and of the records, where each record is in one language); Polish when missing or unknown. */
                lang?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    /** @description A strong tag of the answer's bytes */
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AppArticlePage"];
                    };
                };
            };
            /** @description Not modified: If-None-Match holds the answer's ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A page that is not a positive whole number (9005), a filter value the call does not know (9021) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    app_beacons: {
        parameters: {
            query?: {
                /** @description The language of the texts (and of the records, where each record is in one language); Polish when missing or unknown. */
                lang?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    /** @description A strong tag of the answer's bytes */
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AppBeaconsPage"];
                    };
                };
            };
            /** @description Not modified: If-None-Match holds the answer's ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A page that is not a positive whole number (9005), a filter value the call does not know (9021) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    app_button: {
        parameters: {
            query?: {
                /** @description The language of the texts (and of the records, where each record is in one language); Polish when missing or unknown. */
                lang?: string;
                page?: number;
                /** @description Only the records of this place. Any other value: 422 with code 9021. */
                place?: "before_articles" | "before_events";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    /** @description A strong tag of the answer's bytes */
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AppButtonPage"];
                    };
                };
            };
            /** @description Not modified: If-None-Match holds the answer's ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A page that is not a positive whole number (9005), a filter value the call does not know (9021) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    app_campus: {
        parameters: {
            query?: {
                /** @description The language of the texts (and of the records, where each record is in one language); Polish when missing or unknown. */
                lang?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    /** @description A strong tag of the answer's bytes */
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AppCampusPage"];
                    };
                };
            };
            /** @description Not modified: If-None-Match holds the answer's ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A page that is not a positive whole number (9005), a filter value the call does not know (9021) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    app_category: {
        parameters: {
            query?: {
                /** @description The language of the texts (and of the records, where each record is in one language); Polish when missing or unknown. */
                lang?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    /** @description A strong tag of the answer's bytes */
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AppCategoryPage"];
                    };
                };
            };
            /** @description Not modified: If-None-Match holds the answer's ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A page that is not a positive whole number (9005), a filter value the call does not know (9021) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    appChanges: {
        parameters: {
            query?: {
                /** @description the cursor of the previous answer */
                since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changes and the next cursor */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppChangesEnvelope"];
                };
            };
            /** @description Not modified: If-None-Match holds the answer's ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A cursor that is not one this call gave (9022) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020) */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    appClosures: {
        parameters: {
            query?: {
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The closures in force */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppClosuresEnvelope"];
                };
            };
            /** @description Not modified: the If-None-Match holds the answer's ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many reads from this address this minute (9020), with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    app_event: {
        parameters: {
            query?: {
                /** @description The language of the texts (and of the records, where each record is in one language); Polish when missing or unknown. */
                lang?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    /** @description A strong tag of the answer's bytes */
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AppEventPage"];
                    };
                };
            };
            /** @description Not modified: If-None-Match holds the answer's ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A page that is not a positive whole number (9005), a filter value the call does not know (9021) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    appMap: {
        parameters: {
            query?: {
                /** @description The language of names and labels; Polish when missing or unknown. */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The release and its floors */
            200: {
                headers: {
                    /** @description A strong tag of the answer's bytes */
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppMapEnvelope"];
                };
            };
            /** @description Not modified: If-None-Match holds the answer's ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    app_category_geo: {
        parameters: {
            query?: {
                /** @description The language of the texts (and of the records, where each record is in one language); Polish when missing or unknown. */
                lang?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    /** @description A strong tag of the answer's bytes */
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AppCategoryGeoPage"];
                    };
                };
            };
            /** @description Not modified: If-None-Match holds the answer's ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A page that is not a positive whole number (9005), a filter value the call does not know (9021) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    appMapFloor: {
        parameters: {
            query?: {
                /** @description The language of names and labels; Polish when missing or unknown. */
                lang?: string;
            };
            header?: never;
            path: {
                /** @description a floor GET /api/app/v1/map lists, e.g. p0 */
                floor: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A GeoJSON FeatureCollection */
            200: {
                headers: {
                    /** @description A strong tag of the answer's bytes */
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppFloorEnvelope"];
                };
            };
            /** @description Not modified: If-None-Match holds the answer's ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The latest release has no such floor, or there is no release yet (3300) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    app_notification: {
        parameters: {
            query?: {
                /** @description The language of the texts (and of the records, where each record is in one language); Polish when missing or unknown. */
                lang?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    /** @description A strong tag of the answer's bytes */
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AppNotificationPage"];
                    };
                };
            };
            /** @description Not modified: If-None-Match holds the answer's ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A page that is not a positive whole number (9005), a filter value the call does not know (9021) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    appParking: {
        parameters: {
            query?: {
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lots and the legend */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppParkingEnvelope"];
                };
            };
            /** @description Not modified: the If-None-Match holds the answer's ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many reads from this address this minute (9020), with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    appRoute: {
        parameters: {
            query: {
                /** @description a map feature's id or key, or lon,lat,floor */
                from: string;
                /** @description a map feature's id or key, or lon,lat,floor */
                to: string;
                /** @description true: a step-free way only */
                accessible?: boolean;
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The way */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppRouteEnvelope"];
                };
            };
            /** @description Not modified: the If-None-Match holds the answer's ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No map published yet (3011 on general); no feature of the latest release has the id (3002) or the key (3009) of from or to (on the field) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description from or to missing or neither an id, a key nor lon,lat,floor (3008), a key on several floors without one (3010), a feature left out of routing (3003), reached by no route (3004) or closed now, itself or all its ways in (3408), on the field; accessible neither true nor false (3007); no way between them (3005), none step-free (3006) or only through something closed now (3408) on general */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020), with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The routing thread already has a full queue (3000); try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    appSearch: {
        parameters: {
            query: {
                /** @description the text to find, 1 to 100 characters once trimmed */
                q: string;
                /** @description The language of names and labels; Polish when missing or unknown. */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matches */
            200: {
                headers: {
                    /** @description A strong tag of the answer's bytes */
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppSearchEnvelope"];
                };
            };
            /** @description Not modified: If-None-Match holds the answer's ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description q missing or blank (3302), or longer than 100 characters (3303) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    appTileJson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a floor GET /api/app/v1/map lists, e.g. p0 */
                floor: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description TileJSON */
            200: {
                headers: {
                    /** @description A strong tag of the answer's bytes */
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TileJson"];
                };
            };
            /** @description Not modified: If-None-Match holds the answer's ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The latest release has no such floor, or there is no release yet (3300) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    appTile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a floor GET /api/app/v1/map lists, e.g. p0 */
                floor: string;
                /** @description 12 to 20 */
                z: string;
                /** @description 0 to 2^z − 1 */
                x: string;
                /** @description 0 to 2^z − 1 */
                y: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tile */
            200: {
                headers: {
                    /** @description A strong tag of the answer's bytes */
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.mapbox-vector-tile": string;
                };
            };
            /** @description Not modified: If-None-Match holds the answer's ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The latest release has no such floor (3300), or no such tile: z outside 12 to 20, x or y outside 0 to 2^z − 1 (3301) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_article: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows a page: 10, 25, 50, 100. Any other value: 422 with code 3500. */
                pageSize?: 10 | 25 | 50 | 100;
                search?: string;
                /** @description Sorts all pages on the server by a listed column: `column` ascending, `-column` descending; equal values by id. Any other value: 422 with code 9016. Without it: newest first. */
                sort?: "name" | "-name" | "status" | "-status" | "lang" | "-lang" | "created_at" | "-created_at";
                /** @description Only the records that stand so against their publication window (publish_at to unpublish_at) now: hidden (not active), scheduled (before the window), live (public now), ended (after it). Any other value: 422 with code 9019. */
                publication?: "scheduled" | "live" | "ended" | "hidden";
                /** @description Only the records whose status is this. A wrong value: 422 with code 3501. */
                status?: "active" | "inactive";
                /** @description Only the records whose lang is this. A wrong value: 422 with code 3501. */
                lang?: "pl" | "en";
                /** @description Only the records whose category_id is this record's id. A wrong value: 422 with code 3501. */
                category_id?: number;
                /** @description Only the records whose campus_id is this record's id. A wrong value: 422 with code 3501. */
                campus_id?: number;
                /** @description Only the records whose created_at is at or after this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "created_at.from"?: string;
                /** @description Only the records whose created_at is at or before this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "created_at.to"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ArticlePage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 1701, 1702, 1703, 1704, 1705, 1706, 1707, 1708, 1709, 1710, 1711, 1712, 1713, 1714, 1715, 1720. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_article: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleCreate"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ArticleRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 1701, 1702, 1703, 1704, 1705, 1706, 1707, 1708, 1709, 1710, 1711, 1712, 1713, 1714, 1715, 1720. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    view_article: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ArticleRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 1701, 1702, 1703, 1704, 1705, 1706, 1707, 1708, 1709, 1710, 1711, 1712, 1713, 1714, 1715, 1720. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_article: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleUpdate"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ArticleRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 1701, 1702, 1703, 1704, 1705, 1706, 1707, 1708, 1709, 1710, 1711, 1712, 1713, 1714, 1715, 1720. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_article: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 1701, 1702, 1703, 1704, 1705, 1706, 1707, 1708, 1709, 1710, 1711, 1712, 1713, 1714, 1715, 1720. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    bulk_article: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "activate" | "deactivate" | "delete";
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Each record's outcome, in the asked order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BulkResult"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 1701, 1702, 1703, 1704, 1705, 1706, 1707, 1708, 1709, 1710, 1711, 1712, 1713, 1714, 1715, 1720. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    export_article: {
        parameters: {
            query?: {
                search?: string;
                /** @description Sorts all pages on the server by a listed column: `column` ascending, `-column` descending; equal values by id. Any other value: 422 with code 9016. Without it: newest first. */
                sort?: "name" | "-name" | "status" | "-status" | "lang" | "-lang" | "created_at" | "-created_at";
                /** @description Only the records that stand so against their publication window (publish_at to unpublish_at) now: hidden (not active), scheduled (before the window), live (public now), ended (after it). Any other value: 422 with code 9019. */
                publication?: "scheduled" | "live" | "ended" | "hidden";
                /** @description Only the records whose status is this. A wrong value: 422 with code 3501. */
                status?: "active" | "inactive";
                /** @description Only the records whose lang is this. A wrong value: 422 with code 3501. */
                lang?: "pl" | "en";
                /** @description Only the records whose category_id is this record's id. A wrong value: 422 with code 3501. */
                category_id?: number;
                /** @description Only the records whose campus_id is this record's id. A wrong value: 422 with code 3501. */
                campus_id?: number;
                /** @description Only the records whose created_at is at or after this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "created_at.from"?: string;
                /** @description Only the records whose created_at is at or before this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "created_at.to"?: string;
                /** @description The IANA time zone the file's date-times are written in (DD-MM-YYYY HH:mm:ss), the console's own; Europe/Warsaw unless said. An unknown zone: 422 with code 3502. */
                tz?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file (Content-Disposition: attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 1701, 1702, 1703, 1704, 1705, 1706, 1707, 1708, 1709, 1710, 1711, 1712, 1713, 1714, 1715, 1720. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    auditHistory: {
        parameters: {
            query?: {
                page?: number;
                /** @description an area (e.g. article), or map */
                area?: string;
                record_id?: number;
                /** @description the account that made the change */
                user_id?: number;
                /** @description create, update, delete, a command's name (respond, push, change_password, …), save, publish, rollback, imdf_import, feed, retry_delivery */
                action?: string;
                /** @description ISO date or date-time, inclusive */
                from?: string;
                /** @description ISO date or date-time, inclusive */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message: string | null;
                        errors: null;
                        data: {
                            page: number;
                            pageSize: number;
                            total: number;
                            items: {
                                id: number;
                                /** Format: date-time */
                                at: string;
                                user_id: number | null;
                                user_name: string | null;
                                area: string;
                                record_id: number | null;
                                action: string;
                                /** @description A record's write: each changed field with its value before and after ({ name: { before, after } }). A map save, an IMDF import or a delivery retry: that action's summary (floor, ids saved, counts). */
                                changes: {
                                    [key: string]: unknown;
                                };
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description A filter is not valid (9005 page, 9006 others) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginBody"];
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenEnvelope"];
                };
            };
            /** @description Wrong login or password (1001), missing fields (1003, 1004) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many failed attempts (1012) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoutEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    oauthCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    state: string;
                    /** @description the iss parameter of the return (RFC 9207), when there is one */
                    iss?: string;
                    /** @description the native app's PKCE verifier, whose S256 is the code_challenge of its start (RFC 7636); the console sends none */
                    code_verifier?: string;
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenEnvelope"];
                };
            };
            /** @description The provider's answer failed verification: id_token signature or alg none, iss, aud, exp, nonce (1025) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The role claim maps to no directory role (1026) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Another account (a local one, or one linked to another subject) has this e-mail address or login (1027); a directory account not yet linked has it and the provider has not verified it (1031) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No code (1014), no state (1021), an unknown or used state (1022), an expired state (1023), a code the provider refused (1024); a native app's code_verifier missing, malformed or not matching its start's code_challenge, or one sent for the console's sign-in (1035) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Single sign-on is not configured (1013) */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The provider cannot be reached or refused this server (1020); it gave no e-mail address or subject (1029) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    oauthConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description On or off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthConfigEnvelope"];
                };
            };
        };
    };
    oauthStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description one of APP_REDIRECT_URIS, exactly as written there
                     * @example pl.umed.campus:/oauth
                     */
                    redirect_uri?: string;
                    /** @description BASE64URL(SHA-256(code_verifier)) without padding (RFC 7636) */
                    code_challenge?: string;
                    /** @enum {string} */
                    code_challenge_method?: "S256";
                };
            };
        };
        responses: {
            /** @description The authorization URL */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthStartEnvelope"];
                };
            };
            /** @description A native app's start refused: redirect URI not on APP_REDIRECT_URIS (1032), challenge missing or not S256-shaped (1033), method not S256 (1034); an unknown field (9002) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Single sign-on is not configured (1013) */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The provider cannot be reached or its metadata is unusable (1020) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    change_own_password_user: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserChangeOwnPasswordBody"];
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 1901, 1902, 1903, 1904, 1905, 1906, 1907, 1908, 1909, 1910, 1911, 1912, 1913, 1914, 1915, 3200, 3201, 3202, 3203, 3204. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    passwordForgot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Asked (whether or not the address has an account) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No e-mail (1003), not an e-mail (1005), an unknown field (9002) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No mail can be sent: SMTP_URL is not set (1011) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    passwordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description The password is set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A directory account (1913) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No token (3231); a link unknown, used or expired (3230); the password missing (1004), too short (1007), too long (1016), without an upper-case letter, a lower-case letter and a digit (1008) or guessable (1018); the confirmation missing (1004) or different (1015); an unknown field (9002) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    whoami: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhoamiEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    authorNames: {
        parameters: {
            query: {
                /** @description user ids, comma-separated, e.g. 3,5,8 */
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Authors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorNamesEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description `ids` is not a list of at most 100 positive ids (9006) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    beaconBasic: {
        parameters: {
            query?: {
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Choices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChoicesEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    list_beacons: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows a page: 10, 25, 50, 100. Any other value: 422 with code 3500. */
                pageSize?: 10 | 25 | 50 | 100;
                search?: string;
                /** @description Sorts all pages on the server by a listed column: `column` ascending, `-column` descending; equal values by id. Any other value: 422 with code 9016. Without it: newest first. */
                sort?: "name" | "-name" | "mac" | "-mac" | "floor" | "-floor" | "battery" | "-battery" | "status" | "-status";
                /** @description Only the records whose status is this. A wrong value: 422 with code 3501. */
                status?: "active" | "inactive";
                /** @description Only the records whose floor is this. A wrong value: 422 with code 3501. */
                floor?: "p-2" | "p-1" | "p0" | "p1" | "p2" | "p3" | "p4" | "p5" | "p6" | "p7" | "p8" | "p9" | "p10" | "p11" | "p12" | "p13" | "p14" | "p15" | "p16" | "p17" | "p18" | "p19" | "p20";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BeaconsPage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 6500, 6501, 6502, 6503, 6504, 6505, 6506, 6507, 6508, 6509, 6510, 6511, 6512, 6513, 6514, 6515, 6516, 6517, 6518, 6519, 6520. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    view_beacons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BeaconsRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 6500, 6501, 6502, 6503, 6504, 6505, 6506, 6507, 6508, 6509, 6510, 6511, 6512, 6513, 6514, 6515, 6516, 6517, 6518, 6519, 6520. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_beacons: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BeaconsUpdate"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BeaconsRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 6500, 6501, 6502, 6503, 6504, 6505, 6506, 6507, 6508, 6509, 6510, 6511, 6512, 6513, 6514, 6515, 6516, 6517, 6518, 6519, 6520. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    bulk_beacons: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "activate" | "deactivate";
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Each record's outcome, in the asked order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BulkResult"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 6500, 6501, 6502, 6503, 6504, 6505, 6506, 6507, 6508, 6509, 6510, 6511, 6512, 6513, 6514, 6515, 6516, 6517, 6518, 6519, 6520. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    export_beacons: {
        parameters: {
            query?: {
                search?: string;
                /** @description Sorts all pages on the server by a listed column: `column` ascending, `-column` descending; equal values by id. Any other value: 422 with code 9016. Without it: newest first. */
                sort?: "name" | "-name" | "mac" | "-mac" | "floor" | "-floor" | "battery" | "-battery" | "status" | "-status";
                /** @description Only the records whose status is this. A wrong value: 422 with code 3501. */
                status?: "active" | "inactive";
                /** @description Only the records whose floor is this. A wrong value: 422 with code 3501. */
                floor?: "p-2" | "p-1" | "p0" | "p1" | "p2" | "p3" | "p4" | "p5" | "p6" | "p7" | "p8" | "p9" | "p10" | "p11" | "p12" | "p13" | "p14" | "p15" | "p16" | "p17" | "p18" | "p19" | "p20";
                /** @description The IANA time zone the file's date-times are written in (DD-MM-YYYY HH:mm:ss), the console's own; Europe/Warsaw unless said. An unknown zone: 422 with code 3502. */
                tz?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file (Content-Disposition: attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 6500, 6501, 6502, 6503, 6504, 6505, 6506, 6507, 6508, 6509, 6510, 6511, 6512, 6513, 6514, 6515, 6516, 6517, 6518, 6519, 6520. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_button: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows a page: 10, 25, 50, 100. Any other value: 422 with code 3500. */
                pageSize?: 10 | 25 | 50 | 100;
                search?: string;
                /** @description Only the records that stand so against their publication window (start_date to end_date) now: hidden (not active), scheduled (before the window), live (public now), ended (after it). Any other value: 422 with code 9019. */
                publication?: "scheduled" | "live" | "ended" | "hidden";
                /** @description Only the records whose status is this. A wrong value: 422 with code 3501. */
                status?: "active" | "inactive";
                /** @description Only the records whose lang is this. A wrong value: 422 with code 3501. */
                lang?: "pl" | "en";
                /** @description Only the records whose place is this. A wrong value: 422 with code 3501. */
                place?: "before_articles" | "before_events";
                /** @description Only the records whose start_date is at or after this day (YYYY-MM-DD). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "start_date.from"?: string;
                /** @description Only the records whose start_date is at or before this day (YYYY-MM-DD). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "start_date.to"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ButtonPage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 2300, 2301, 2302, 2303, 2304, 2305, 2306, 2307, 2308, 2309, 2310, 2311, 2312, 2313, 2314, 2315, 2316, 2317, 2318, 2353. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_button: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ButtonCreate"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ButtonRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 2300, 2301, 2302, 2303, 2304, 2305, 2306, 2307, 2308, 2309, 2310, 2311, 2312, 2313, 2314, 2315, 2316, 2317, 2318, 2353. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    view_button: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ButtonRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 2300, 2301, 2302, 2303, 2304, 2305, 2306, 2307, 2308, 2309, 2310, 2311, 2312, 2313, 2314, 2315, 2316, 2317, 2318, 2353. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_button: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ButtonUpdate"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ButtonRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 2300, 2301, 2302, 2303, 2304, 2305, 2306, 2307, 2308, 2309, 2310, 2311, 2312, 2313, 2314, 2315, 2316, 2317, 2318, 2353. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_button: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 2300, 2301, 2302, 2303, 2304, 2305, 2306, 2307, 2308, 2309, 2310, 2311, 2312, 2313, 2314, 2315, 2316, 2317, 2318, 2353. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    bulk_button: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "activate" | "deactivate" | "delete";
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Each record's outcome, in the asked order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BulkResult"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 2300, 2301, 2302, 2303, 2304, 2305, 2306, 2307, 2308, 2309, 2310, 2311, 2312, 2313, 2314, 2315, 2316, 2317, 2318, 2353. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_campus: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows a page: 10, 25, 50, 100. Any other value: 422 with code 3500. */
                pageSize?: 10 | 25 | 50 | 100;
                search?: string;
                /** @description Sorts all pages on the server by a listed column: `column` ascending, `-column` descending; equal values by id. Any other value: 422 with code 9016. Without it: newest first. */
                sort?: "name_pl" | "-name_pl" | "name_en" | "-name_en" | "enabled" | "-enabled" | "lang" | "-lang";
                /** @description Only the records whose enabled is this. A wrong value: 422 with code 3501. */
                enabled?: boolean;
                /** @description Only the records whose lang is this. A wrong value: 422 with code 3501. */
                lang?: "pl" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CampusPage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 2401, 2402, 2403, 2404, 2405, 2406, 2407. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_campus: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampusCreate"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CampusRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 2401, 2402, 2403, 2404, 2405, 2406, 2407. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    campusBasic: {
        parameters: {
            query?: {
                lang?: components["parameters"]["Lang"];
                /** @description an id added even when inactive */
                with?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Choices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChoicesEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    view_campus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CampusRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 2401, 2402, 2403, 2404, 2405, 2406, 2407. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_campus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampusUpdate"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CampusRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 2401, 2402, 2403, 2404, 2405, 2406, 2407. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_campus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 2401, 2402, 2403, 2404, 2405, 2406, 2407. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    bulk_campus: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "activate" | "deactivate" | "delete";
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Each record's outcome, in the asked order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BulkResult"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 2401, 2402, 2403, 2404, 2405, 2406, 2407. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    export_campus: {
        parameters: {
            query?: {
                search?: string;
                /** @description Sorts all pages on the server by a listed column: `column` ascending, `-column` descending; equal values by id. Any other value: 422 with code 9016. Without it: newest first. */
                sort?: "name_pl" | "-name_pl" | "name_en" | "-name_en" | "enabled" | "-enabled" | "lang" | "-lang";
                /** @description Only the records whose enabled is this. A wrong value: 422 with code 3501. */
                enabled?: boolean;
                /** @description Only the records whose lang is this. A wrong value: 422 with code 3501. */
                lang?: "pl" | "en";
                /** @description The IANA time zone the file's date-times are written in (DD-MM-YYYY HH:mm:ss), the console's own; Europe/Warsaw unless said. An unknown zone: 422 with code 3502. */
                tz?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file (Content-Disposition: attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 2401, 2402, 2403, 2404, 2405, 2406, 2407. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_category: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows a page: 10, 25, 50, 100. Any other value: 422 with code 3500. */
                pageSize?: 10 | 25 | 50 | 100;
                search?: string;
                /** @description Sorts all pages on the server by a listed column: `column` ascending, `-column` descending; equal values by id. Any other value: 422 with code 9016. Without it: newest first. */
                sort?: "name_pl" | "-name_pl" | "name_en" | "-name_en" | "created_at" | "-created_at";
                /** @description Only the records whose created_at is at or after this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "created_at.from"?: string;
                /** @description Only the records whose created_at is at or before this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "created_at.to"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CategoryPage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 1825, 1826, 1827, 1828, 1829. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_category: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryCreate"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CategoryRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 1825, 1826, 1827, 1828, 1829. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    categoryBasic: {
        parameters: {
            query?: {
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Choices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChoicesEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    list_category_geo: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows a page: 10, 25, 50, 100. Any other value: 422 with code 3500. */
                pageSize?: 10 | 25 | 50 | 100;
                search?: string;
                /** @description Only the records whose enabled is this. A wrong value: 422 with code 3501. */
                enabled?: boolean;
                /** @description Only the records whose lang is this. A wrong value: 422 with code 3501. */
                lang?: "pl" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CategoryGeoPage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 1201, 1202, 1203, 1204, 1205, 1206, 1207, 1208, 1209, 1210, 1211, 1212, 1213, 1214, 1215, 1216, 1217, 1218, 1219. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_category_geo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryGeoCreate"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CategoryGeoRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 1201, 1202, 1203, 1204, 1205, 1206, 1207, 1208, 1209, 1210, 1211, 1212, 1213, 1214, 1215, 1216, 1217, 1218, 1219. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    categoryGeoBasic: {
        parameters: {
            query?: {
                lang?: components["parameters"]["Lang"];
                with?: number;
                id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Choices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChoicesEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    view_category_geo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CategoryGeoRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 1201, 1202, 1203, 1204, 1205, 1206, 1207, 1208, 1209, 1210, 1211, 1212, 1213, 1214, 1215, 1216, 1217, 1218, 1219. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_category_geo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryGeoUpdate"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CategoryGeoRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 1201, 1202, 1203, 1204, 1205, 1206, 1207, 1208, 1209, 1210, 1211, 1212, 1213, 1214, 1215, 1216, 1217, 1218, 1219. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_category_geo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 1201, 1202, 1203, 1204, 1205, 1206, 1207, 1208, 1209, 1210, 1211, 1212, 1213, 1214, 1215, 1216, 1217, 1218, 1219. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    bulk_category_geo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "activate" | "deactivate" | "delete";
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Each record's outcome, in the asked order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BulkResult"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 1201, 1202, 1203, 1204, 1205, 1206, 1207, 1208, 1209, 1210, 1211, 1212, 1213, 1214, 1215, 1216, 1217, 1218, 1219. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    view_category: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CategoryRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 1825, 1826, 1827, 1828, 1829. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_category: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryUpdate"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CategoryRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 1825, 1826, 1827, 1828, 1829. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_category: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 1825, 1826, 1827, 1828, 1829. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    bulk_category: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete";
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Each record's outcome, in the asked order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BulkResult"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 1825, 1826, 1827, 1828, 1829. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    export_category: {
        parameters: {
            query?: {
                search?: string;
                /** @description Sorts all pages on the server by a listed column: `column` ascending, `-column` descending; equal values by id. Any other value: 422 with code 9016. Without it: newest first. */
                sort?: "name_pl" | "-name_pl" | "name_en" | "-name_en" | "created_at" | "-created_at";
                /** @description Only the records whose created_at is at or after this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "created_at.from"?: string;
                /** @description Only the records whose created_at is at or before this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "created_at.to"?: string;
                /** @description The IANA time zone the file's date-times are written in (DD-MM-YYYY HH:mm:ss), the console's own; Europe/Warsaw unless said. An unknown zone: 422 with code 3502. */
                tz?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file (Content-Disposition: attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 1825, 1826, 1827, 1828, 1829. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    change_password_user: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserChangePasswordBody"];
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 1901, 1902, 1903, 1904, 1905, 1906, 1907, 1908, 1909, 1910, 1911, 1912, 1913, 1914, 1915, 3200, 3201, 3202, 3203, 3204. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_commercial: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows a page: 10, 25, 50, 100. Any other value: 422 with code 3500. */
                pageSize?: 10 | 25 | 50 | 100;
                search?: string;
                /** @description Only the records that stand so against their publication window (publish_at to unpublish_at) now: hidden (not active), scheduled (before the window), live (public now), ended (after it). Any other value: 422 with code 9019. */
                publication?: "scheduled" | "live" | "ended" | "hidden";
                /** @description Only the records whose status is this. A wrong value: 422 with code 3501. */
                status?: "active" | "inactive";
                /** @description Only the records whose lang is this. A wrong value: 422 with code 3501. */
                lang?: "pl" | "en";
                /** @description Only the records whose beacon_id is this record's id. A wrong value: 422 with code 3501. */
                beacon_id?: number;
                /** @description Only the records whose created_at is at or after this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "created_at.from"?: string;
                /** @description Only the records whose created_at is at or before this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "created_at.to"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CommercialPage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 6000, 6001, 6002, 6003, 6004, 6005, 6006, 6007, 6008, 6009. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_commercial: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommercialCreate"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CommercialRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 6000, 6001, 6002, 6003, 6004, 6005, 6006, 6007, 6008, 6009. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    view_commercial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CommercialRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 6000, 6001, 6002, 6003, 6004, 6005, 6006, 6007, 6008, 6009. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_commercial: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommercialUpdate"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CommercialRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 6000, 6001, 6002, 6003, 6004, 6005, 6006, 6007, 6008, 6009. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_commercial: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 6000, 6001, 6002, 6003, 6004, 6005, 6006, 6007, 6008, 6009. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    bulk_commercial: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "activate" | "deactivate" | "delete";
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Each record's outcome, in the asked order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BulkResult"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 6000, 6001, 6002, 6003, 6004, 6005, 6006, 6007, 6008, 6009. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deliveryReport: {
        parameters: {
            query: {
                /** @description an area, e.g. sos, rating, notification, push_notifications, article, event */
                area: string;
                /** @description 1 to 50 record ids, separated by commas */
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The records' deliveries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description An unknown area (3225); ids missing or not 1 to 50 ids (3226) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deliveryRetry: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                area: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryRetryEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description The record has no deliveries (3227) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unknown area (3225) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    docs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The docs page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Unknown path (9004) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_email_sms: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows a page: 10, 25, 50, 100. Any other value: 422 with code 3500. */
                pageSize?: 10 | 25 | 50 | 100;
                search?: string;
                /** @description Only the records whose status is this. A wrong value: 422 with code 3501. */
                status?: "active" | "inactive";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["EmailSmsPage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 6300, 6301, 6302, 6303, 6304, 6305, 6306. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_email_sms: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailSmsCreate"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["EmailSmsRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 6300, 6301, 6302, 6303, 6304, 6305, 6306. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    view_email_sms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["EmailSmsRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 6300, 6301, 6302, 6303, 6304, 6305, 6306. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_email_sms: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailSmsUpdate"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["EmailSmsRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 6300, 6301, 6302, 6303, 6304, 6305, 6306. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_email_sms: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 6300, 6301, 6302, 6303, 6304, 6305, 6306. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    bulk_email_sms: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "activate" | "deactivate" | "delete";
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Each record's outcome, in the asked order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BulkResult"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 6300, 6301, 6302, 6303, 6304, 6305, 6306. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_event: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows a page: 10, 25, 50, 100. Any other value: 422 with code 3500. */
                pageSize?: 10 | 25 | 50 | 100;
                search?: string;
                /** @description Sorts all pages on the server by a listed column: `column` ascending, `-column` descending; equal values by id. Any other value: 422 with code 9016. Without it: newest first. */
                sort?: "name" | "-name" | "date" | "-date" | "status" | "-status" | "lang" | "-lang";
                /** @description Only the records that stand so against their publication window (publish_at to unpublish_at) now: hidden (not active), scheduled (before the window), live (public now), ended (after it). Any other value: 422 with code 9019. */
                publication?: "scheduled" | "live" | "ended" | "hidden";
                /** @description Only the records whose status is this. A wrong value: 422 with code 3501. */
                status?: "active" | "inactive";
                /** @description Only the records whose lang is this. A wrong value: 422 with code 3501. */
                lang?: "pl" | "en";
                /** @description Only the records whose category_id is this record's id. A wrong value: 422 with code 3501. */
                category_id?: number;
                /** @description Only the records whose campus_id is this record's id. A wrong value: 422 with code 3501. */
                campus_id?: number;
                /** @description Only the records whose date is at or after this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "date.from"?: string;
                /** @description Only the records whose date is at or before this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "date.to"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["EventPage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 1801, 1802, 1803, 1804, 1805, 1806, 1807, 1808, 1809, 1810, 1811, 1812, 1813, 1814, 1815, 1816, 1817, 1818, 1819, 1820, 1821. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_event: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventCreate"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["EventRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 1801, 1802, 1803, 1804, 1805, 1806, 1807, 1808, 1809, 1810, 1811, 1812, 1813, 1814, 1815, 1816, 1817, 1818, 1819, 1820, 1821. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    view_event: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["EventRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 1801, 1802, 1803, 1804, 1805, 1806, 1807, 1808, 1809, 1810, 1811, 1812, 1813, 1814, 1815, 1816, 1817, 1818, 1819, 1820, 1821. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_event: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventUpdate"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["EventRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 1801, 1802, 1803, 1804, 1805, 1806, 1807, 1808, 1809, 1810, 1811, 1812, 1813, 1814, 1815, 1816, 1817, 1818, 1819, 1820, 1821. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_event: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 1801, 1802, 1803, 1804, 1805, 1806, 1807, 1808, 1809, 1810, 1811, 1812, 1813, 1814, 1815, 1816, 1817, 1818, 1819, 1820, 1821. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    bulk_event: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "activate" | "deactivate" | "delete";
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Each record's outcome, in the asked order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BulkResult"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 1801, 1802, 1803, 1804, 1805, 1806, 1807, 1808, 1809, 1810, 1811, 1812, 1813, 1814, 1815, 1816, 1817, 1818, 1819, 1820, 1821. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    export_event: {
        parameters: {
            query?: {
                search?: string;
                /** @description Sorts all pages on the server by a listed column: `column` ascending, `-column` descending; equal values by id. Any other value: 422 with code 9016. Without it: newest first. */
                sort?: "name" | "-name" | "date" | "-date" | "status" | "-status" | "lang" | "-lang";
                /** @description Only the records that stand so against their publication window (publish_at to unpublish_at) now: hidden (not active), scheduled (before the window), live (public now), ended (after it). Any other value: 422 with code 9019. */
                publication?: "scheduled" | "live" | "ended" | "hidden";
                /** @description Only the records whose status is this. A wrong value: 422 with code 3501. */
                status?: "active" | "inactive";
                /** @description Only the records whose lang is this. A wrong value: 422 with code 3501. */
                lang?: "pl" | "en";
                /** @description Only the records whose category_id is this record's id. A wrong value: 422 with code 3501. */
                category_id?: number;
                /** @description Only the records whose campus_id is this record's id. A wrong value: 422 with code 3501. */
                campus_id?: number;
                /** @description Only the records whose date is at or after this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "date.from"?: string;
                /** @description Only the records whose date is at or before this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "date.to"?: string;
                /** @description The IANA time zone the file's date-times are written in (DD-MM-YYYY HH:mm:ss), the console's own; Europe/Warsaw unless said. An unknown zone: 422 with code 3502. */
                tz?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file (Content-Disposition: attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 1801, 1802, 1803, 1804, 1805, 1806, 1807, 1808, 1809, 1810, 1811, 1812, 1813, 1814, 1815, 1816, 1817, 1818, 1819, 1820, 1821. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    file: {
        parameters: {
            query?: never;
            header?: {
                /** @description one range of bytes, e.g. bytes=0-1023; several ranges get the whole file */
                Range?: string;
                /** @description the file's ETag or Last-Modified: the range applies only to that copy */
                "If-Range"?: string;
                "If-None-Match"?: string;
                "If-Modified-Since"?: string;
            };
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The bytes of the Range, with Content-Range */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The client's copy is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such file (2205) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The range lies outside the file (3320); Content-Range names its size */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    geoUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GeoUpdateBody"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeoIdsEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description A feature is not on that floor or does not exist (1505); nothing was changed */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description As for POST, and a missing or repeated id (9006) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    geoCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GeoCreateBody"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeoIdsEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Not a Feature (1500), unknown floor (1502), bad geometry (1503), geometry kind not allowed (1504), a geometry that is not valid by OGC simple features, as the editor's Check finds too (1510 crosses or touches itself, 1511 a ring not closed, 1512 too few positions, 1513 a hole outside its shell or inside another hole), more than 10,000 vertices in one feature (1514), empty or too long list (1506), unknown type (1300), a property refused (1400-1409, 1600-1607 on features.<i>.properties.<name>), more than 20,000 features on the floor after the create (1508, on general) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    geoDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GeoDeleteBody"];
            };
        };
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeoIdsEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description A feature does not exist (1505); nothing was deleted */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Empty or too long list (1506), malformed id (9006) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    geoBasic: {
        parameters: {
            query?: {
                geomType?: "POINT" | "POLYGON" | "LINE";
                /** @description only features whose name contains this text */
                p?: string;
                /** @description floor, e.g. p0 */
                profile?: string;
                with?: number;
                without?: number;
                id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Choices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChoicesEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    geoBounds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The boxes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            bbox: components["schemas"]["AppBbox"] | null;
                            floors: {
                                /** @example p0 */
                                floor: string;
                                bbox: components["schemas"]["AppBbox"];
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    geoDownload: {
        parameters: {
            query: {
                profile: string;
                /** @description map types separated by commas (GET /api/type); absent or empty: every type */
                types?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The features */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/geo+json": {
                        /** @constant */
                        type: "FeatureCollection";
                        features: {
                            /** @constant */
                            type: "Feature";
                            id: number;
                            version: number;
                            geometry: components["schemas"]["GeoGeometry"];
                            properties: components["schemas"]["MapFeatureProperties"];
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Floor missing or unknown (1502 on profile), a type not known (1300 on types) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    geoExtent: {
        parameters: {
            query: {
                profile: string;
                p1: string;
                p2: string;
                /** @description features per page */
                limit?: number;
                /** @description the `next` of the previous page; absent for the first */
                after?: number;
                /** @description read the floor as release `release` has it (read-only; GET /api/map/releases lists them); absent: the draft, which the editor edits */
                release?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A feature collection */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureCollectionEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such release (1521 on release) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Bad extent (1501), floor (1502), limit, after or release (9006) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    geoSave: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GeoSaveBody"];
            };
        };
        responses: {
            /** @description Saved; the message is the edited-record text */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeoSaveEnvelope"];
                };
            };
            /** @description Not a JSON object (9001) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description An edited or deleted feature is on another floor (1505 on edited.<i>.id or deleted.<i>.id); nothing was written */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Without merge: features changed or deleted by someone else since they were loaded (1507 on each place, beside any 1505). With merge: clashes with others' changes (3440 on each place, `data.clashes`). Nothing was written */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeoConflictEnvelope"];
                };
            };
            /** @description The body is larger than 32 MB (9008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unknown floor (1502), bad p1 or p2 (1501), a list that is not a list or longer than 10,000, or all three empty (1506), not a Feature (1500), bad geometry (1503), geometry kind not allowed (1504), a geometry that is not valid by OGC simple features, as the editor's Check finds too (1510 crosses or touches itself, 1511 a ring not closed, 1512 too few positions, 1513 a hole outside its shell or inside another hole), more than 10,000 vertices in one feature (1514), unknown type (1300), a property refused (1400-1409, 1600-1607), a malformed id or version or a feature named twice in the save (9006), more than 20,000 features on the floor after the save (1508, on general) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    geoSearch: {
        parameters: {
            query: {
                /** @description the text, 1 to 120 characters once trimmed */
                q: string;
                /** @description matches per answer */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matches */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            total: number;
                            items: {
                                id: number;
                                /** @example p0 */
                                floor: string;
                                /** @example room */
                                type: string;
                                key: string | null;
                                name_pl: string | null;
                                name_en: string | null;
                                bbox: components["schemas"]["AppBbox"];
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description q missing or blank (3420) or longer than 120 characters (3421); limit not a whole number from 1 to 100 (3422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthEnvelope"];
                };
            };
            /** @description Unknown path (9004) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    imdfExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description The worker threads' queue is full (3119) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    imdfImport: {
        parameters: {
            query?: {
                replace?: "true" | "false";
            };
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description the IMDF zip
                     */
                    archive: string;
                };
            };
        };
        responses: {
            /** @description Imported; the report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImdfImportEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Too many entries (3105) or too large, zipped or unzipped (3106, naming where the reading stopped); nothing was imported */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No archive (3100), not a zip (3101), no manifest.json (3102), a file that is not a GeoJSON FeatureCollection (3103), a path leaving the archive (3104), a reference to a level the archive lacks (3107), an unsupported IMDF version (3108), more than 20,000 features on a floor with what it already holds (3109, naming the floor), a file whose `crs` member (GeoJSON 2008) names a coordinate system not known here (3480) or is not a named system (3481), naming the file and the system (a file in EPSG:2180, 2176-2179, 3857 or 4258 is converted to WGS84 instead); the message names the file or feature, nothing was imported */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The worker threads already have a full queue of archives and routing builds (3119); try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    parkingFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    system_id: string;
                    parking_lot_id: string;
                    /** @description spaces taken now */
                    taken: number;
                    /** @description spaces in use now */
                    total: number;
                }[];
            };
        };
        responses: {
            /** @description The lots updated, with their counts, and those not known */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParkingFeedEnvelope"];
                };
            };
            /** @description Malformed JSON (9001) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The token is missing or wrong (3311) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is over 512 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not a list of 1 to 1000 entries (3312 on general); per entry (on <index> or <index>.<key>): not an object (3313), system_id (3314), parking_lot_id (3315), taken (3316) or total (3317) missing or wrong, a lot listed twice (3318). Nothing is updated then. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PARKING_FEED_TOKEN is not set: the feed is off (3310) */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    mapClosures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The closures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClosuresEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    mapClose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClosureBody"];
            };
        };
        responses: {
            /** @description Closed: the closure's id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClosureIdEnvelope"];
                };
            };
            /** @description Not a JSON object (9001) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Neither the draft nor the latest release has a feature of feature_id (3401) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description On the field: feature_id not an id (3400) or of a type that cannot be closed (3402); from or to not a date-time with its offset (3403); to not after from (3404) or already past (3405); reason_pl or reason_en missing, blank or over 500 characters (3406) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    mapClosureDelete: {
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
            /** @description Deleted: the closure's id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClosureIdEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such closure (3407) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    mapConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            tileUrl: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    mapDiff: {
        parameters: {
            query: {
                /** @description a release number */
                from: string;
                /** @description a release number, or draft */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The differences */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MapDiffEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such release (1521 on from or to) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description from or to missing or not a release number (to may be draft) (1522) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    mapLive: {
        parameters: {
            query: {
                profile: string;
                ticket: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream, open until the client or the server ends it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description No ticket, or one unknown, spent, expired or for another floor (3441) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unknown floor (1502) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The account already has 5 live streams open (3442) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down (9011) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    mapLiveTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    profile: string;
                };
            };
        };
        responses: {
            /** @description The ticket */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @description 32 characters of base64url */
                            ticket: string;
                            /**
                             * @description seconds it stays good
                             * @example 30
                             */
                            expiresIn: number;
                        };
                    };
                };
            };
            /** @description Not a JSON object (9001) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Unknown floor (1502) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    mapPresence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description the `hello` event's stream
                     */
                    stream: string;
                    /** @description ids of the selected features */
                    selected: number[];
                };
            };
        };
        responses: {
            /** @description Taken */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            floor: string;
                        };
                    };
                };
            };
            /** @description Not a JSON object (9001) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description The account has no open live stream of that id (3444) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A stream that is not an id (9006), a selection that is not a list of at most 1,000 feature ids (3445) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Sent again within 250 ms (3443) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    mapPublish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReleaseCommentBody"];
            };
        };
        responses: {
            /** @description The new release */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReleaseMadeEnvelope"];
                };
            };
            /** @description Not a JSON object (9001) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Nothing to publish: the draft is the latest release (1520) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A comment that is not text or longer than 1000 characters (1524) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    mapReleases: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of releases */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReleasesEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description A page that is not a positive whole number (9005) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    mapRollback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReleaseCommentBody"];
            };
        };
        responses: {
            /** @description The new release */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReleaseMadeEnvelope"];
                };
            };
            /** @description Not a JSON object (9001) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such release (1521) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The latest release already holds that content (1523) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A comment that is not text or longer than 1000 characters (1524) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    mapUnderlays: {
        parameters: {
            query: {
                floor: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The floor's underlays */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnderlaysEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description A floor that is not one (1502) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    mapUnderlayCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnderlayCreateBody"];
            };
        };
        responses: {
            /** @description The underlay laid */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnderlayEnvelope"];
                };
            };
            /** @description Not a JSON object (9001) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description The floor already has 20 underlays (3418) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A floor that is not one (1502), a file that is not an uploaded underlay (3411), an image over 10,000 px a side (3412), a bad transform (3413) or corners (3414), both or neither of them (3415), opacity (3416), name (3417), hidden (3419), an unknown field (9002) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    mapUnderlayDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnderlayRemovedEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such underlay (3410) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    mapUnderlayUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnderlayUpdateBody"];
            };
        };
        responses: {
            /** @description The underlay as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnderlayEnvelope"];
                };
            };
            /** @description Not a JSON object (9001) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such underlay (3410) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A bad transform (3413) or corners (3414), both of them (3415), opacity (3416), name (3417), hidden (3419), an unknown field (9002) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    metrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics (text/plain; version=0.0.4) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The token is missing or wrong (9031) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description METRICS_TOKEN is not set: metrics are off (9030) */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    register_device_user: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRegisterDeviceBody"];
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 1901, 1902, 1903, 1904, 1905, 1906, 1907, 1908, 1909, 1910, 1911, 1912, 1913, 1914, 1915, 3200, 3201, 3202, 3203, 3204. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused for now: the address's hourly limit (9018) is reached. Retry-After says in how many seconds to try again. */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    send_rating: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RatingSendBody"];
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 3220, 3221, 3222, 6701, 6702, 6703, 6704, 6705, 6706, 6707, 6708, 6709, 6710, 6711, 6712. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused for now: the account's hourly limit (6711) or the address's hourly limit without a token (6712) or the address's hourly limit (9018) is reached. Retry-After says in how many seconds to try again. */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    report_sos: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SosReportBody"];
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 2101, 2113, 2114, 2115, 3210, 3211, 3212, 3213, 3214, 3215, 6200, 6201, 6202, 6203, 6204, 6205, 6206, 6207, 6208. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused for now: the account's hourly limit (2115) or the address's hourly limit (9018) is reached. Retry-After says in how many seconds to try again. */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_notification: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows a page: 10, 25, 50, 100. Any other value: 422 with code 3500. */
                pageSize?: 10 | 25 | 50 | 100;
                search?: string;
                /** @description Only the records that stand so against their publication window (publish_at to unpublish_at) now: hidden (not active), scheduled (before the window), live (public now), ended (after it). Any other value: 422 with code 9019. */
                publication?: "scheduled" | "live" | "ended" | "hidden";
                /** @description Only the records whose status is this. A wrong value: 422 with code 3501. */
                status?: "active" | "inactive";
                /** @description Only the records whose type is this. A wrong value: 422 with code 3501. */
                type?: "general" | "marketing" | "push" | "route";
                /** @description Only the records whose send_at is at or after this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "send_at.from"?: string;
                /** @description Only the records whose send_at is at or before this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "send_at.to"?: string;
                /** @description Only the records whose created_at is at or after this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "created_at.from"?: string;
                /** @description Only the records whose created_at is at or before this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "created_at.to"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["NotificationPage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 6101, 6102, 6103, 6104, 6105, 6106, 6107, 6108, 6109, 6110, 6111, 6112, 6113, 6114, 6115, 6116, 6117, 6118, 6119, 6122, 6123. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_notification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationCreate"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["NotificationRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 6101, 6102, 6103, 6104, 6105, 6106, 6107, 6108, 6109, 6110, 6111, 6112, 6113, 6114, 6115, 6116, 6117, 6118, 6119, 6122, 6123. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    view_notification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["NotificationRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 6101, 6102, 6103, 6104, 6105, 6106, 6107, 6108, 6109, 6110, 6111, 6112, 6113, 6114, 6115, 6116, 6117, 6118, 6119, 6122, 6123. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_notification: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationUpdate"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["NotificationRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 6101, 6102, 6103, 6104, 6105, 6106, 6107, 6108, 6109, 6110, 6111, 6112, 6113, 6114, 6115, 6116, 6117, 6118, 6119, 6122, 6123. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_notification: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 6101, 6102, 6103, 6104, 6105, 6106, 6107, 6108, 6109, 6110, 6111, 6112, 6113, 6114, 6115, 6116, 6117, 6118, 6119, 6122, 6123. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    bulk_notification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "activate" | "deactivate" | "delete";
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Each record's outcome, in the asked order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BulkResult"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 6101, 6102, 6103, 6104, 6105, 6106, 6107, 6108, 6109, 6110, 6111, 6112, 6113, 6114, 6115, 6116, 6117, 6118, 6119, 6122, 6123. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ogcLanding: {
        parameters: {
            query?: {
                /** @description The format: json (GeoJSON for features), the only one served */
                f?: components["parameters"]["OgcFormat"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The landing page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OgcLinked"];
                };
            };
            /** @description A parameter other than f (3460), f other than json (3472) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ogcApi: {
        parameters: {
            query?: {
                /** @description The format: json (GeoJSON for features), the only one served */
                f?: components["parameters"]["OgcFormat"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API definition */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.oai.openapi+json;version=3.0": Record<string, never>;
                };
            };
            /** @description A parameter other than f (3460), f other than json (3472) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ogcCollections: {
        parameters: {
            query?: {
                /** @description The format: json (GeoJSON for features), the only one served */
                f?: components["parameters"]["OgcFormat"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The collections */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        links: components["schemas"]["OgcLink"][];
                        collections: components["schemas"]["OgcCollection"][];
                    };
                };
            };
            /** @description A parameter other than f (3460), f other than json (3472) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ogcCollection: {
        parameters: {
            query?: {
                /** @description The format: json (GeoJSON for features), the only one served */
                f?: components["parameters"]["OgcFormat"];
            };
            header?: never;
            path: {
                /** @description a map type (`room`): the latest release; with `_draft` (`room_draft`): the draft, staff only */
                collectionId: components["parameters"]["OgcCollectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The collection */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OgcCollection"];
                };
            };
            /** @description A parameter other than f (3460), f other than json (3472) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such collection (3466) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ogcItems: {
        parameters: {
            query?: {
                /** @description The format: json (GeoJSON for features), the only one served */
                f?: components["parameters"]["OgcFormat"];
                limit?: number;
                offset?: number;
                /** @description west,south,east,north in CRS84 degrees */
                bbox?: string;
                "bbox-crs"?: "http://www.opengis.net/def/crs/OGC/1.3/CRS84";
                datetime?: string;
                /** @description a floor, p-2 to p20 */
                level?: string;
                /** @description a map category's id */
                category?: number;
                key?: string;
                name?: string;
            };
            header?: never;
            path: {
                /** @description a map type (`room`): the latest release; with `_draft` (`room_draft`): the draft, staff only */
                collectionId: components["parameters"]["OgcCollectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of features */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/geo+json": components["schemas"]["OgcFeatureCollection"];
                };
            };
            /** @description An unknown parameter (3460), a bad limit (3461), offset (3462), bbox or bbox-crs (3463), datetime (3464), filter value (3465), f (3472) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such collection (3466) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ogcCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description a map type (`room`): the latest release; with `_draft` (`room_draft`): the draft, staff only */
                collectionId: components["parameters"]["OgcCollectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/geo+json": components["schemas"]["OgcFeature"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location?: string;
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/geo+json": components["schemas"]["OgcFeature"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such collection (3466) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A released collection: read-only (3468) */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not a Feature (1500), no floor or an unknown one in properties.level (1502), and the codes of POST /api/geo/save on geometry and properties.<name> */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ogcItem: {
        parameters: {
            query?: {
                /** @description The format: json (GeoJSON for features), the only one served */
                f?: components["parameters"]["OgcFormat"];
            };
            header?: never;
            path: {
                /** @description a map type (`room`): the latest release; with `_draft` (`room_draft`): the draft, staff only */
                collectionId: components["parameters"]["OgcCollectionId"];
                featureId: components["parameters"]["OgcFeatureId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feature */
            200: {
                headers: {
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/geo+json": components["schemas"]["OgcFeature"];
                };
            };
            /** @description A parameter other than f (3460), f other than json (3472) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such collection (3466) or feature in it (3467) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ogcReplace: {
        parameters: {
            query?: never;
            header: {
                /** @description The feature's ETag as read (or *). Without it 428 (3469); a feature changed since, 412 (3470). */
                "If-Match": components["parameters"]["OgcIfMatch"];
            };
            path: {
                /** @description a map type (`room`): the latest release; with `_draft` (`room_draft`): the draft, staff only */
                collectionId: components["parameters"]["OgcCollectionId"];
                featureId: components["parameters"]["OgcFeatureId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/geo+json": components["schemas"]["OgcFeature"];
            };
        };
        responses: {
            /** @description Replaced */
            200: {
                headers: {
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/geo+json": components["schemas"]["OgcFeature"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such collection (3466) or feature in it (3467) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A released collection: read-only (3468) */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The feature changed since its ETag was read (3470) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The feature refused (the codes of POST), another level (3471) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No If-Match (3469) */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ogcDelete: {
        parameters: {
            query?: never;
            header: {
                /** @description The feature's ETag as read (or *). Without it 428 (3469); a feature changed since, 412 (3470). */
                "If-Match": components["parameters"]["OgcIfMatch"];
            };
            path: {
                /** @description a map type (`room`): the latest release; with `_draft` (`room_draft`): the draft, staff only */
                collectionId: components["parameters"]["OgcCollectionId"];
                featureId: components["parameters"]["OgcFeatureId"];
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
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such collection (3466) or feature in it (3467) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A released collection: read-only (3468) */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The feature changed since its ETag was read (3470) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No If-Match (3469) */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ogcUpdate: {
        parameters: {
            query?: never;
            header: {
                /** @description The feature's ETag as read (or *). Without it 428 (3469); a feature changed since, 412 (3470). */
                "If-Match": components["parameters"]["OgcIfMatch"];
            };
            path: {
                /** @description a map type (`room`): the latest release; with `_draft` (`room_draft`): the draft, staff only */
                collectionId: components["parameters"]["OgcCollectionId"];
                featureId: components["parameters"]["OgcFeatureId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": Record<string, never>;
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/geo+json": components["schemas"]["OgcFeature"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such collection (3466) or feature in it (3467) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A released collection: read-only (3468) */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The feature changed since its ETag was read (3470) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The feature refused (the codes of POST), another level (3471) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No If-Match (3469) */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ogcQueryables: {
        parameters: {
            query?: {
                /** @description The format: json (GeoJSON for features), the only one served */
                f?: components["parameters"]["OgcFormat"];
            };
            header?: never;
            path: {
                /** @description a map type (`room`): the latest release; with `_draft` (`room_draft`): the draft, staff only */
                collectionId: components["parameters"]["OgcCollectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queryables */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/schema+json": Record<string, never>;
                };
            };
            /** @description A parameter other than f (3460), f other than json (3472) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such collection (3466) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ogcConformance: {
        parameters: {
            query?: {
                /** @description The format: json (GeoJSON for features), the only one served */
                f?: components["parameters"]["OgcFormat"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conformance declaration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conformsTo: string[];
                    };
                };
            };
            /** @description A parameter other than f (3460), f other than json (3472) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many reads from this address this minute (9020); Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    openapiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Unknown path (9004) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    consoleOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverviewEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    list_parking: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows a page: 10, 25, 50, 100. Any other value: 422 with code 3500. */
                pageSize?: 10 | 25 | 50 | 100;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ParkingPage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 6400, 6401, 6402, 6403, 6404. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_parking_legend: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows a page: 10, 25, 50, 100. Any other value: 422 with code 3500. */
                pageSize?: 10 | 25 | 50 | 100;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ParkingLegendPage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 6405, 6406, 6407, 6408, 6409, 6410, 6411, 6412, 6413, 6414, 6415, 6416. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_parking_legend: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParkingLegendCreate"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ParkingLegendRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 6405, 6406, 6407, 6408, 6409, 6410, 6411, 6412, 6413, 6414, 6415, 6416. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    view_parking_legend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ParkingLegendRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 6405, 6406, 6407, 6408, 6409, 6410, 6411, 6412, 6413, 6414, 6415, 6416. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_parking_legend: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParkingLegendUpdate"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ParkingLegendRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 6405, 6406, 6407, 6408, 6409, 6410, 6411, 6412, 6413, 6414, 6415, 6416. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_parking_legend: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 6405, 6406, 6407, 6408, 6409, 6410, 6411, 6412, 6413, 6414, 6415, 6416. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    view_parking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ParkingRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 6400, 6401, 6402, 6403, 6404. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_parking: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParkingUpdate"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ParkingRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 6400, 6401, 6402, 6403, 6404. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_push_notifications: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows a page: 10, 25, 50, 100. Any other value: 422 with code 3500. */
                pageSize?: 10 | 25 | 50 | 100;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["NotificationPage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: see the error catalogue. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    push_sos: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SosPushBody"];
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 2101, 2113, 2114, 2115, 3210, 3211, 3212, 3213, 3214, 3215, 6200, 6201, 6202, 6203, 6204, 6205, 6206, 6207, 6208. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_rating: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows a page: 10, 25, 50, 100. Any other value: 422 with code 3500. */
                pageSize?: 10 | 25 | 50 | 100;
                search?: string;
                /** @description Only the records whose answered is this. A wrong value: 422 with code 3501. */
                answered?: boolean;
                /** @description Only the records whose created_at is at or after this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "created_at.from"?: string;
                /** @description Only the records whose created_at is at or before this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "created_at.to"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["RatingPage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 3220, 3221, 3222, 6701, 6702, 6703, 6704, 6705, 6706, 6707, 6708, 6709, 6710, 6711, 6712. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    view_rating: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["RatingRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 3220, 3221, 3222, 6701, 6702, 6703, 6704, 6705, 6706, 6707, 6708, 6709, 6710, 6711, 6712. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_rating: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 3220, 3221, 3222, 6701, 6702, 6703, 6704, 6705, 6706, 6707, 6708, 6709, 6710, 6711, 6712. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    bulk_rating: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete";
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Each record's outcome, in the asked order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BulkResult"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 3220, 3221, 3222, 6701, 6702, 6703, 6704, 6705, 6706, 6707, 6708, 6709, 6710, 6711, 6712. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    respond_rating: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RatingRespondBody"];
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 3220, 3221, 3222, 6701, 6702, 6703, 6704, 6705, 6706, 6707, 6708, 6709, 6710, 6711, 6712. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    rooms: {
        parameters: {
            query?: {
                search?: string;
                with?: number;
                id?: number;
                /** @description feature ids, comma-separated, e.g. 79,80 */
                ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Choices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChoicesEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    list_route_notification: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows a page: 10, 25, 50, 100. Any other value: 422 with code 3500. */
                pageSize?: 10 | 25 | 50 | 100;
                search?: string;
                /** @description Only the records whose status is this. A wrong value: 422 with code 3501. */
                status?: "active" | "inactive";
                /** @description Only the records whose created_at is at or after this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "created_at.from"?: string;
                /** @description Only the records whose created_at is at or before this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "created_at.to"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["NotificationPage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: see the error catalogue. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    generateRoutingGraph: {
        parameters: {
            query?: {
                profile?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The graph's size and its problems */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoutingGraphEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Unknown floor (1502) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The worker threads that build the graph already have a full queue (3000); try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    routingPath: {
        parameters: {
            query: {
                /** @description a map feature id */
                from: number;
                /** @description a map feature id */
                to: number;
                /** @description true: a step-free path only */
                accessible?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The path */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoutePathEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No map feature has the id of from or to (3002 on the field) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description from or to missing or not an id (3001 on the field), accessible neither true nor false (3007); a feature left out of routing (3003), reached by no route (3004) or closed now, itself or all its ways in (3408) on from or to; no path between them (3005), none step-free (3006) or only through something closed now (3408) on general */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The worker threads that build the graph already have a full queue (3000); try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    selects: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dataType: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Choices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChoicesEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such list (9004) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_sos: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows a page: 10, 25, 50, 100. Any other value: 422 with code 3500. */
                pageSize?: 10 | 25 | 50 | 100;
                search?: string;
                /** @description Only the records whose floor is this. A wrong value: 422 with code 3501. */
                floor?: "p-2" | "p-1" | "p0" | "p1" | "p2" | "p3" | "p4" | "p5" | "p6" | "p7" | "p8" | "p9" | "p10" | "p11" | "p12" | "p13" | "p14" | "p15" | "p16" | "p17" | "p18" | "p19" | "p20";
                /** @description Only the records whose created_at is at or after this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "created_at.from"?: string;
                /** @description Only the records whose created_at is at or before this moment (ISO 8601 with its offset). A wrong value: 422 with code 3501; a start after the end: 3505. */
                "created_at.to"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SosPage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 2101, 2113, 2114, 2115, 3210, 3211, 3212, 3213, 3214, 3215, 6200, 6201, 6202, 6203, 6204, 6205, 6206, 6207, 6208. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    view_sos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SosRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 2101, 2113, 2114, 2115, 3210, 3211, 3212, 3213, 3214, 3215, 6200, 6201, 6202, 6203, 6204, 6205, 6206, 6207, 6208. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_sos: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 2101, 2113, 2114, 2115, 3210, 3211, 3212, 3213, 3214, 3215, 6200, 6201, 6202, 6203, 6204, 6205, 6206, 6207, 6208. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    bulk_sos: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete";
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Each record's outcome, in the asked order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BulkResult"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 2101, 2113, 2114, 2115, 3210, 3211, 3212, 3213, 3214, 3215, 6200, 6201, 6202, 6203, 6204, 6205, 6206, 6207, 6208. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    mapTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Types */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    upload: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {string} */
                    kind: "photo" | "icon" | "video" | "audio" | "underlay";
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadEnvelope"];
                };
            };
            /** @description Malformed multipart body (9001) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Too big (2203) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Wrong format (2202) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No file (2201), unknown kind (2204) or an unknown form field (9002) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_user: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows a page: 10, 25, 50, 100. Any other value: 422 with code 3500. */
                pageSize?: 10 | 25 | 50 | 100;
                search?: string;
                /** @description Sorts all pages on the server by a listed column: `column` ascending, `-column` descending; equal values by id. Any other value: 422 with code 9016. Without it: newest first. */
                sort?: "name" | "-name" | "email" | "-email" | "login" | "-login" | "created_at" | "-created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["UserPage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 1901, 1902, 1903, 1904, 1905, 1906, 1907, 1908, 1909, 1910, 1911, 1912, 1913, 1914, 1915, 3200, 3201, 3202, 3203, 3204. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_user: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload's kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.
                 * @example 6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserCreate"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["UserRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 1901, 1902, 1903, 1904, 1905, 1906, 1907, 1908, 1909, 1910, 1911, 1912, 1913, 1914, 1915, 3200, 3201, 3202, 3203, 3204. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    view_user: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["UserRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 1901, 1902, 1903, 1904, 1905, 1906, 1907, 1908, 1909, 1910, 1911, 1912, 1913, 1914, 1915, 3200, 3201, 3202, 3203, 3204. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_user: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["UserRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 1901, 1902, 1903, 1904, 1905, 1906, 1907, 1908, 1909, 1910, 1911, 1912, 1913, 1914, 1915, 3200, 3201, 3202, 3203, 3204. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_user: {
        parameters: {
            query?: never;
            header?: {
                /** @description The record's `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Changed by someone else since it was read (9015) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Validation failed. Codes: 1901, 1902, 1903, 1904, 1905, 1906, 1907, 1908, 1909, 1910, 1911, 1912, 1913, 1914, 1915, 3200, 3201, 3202, 3203, 3204. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
