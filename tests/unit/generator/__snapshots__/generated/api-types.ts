// generated from generated/openapi.json by generator/outputs.ts with openapi-typescript: do not edit
export interface paths {
    "/api/book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Books (10 a page)
         * @description Roles: admin. Defined in tests/unit/fixtures/manifests/areas/book.yaml.
         */
        get: operations["list_book"];
        put?: never;
        /**
         * Create a Book
         * @description Roles: admin. Defined in tests/unit/fixtures/manifests/areas/book.yaml.
         */
        post: operations["create_book"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/book/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a Book
         * @description Roles: admin. Defined in tests/unit/fixtures/manifests/areas/book.yaml.
         */
        get: operations["view_book"];
        /**
         * Update a Book
         * @description Roles: admin. Defined in tests/unit/fixtures/manifests/areas/book.yaml.
         */
        put: operations["update_book"];
        post?: never;
        /**
         * Delete a Book
         * @description Roles: admin. Defined in tests/unit/fixtures/manifests/areas/book.yaml.
         */
        delete: operations["delete_book"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/book/lend/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lend
         * @description Roles: admin. Defined in tests/unit/fixtures/manifests/areas/book.yaml.
         */
        post: operations["lend_book"];
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
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shelf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Shelves (10 a page)
         * @description Roles: admin, moderator. Defined in tests/unit/fixtures/manifests/areas/shelf.yaml.
         */
        get: operations["list_shelf"];
        put?: never;
        /**
         * Create a Shelf
         * @description Roles: admin. Defined in tests/unit/fixtures/manifests/areas/shelf.yaml.
         */
        post: operations["create_shelf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shelf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a Shelf
         * @description Roles: admin, moderator. Defined in tests/unit/fixtures/manifests/areas/shelf.yaml.
         */
        get: operations["view_shelf"];
        /**
         * Update a Shelf
         * @description Roles: admin. Defined in tests/unit/fixtures/manifests/areas/shelf.yaml.
         */
        put: operations["update_shelf"];
        post?: never;
        /**
         * Delete a Shelf
         * @description Roles: admin. Defined in tests/unit/fixtures/manifests/areas/shelf.yaml.
         */
        delete: operations["delete_shelf"];
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
        ErrorCode: 1001 | 1002 | 1003 | 1004 | 1005 | 1006 | 1007 | 1008 | 1009 | 1010 | 1011 | 1012 | 1013 | 1014 | 1015 | 1016 | 1017 | 1018 | 1019 | 1020 | 1021 | 1022 | 1023 | 1024 | 1025 | 1026 | 1027 | 1028 | 1029 | 1031 | 1032 | 1033 | 1034 | 1035 | 1300 | 1400 | 1401 | 1402 | 1600 | 1601 | 1602 | 1604 | 2001 | 2002 | 2201 | 2202 | 2203 | 2204 | 2205 | 3000 | 3001 | 3002 | 3003 | 3004 | 3005 | 3006 | 3007 | 3008 | 3009 | 3010 | 3011 | 3100 | 3101 | 3102 | 3103 | 3104 | 3105 | 3106 | 3107 | 3108 | 3109 | 3110 | 3111 | 3112 | 3113 | 3114 | 3115 | 3116 | 3117 | 3118 | 3119 | 3120 | 3121 | 3122 | 3225 | 3226 | 3227 | 3230 | 3231 | 3240 | 3241 | 3242 | 3300 | 3301 | 3302 | 3303 | 3310 | 3311 | 3312 | 3313 | 3314 | 3315 | 3316 | 3317 | 3318 | 3320 | 3400 | 3401 | 3402 | 3403 | 3404 | 3405 | 3406 | 3407 | 3408 | 3410 | 3411 | 3412 | 3413 | 3414 | 3415 | 3416 | 3417 | 3418 | 3419 | 3420 | 3421 | 3422 | 3440 | 3441 | 3442 | 3443 | 3444 | 3445 | 3460 | 3461 | 3462 | 3463 | 3464 | 3465 | 3466 | 3467 | 3468 | 3469 | 3470 | 3471 | 3472 | 3480 | 3481 | 3500 | 3501 | 3502 | 3503 | 3504 | 3505 | 6500 | 6501 | 6502 | 6503 | 6504 | 6505 | 6506 | 6507 | 6508 | 6509 | 6510 | 6520 | 6521 | 6522 | 6523 | 6524 | 6525 | 6526 | 6527 | 6528 | 9001 | 9002 | 9003 | 9004 | 9005 | 9006 | 9007 | 9008 | 9009 | 9010 | 9011 | 9012 | 9013 | 9014 | 9015 | 9016 | 9017 | 9018 | 9019 | 9020 | 9021 | 9022 | 9023 | 9030 | 9031 | 9999;
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
        /** Room properties */
        MapPropertiesRoom: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "room";
            /** Key */
            key: string;
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en?: string | null;
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
            /** Travel time (s) */
            travel_time?: number | null;
        };
        /** @description A map feature's properties; `type` tells which properties it takes (manifests/map.yaml). */
        MapFeatureProperties: components["schemas"]["MapPropertiesRoom"] | components["schemas"]["MapPropertiesRoute"];
        /** Book (create) */
        BookCreate: {
            /** Title */
            title: string;
            /** Shelf */
            shelf_id: number;
            /** Cover */
            cover?: string | null;
        };
        /** Book (update) */
        BookUpdate: {
            /** Title */
            title: string;
            /** Shelf */
            shelf_id: number;
            /** Cover */
            cover?: string | null;
        };
        /** Book */
        BookRecord: {
            readonly id: number;
            /** Title */
            title: string;
            /** Shelf */
            shelf_id: number;
            /** Cover */
            cover?: string | null;
            /** Format: date-time */
            readonly created_at: string;
            /** Format: date-time */
            readonly updated_at: string;
            /** @description Grows with every change of the record; sent back as If-Match it refuses a stale update or delete (412). */
            readonly version: number;
        };
        BookPage: {
            items: components["schemas"]["BookRecord"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Shelf (create) */
        ShelfCreate: {
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en: string;
            /** Colour */
            colour?: string | null;
            /**
             * Status
             * @default active
             * @enum {string}
             */
            status: "active" | "inactive";
            /**
             * Opened
             * Format: date
             */
            opened?: string | null;
            /**
             * Closed
             * Format: date
             */
            closed?: string | null;
        };
        /** Shelf (update) */
        ShelfUpdate: {
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en: string;
            /** Colour */
            colour?: string | null;
            /**
             * Status
             * @default active
             * @enum {string}
             */
            status: "active" | "inactive";
            /**
             * Opened
             * Format: date
             */
            opened?: string | null;
            /**
             * Closed
             * Format: date
             */
            closed?: string | null;
        };
        /** Shelf */
        ShelfRecord: {
            readonly id: number;
            /** Name (PL) */
            name_pl: string;
            /** Name (EN) */
            name_en: string;
            /** Colour */
            colour?: string | null;
            /**
             * Status
             * @default active
             * @enum {string}
             */
            status: "active" | "inactive";
            /**
             * Opened
             * Format: date
             */
            opened?: string | null;
            /**
             * Closed
             * Format: date
             */
            closed?: string | null;
            /** Format: date-time */
            readonly created_at: string;
            /** Format: date-time */
            readonly updated_at: string;
            /** @description Grows with every change of the record; sent back as If-Match it refuses a stale update or delete (412). */
            readonly version: number;
        };
        ShelfPage: {
            items: components["schemas"]["ShelfRecord"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** Lend */
        BookLendBody: {
            /**
             * Reader
             * Format: email
             */
            reader: string;
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
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    list_book: {
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
                        data: components["schemas"]["BookPage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 6520, 6521, 6522, 6523, 6524, 6525, 6526, 6527, 6528. */
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
    create_book: {
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
                "application/json": components["schemas"]["BookCreate"];
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
                        data: components["schemas"]["BookRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 6520, 6521, 6522, 6523, 6524, 6525, 6526, 6527, 6528. */
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
    view_book: {
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
                        data: components["schemas"]["BookRecord"];
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
            /** @description Validation failed. Codes: 6520, 6521, 6522, 6523, 6524, 6525, 6526, 6527, 6528. */
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
    update_book: {
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
                "application/json": components["schemas"]["BookUpdate"];
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
                        data: components["schemas"]["BookRecord"];
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
            /** @description Validation failed. Codes: 6520, 6521, 6522, 6523, 6524, 6525, 6526, 6527, 6528. */
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
    delete_book: {
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
            /** @description Validation failed. Codes: 6520, 6521, 6522, 6523, 6524, 6525, 6526, 6527, 6528. */
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
    lend_book: {
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
                "application/json": components["schemas"]["BookLendBody"];
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
            /** @description Validation failed. Codes: 6520, 6521, 6522, 6523, 6524, 6525, 6526, 6527, 6528. */
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
                content?: never;
            };
        };
    };
    list_shelf: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows a page: 10, 25, 50, 100. Any other value: 422 with code 3500. */
                pageSize?: 10 | 25 | 50 | 100;
                search?: string;
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
                        data: components["schemas"]["ShelfPage"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 6500, 6501, 6502, 6503, 6504, 6505, 6506, 6507, 6508, 6509, 6510. */
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
    create_shelf: {
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
                "application/json": components["schemas"]["ShelfCreate"];
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
                        data: components["schemas"]["ShelfRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed. Codes: 6500, 6501, 6502, 6503, 6504, 6505, 6506, 6507, 6508, 6509, 6510. */
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
    view_shelf: {
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
                        data: components["schemas"]["ShelfRecord"];
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
            /** @description Validation failed. Codes: 6500, 6501, 6502, 6503, 6504, 6505, 6506, 6507, 6508, 6509, 6510. */
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
    update_shelf: {
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
                "application/json": components["schemas"]["ShelfUpdate"];
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
                        data: components["schemas"]["ShelfRecord"];
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
            /** @description Validation failed. Codes: 6500, 6501, 6502, 6503, 6504, 6505, 6506, 6507, 6508, 6509, 6510. */
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
    delete_shelf: {
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
            /** @description Validation failed. Codes: 6500, 6501, 6502, 6503, 6504, 6505, 6506, 6507, 6508, 6509, 6510. */
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
