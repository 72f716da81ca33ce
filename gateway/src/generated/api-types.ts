// Generated from api's OpenAPI document by `npm run codegen`; do not edit.

export interface paths {
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the api process answers, whatever its database does */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the api and its database answer */
        get: operations["getReadiness"];
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
        /** Whether the api and its database answer */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Token facts, price, caps and the phases with their status now */
        get: operations["getSale"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rent/supply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tokens sold so far, held by pending orders, and still available */
        get: operations["getRentSupply"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates an unverified account and sends the verification mail */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Answers whether a link was already used: a link alone never verifies, it takes the password (POST) */
        get: operations["verifyEmailByLink"];
        put?: never;
        /** Confirms an e-mail address with the token (query or body) and the registration’s password */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a new verification link; the same answer whether or not the address is registered */
        post: operations["resendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/forget-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a password reset link; the same answer whether or not the address is registered */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with the token of a reset link; every session ends */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in; the session arrives as httpOnly cookies */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotates the session cookies with the refresh cookie */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ends the session and clears its cookies; also fine without a session */
        get: operations["signOut"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in a client without cookies: an access and a refresh token */
        post: operations["createSessionToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/token/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchanges a refresh token for a new pair; the old one stops working */
        post: operations["refreshSessionToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/token/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the session of a refresh token (and its access tokens); fine for an unknown one */
        post: operations["revokeSessionToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/change-password": {
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
        /** Changes the password; the other sessions of the account end and the investor is mailed. Current-password checks are limited per account and per client (429) */
        patch: operations["changePassword"];
        trace?: never;
    };
    "/api/v1/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in investor, with their token balance */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/update": {
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
        /** Changes the full name, mobile number or date of birth; empty values are ignored */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/api/v1/user/hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a password reset through the mailbox put on hold: the wallet and the KYC application a signed-out session attached; `hold` is null when nothing is */
        get: operations["getAccountHold"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/hold/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keeps what is on hold as it was: the wallet receives tokens again and the KYC application goes to review (409 when nothing is on hold; the owner is mailed) */
        post: operations["confirmAccountHold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/hold/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes the wallet on hold and withdraws the KYC application on hold, so the owner adds her own (409 when nothing is on hold; the owner is mailed) */
        post: operations["discardAccountHold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/kyc/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submits identity verification with 1 to 4 Aadhar documents */
        post: operations["submitKyc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/kyc/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in investor’s KYC status, wallet and latest submission */
        get: operations["getKycStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/kyc/wallet": {
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
        /** Adds the BEP20 wallet that receives the investor’s tokens, or changes it with the current password (limited like the password change; the investor is mailed) */
        patch: operations["updateWallet"];
        trace?: never;
    };
    "/api/v1/referral/bonuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The investors who signed up with the signed-in investor’s referral code, with the bonus each has earned them; searched, filtered, sorted and paged */
        get: operations["getReferralBonuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/distribution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the investor's RENT stands: scheduled, sent, confirmed on chain, or held */
        get: operations["getOwnDistribution"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/create-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts an online payment through Paytm for whole RENT tokens */
        post: operations["createOnlineOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/verify-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verifies the form Paytm posted back and settles its order exactly once */
        post: operations["verifyPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/{purchaseId}/pay-again": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pays one of the signed-in investor’s unpaid online orders again, under a fresh Paytm order id */
        post: operations["resumeOnlineOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/{purchaseId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels one of the signed-in investor’s unpaid online orders, unless Paytm has its payment */
        post: operations["cancelOnlineOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/manual/reference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The reference for the investor’s next bank transfer: the same until a manual order takes it */
        post: operations["openBankReference"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/manual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submits a manual bank transfer with its proof; pending until the team verifies it */
        post: operations["submitManualOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in investor’s orders, newest first, page by page */
        get: operations["getOrderHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/graph-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** RENT sold on each of the last 7 or 30 days (India Standard Time) */
        get: operations["getSalesGraph"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/totals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the signed-in investor has paid for their credited orders (decision 0088) */
        get: operations["getOrderTotals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/{purchaseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the signed-in investor’s orders by its reference; 404 for any other */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/{purchaseId}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The PDF receipt of one of the signed-in investor’s credited orders
         * @description Order id, IST date of the credit, base, bonus and total tokens, the amount in INR (or "No payment (referral bonus)" and the referee’s first name), method, phase and bonus %, the investor’s name, e-mail and receiving wallet, the bank reference of a transfer, and the company that received the payment with its registered office. 404 for an order that is not the investor’s or does not exist; 409 for one of theirs that is not credited.
         */
        get: operations["getOrderReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in investor’s statement: every order as CSV */
        get: operations["getOrderStatement"];
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
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            /** @enum {string} */
                            status: "ok";
                            /** @enum {string} */
                            database: "up";
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            /** @enum {string} */
                            status: "ok";
                            /** @enum {string} */
                            database: "up";
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    getSale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            tokenName: string;
                            symbol: string;
                            tokenStandard: string;
                            /** @description An exact decimal amount, written as a string */
                            price: string;
                            /** @enum {string} */
                            currency: "INR";
                            /** @description An exact decimal amount, written as a string */
                            hardCap: string;
                            /** @description An exact decimal amount, written as a string */
                            softCap: string;
                            /** @description An exact decimal amount, written as a string */
                            totalSupply: string;
                            /** Format: date-time */
                            saleEnd: string;
                            phases: {
                                name: string;
                                /** Format: date-time */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description The last whole second of the phase
                                 */
                                end: string;
                                bonusPercent: number;
                                /** @enum {unknown} */
                                status: "UPCOMING" | "RUNNING" | "ENDED";
                            }[];
                            currentPhase: {
                                name: string;
                                /** Format: date-time */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description The last whole second of the phase
                                 */
                                end: string;
                                bonusPercent: number;
                                /** @enum {unknown} */
                                status: "UPCOMING" | "RUNNING" | "ENDED";
                            } | null;
                            /** @description Whether orders are accepted now */
                            isOpen: boolean;
                            /** @description Where to send a manual bank transfer (INR) */
                            bankTransfer: {
                                accountName: string;
                                bankName: string;
                                accountNumber: string;
                                ifsc: string;
                                upiId: string | null;
                                /** @description What to write in the transfer remarks */
                                reference: string;
                            };
                            /**
                             * Format: email
                             * @description Where investors write about a payment, quoting its order id
                             */
                            supportEmail: string;
                            /** @description The company that runs the sale and how investors reach it */
                            operator: {
                                /** @description The registered name of the company that runs the sale */
                                name: string;
                                /** @description Its registered office, on one line */
                                registeredOffice: string;
                                /** @description Who handles investors' grievances */
                                grievanceOfficer: {
                                    name: string;
                                    /** Format: email */
                                    email: string;
                                };
                                /** Format: email */
                                supportEmail: string;
                                supportPhone: string | null;
                            };
                            /** Format: date-time */
                            serverTime: string;
                            /** @description Where RENT lives on chain (decision 0102) */
                            token: {
                                /** @description symbol() of the contract, or RENT before it is read */
                                symbol: string;
                                /** @description name() of the contract, or the token name before it is read */
                                name: string;
                                /** @enum {string} */
                                standard: "BEP20";
                                decimals: number | null;
                                chain: {
                                    id: number;
                                    name: string;
                                    explorerUrl: string | null;
                                } | null;
                                contractAddress: string | null;
                                contractUrl: string | null;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    getRentSupply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            /** @description RENT allocated by credited orders, as an exact decimal string */
                            totalSold: string;
                            /** @description RENT set aside now for orders awaiting payment or review and for referral bonuses awaiting the referrer’s KYC: not sold, not available */
                            totalHeld: string;
                            /** @description RENT a new order can still take now: the hard cap less what is sold and held (bonus included) */
                            available: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: {
                /** @description Code of the investor who referred this one */
                referralCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Required; at most 100 characters */
                    fullname?: string;
                    /** @description E-mail address; case and surrounding spaces do not matter */
                    email?: string;
                    /** @description At least 8 characters, with lower and upper case letters */
                    password?: string;
                    /** @description Must be true: the Terms of Condition and Privacy Policy are accepted */
                    acceptedTerms?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            user: {
                                /** Format: uuid */
                                _id: string;
                                fullname: string;
                                email: string;
                                phone: string | null;
                                dob: string | null;
                                emailVerified: boolean;
                                referralCode: string;
                                /** @description RENT of the credited orders, as an exact decimal string */
                                tokenBalance: string;
                                /** @enum {unknown} */
                                kycStatus: "NOT_SUBMITTED" | "SUBMITTED" | "IN_REVIEW" | "VERIFIED" | "REJECTED";
                                walletAddress: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** @description Whether the investor signed up with a referral code: each purchase then also sets aside the referrer's bonus under the hard cap, so fewer whole tokens fit near it (the referrer is never named) */
                                referred: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    verifyEmailByLink: {
        parameters: {
            query?: {
                /** @description The token from the e-mail link */
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    verifyEmail: {
        parameters: {
            query?: {
                /** @description The token from the e-mail link */
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The token from the e-mail link */
                    token?: string;
                    /** @description Required: the password chosen at the sign-up the link was sent for */
                    password?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    resendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description E-mail address; case and surrounding spaces do not matter */
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description E-mail address; case and surrounding spaces do not matter */
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The token from the reset link */
                    token?: string;
                    /** @description At least 8 characters, with lower and upper case letters */
                    newPassword?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description E-mail address; case and surrounding spaces do not matter */
                    email?: string;
                    password?: string;
                    /** @description The Remember Me box. False: the session cookies end with the browser and the session after 2 hours without a request. True, or left out: they last 30 days */
                    rememberMe?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            user: {
                                /** Format: uuid */
                                _id: string;
                                fullname: string;
                                email: string;
                                phone: string | null;
                                dob: string | null;
                                emailVerified: boolean;
                                referralCode: string;
                                /** @description RENT of the credited orders, as an exact decimal string */
                                tokenBalance: string;
                                /** @enum {unknown} */
                                kycStatus: "NOT_SUBMITTED" | "SUBMITTED" | "IN_REVIEW" | "VERIFIED" | "REJECTED";
                                walletAddress: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** @description Whether the investor signed up with a referral code: each purchase then also sets aside the referrer's bonus under the hard cap, so fewer whole tokens fit near it (the referrer is never named) */
                                referred: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    refreshSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    createSessionToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description E-mail address; case and surrounding spaces do not matter */
                    email?: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            /** @description Send as `Authorization: Bearer <accessToken>` */
                            accessToken: string;
                            /** Format: date-time */
                            accessTokenExpiresAt: string;
                            /** @description Single use: POST /auth/token/refresh exchanges it for a new pair */
                            refreshToken: string;
                            /** Format: date-time */
                            refreshTokenExpiresAt: string;
                            user: {
                                /** Format: uuid */
                                _id: string;
                                fullname: string;
                                email: string;
                                phone: string | null;
                                dob: string | null;
                                emailVerified: boolean;
                                referralCode: string;
                                /** @description RENT of the credited orders, as an exact decimal string */
                                tokenBalance: string;
                                /** @enum {unknown} */
                                kycStatus: "NOT_SUBMITTED" | "SUBMITTED" | "IN_REVIEW" | "VERIFIED" | "REJECTED";
                                walletAddress: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** @description Whether the investor signed up with a referral code: each purchase then also sets aside the referrer's bonus under the hard cap, so fewer whole tokens fit near it (the referrer is never named) */
                                referred: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    refreshSessionToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            /** @description Send as `Authorization: Bearer <accessToken>` */
                            accessToken: string;
                            /** Format: date-time */
                            accessTokenExpiresAt: string;
                            /** @description Single use: POST /auth/token/refresh exchanges it for a new pair */
                            refreshToken: string;
                            /** Format: date-time */
                            refreshTokenExpiresAt: string;
                            user: {
                                /** Format: uuid */
                                _id: string;
                                fullname: string;
                                email: string;
                                phone: string | null;
                                dob: string | null;
                                emailVerified: boolean;
                                referralCode: string;
                                /** @description RENT of the credited orders, as an exact decimal string */
                                tokenBalance: string;
                                /** @enum {unknown} */
                                kycStatus: "NOT_SUBMITTED" | "SUBMITTED" | "IN_REVIEW" | "VERIFIED" | "REJECTED";
                                walletAddress: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** @description Whether the investor signed up with a referral code: each purchase then also sets aside the referrer's bonus under the hard cap, so fewer whole tokens fit near it (the referrer is never named) */
                                referred: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    revokeSessionToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword?: string;
                    newPassword?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            user: {
                                /** Format: uuid */
                                _id: string;
                                fullname: string;
                                email: string;
                                phone: string | null;
                                dob: string | null;
                                emailVerified: boolean;
                                referralCode: string;
                                /** @description RENT of the credited orders, as an exact decimal string */
                                tokenBalance: string;
                                /** @enum {unknown} */
                                kycStatus: "NOT_SUBMITTED" | "SUBMITTED" | "IN_REVIEW" | "VERIFIED" | "REJECTED";
                                walletAddress: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** @description Whether the investor signed up with a referral code: each purchase then also sets aside the referrer's bonus under the hard cap, so fewer whole tokens fit near it (the referrer is never named) */
                                referred: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fullname?: string;
                    /** @description 7 to 15 digits, optional + */
                    phone?: string;
                    /** @description YYYY-MM-DD, or an ISO date-time (its date counts) */
                    dob?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            user: {
                                /** Format: uuid */
                                _id: string;
                                fullname: string;
                                email: string;
                                phone: string | null;
                                dob: string | null;
                                emailVerified: boolean;
                                referralCode: string;
                                /** @description RENT of the credited orders, as an exact decimal string */
                                tokenBalance: string;
                                /** @enum {unknown} */
                                kycStatus: "NOT_SUBMITTED" | "SUBMITTED" | "IN_REVIEW" | "VERIFIED" | "REJECTED";
                                walletAddress: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** @description Whether the investor signed up with a referral code: each purchase then also sets aside the referrer's bonus under the hard cap, so fewer whole tokens fit near it (the referrer is never named) */
                                referred: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    getAccountHold: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            hold: {
                                /**
                                 * Format: date-time
                                 * @description When the reset put it on hold
                                 */
                                heldAt: string;
                                wallet: string | null;
                                kycApplication: {
                                    firstName: string;
                                    lastName: string;
                                    /** Format: date-time */
                                    submittedAt: string;
                                } | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    confirmAccountHold: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            user: {
                                /** Format: uuid */
                                _id: string;
                                fullname: string;
                                email: string;
                                phone: string | null;
                                dob: string | null;
                                emailVerified: boolean;
                                referralCode: string;
                                /** @description RENT of the credited orders, as an exact decimal string */
                                tokenBalance: string;
                                /** @enum {unknown} */
                                kycStatus: "NOT_SUBMITTED" | "SUBMITTED" | "IN_REVIEW" | "VERIFIED" | "REJECTED";
                                walletAddress: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** @description Whether the investor signed up with a referral code: each purchase then also sets aside the referrer's bonus under the hard cap, so fewer whole tokens fit near it (the referrer is never named) */
                                referred: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    discardAccountHold: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            user: {
                                /** Format: uuid */
                                _id: string;
                                fullname: string;
                                email: string;
                                phone: string | null;
                                dob: string | null;
                                emailVerified: boolean;
                                referralCode: string;
                                /** @description RENT of the credited orders, as an exact decimal string */
                                tokenBalance: string;
                                /** @enum {unknown} */
                                kycStatus: "NOT_SUBMITTED" | "SUBMITTED" | "IN_REVIEW" | "VERIFIED" | "REJECTED";
                                walletAddress: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** @description Whether the investor signed up with a referral code: each purchase then also sets aside the referrer's bonus under the hard cap, so fewer whole tokens fit near it (the referrer is never named) */
                                referred: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    submitKyc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Required; at most 100 characters */
                    firstName: string;
                    /** @description Required; at most 100 characters */
                    lastName: string;
                    /** @description Required */
                    email: string;
                    /** @description Required; 7 to 15 digits, optional + */
                    phone: string;
                    /** @description Required; YYYY-MM-DD, at least 18 years ago */
                    dob: string;
                    /** @description Required; at most 200 characters */
                    street1: string;
                    /** @description At most 200 characters */
                    street2?: string;
                    /** @description Required; at most 100 characters */
                    city: string;
                    /** @description Required; at most 100 characters */
                    state: string;
                    /** @description Required; Indian PIN code, 6 digits, the first not 0 */
                    postalCode: string;
                    /** @description Must be "true" */
                    termsAccepted: string;
                    /** @description Must be "true" */
                    privacyPolicyAccepted: string;
                    /** @description BEP20 receiving wallet, same rules as PATCH /kyc/wallet */
                    walletAddress?: string;
                    /** @description JPEG, PNG, WebP or PDF, checked by content; at most 5 MB each and 20 MB in all (413 beyond). Images are kept re-encoded (no metadata, nothing after the picture); a PDF with scripts, actions or attached files, or one that cannot be read, is refused (422) */
                    aadharDocs: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            /** @enum {unknown} */
                            status: "NOT_SUBMITTED" | "SUBMITTED" | "IN_REVIEW" | "VERIFIED" | "REJECTED";
                            walletAddress: string | null;
                            aadhar: {
                                rejectionReason: string | null;
                            };
                            submission: {
                                firstName: string;
                                lastName: string;
                                email: string;
                                phone: string;
                                /** @description YYYY-MM-DD */
                                dob: string;
                                street1: string;
                                street2: string | null;
                                city: string;
                                state: string;
                                postalCode: string;
                                /** Format: date-time */
                                submittedAt: string;
                                documents: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @description The file name the investor uploaded, for display */
                                    name: string;
                                    /**
                                     * @description Read from the content
                                     * @enum {unknown}
                                     */
                                    mediaType: "image/jpeg" | "image/png" | "image/webp" | "application/pdf";
                                    sizeBytes: number;
                                }[];
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    getKycStatus: {
        parameters: {
            query?: {
                /** @description Optional; when sent it must be the signed-in investor’s own id */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            /** @enum {unknown} */
                            status: "NOT_SUBMITTED" | "SUBMITTED" | "IN_REVIEW" | "VERIFIED" | "REJECTED";
                            walletAddress: string | null;
                            aadhar: {
                                rejectionReason: string | null;
                            };
                            submission: {
                                firstName: string;
                                lastName: string;
                                email: string;
                                phone: string;
                                /** @description YYYY-MM-DD */
                                dob: string;
                                street1: string;
                                street2: string | null;
                                city: string;
                                state: string;
                                postalCode: string;
                                /** Format: date-time */
                                submittedAt: string;
                                documents: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @description The file name the investor uploaded, for display */
                                    name: string;
                                    /**
                                     * @description Read from the content
                                     * @enum {unknown}
                                     */
                                    mediaType: "image/jpeg" | "image/png" | "image/webp" | "application/pdf";
                                    sizeBytes: number;
                                }[];
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    updateWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 0x and 40 hex digits; mixed case must be the EIP-55 checksum; not the zero address nor a known exchange wallet */
                    walletAddress?: string;
                    /** @description The account’s password; required to replace a registered wallet */
                    currentPassword?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            /** @description BEP20 address in its EIP-55 checksummed form */
                            walletAddress: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    getReferralBonuses: {
        parameters: {
            query?: {
                /** @description From 1 */
                page?: number;
                /** @description Referred investors per page */
                limit?: 5 | 10 | 25 | 50 | 100;
                /** @description Part of the name or e-mail address, in any case; blank means everyone */
                search?: string;
                sortBy?: "createdAt" | "name" | "totalBonusTokens" | "purchaseCount" | "lastPurchaseDate";
                sortOrder?: "asc" | "desc";
                /** @description Signed up on or after this day (YYYY-MM-DD, India Standard Time) */
                dateFrom?: string;
                /** @description Signed up on or before this day (YYYY-MM-DD, India Standard Time) */
                dateTo?: string;
                /** @description At least this many bonus RENT earned from the investor: a decimal of 0 or more, like 2.5 */
                minBonus?: string;
                /** @description At most this many bonus RENT earned from the investor: a decimal of 0 or more, like 2.5 */
                maxBonus?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            /** @description Referred investors matching the search and filters, on every page */
                            count: number;
                            referredUsers: {
                                /** Format: uuid */
                                _id: string;
                                fullname: string;
                                email: string;
                                /**
                                 * Format: date-time
                                 * @description When they signed up
                                 */
                                createdAt: string;
                                /** @description Bonus RENT their purchases earned the referrer */
                                totalBonusTokens: string;
                                /** @description Their credited purchases */
                                purchaseCount: number;
                                /** @description Their latest credited purchase; null before the first */
                                lastPurchaseDate: string | null;
                                /** @description Newest first */
                                referralPurchases: {
                                    /**
                                     * Format: uuid
                                     * @description The bonus order; the purchase itself when it earned no bonus order
                                     */
                                    _id: string;
                                    /**
                                     * Format: date-time
                                     * @description When the referred investor bought
                                     */
                                    purchaseDate: string;
                                    /** @description Bonus RENT of that purchase: credited, held, or lost (see bonusStatus); 0 when none */
                                    totalTokens: string;
                                    /**
                                     * @description credited; held until the referrer’s KYC is approved (decision 0108); lost when its hold ended and the sale had no room left; none when the purchase earned no bonus
                                     * @enum {unknown}
                                     */
                                    bonusStatus: "credited" | "held" | "lost" | "none";
                                }[];
                            }[];
                            /** @description Bonuses held for a referrer whose KYC is not yet approved, and until when; null when none */
                            heldBonus: {
                                /** @description Bonus RENT held until the referrer’s KYC is approved */
                                tokens: string;
                                /** @description How many bonuses are held */
                                bonuses: number;
                                /**
                                 * Format: date-time
                                 * @description When the first of those holds ends: KYC approved by then credits them all
                                 */
                                holdUntil: string;
                            } | null;
                            /** @description Bonus RENT whose hold ended before the referrer’s KYC was approved: credited on approval only if the sale still has room; 0 when none */
                            expiredHeldTokens: string;
                            page: number;
                            limit: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    getOwnDistribution: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            /**
                             * @description NOT_PLANNED before a plan is frozen or with nothing to receive; HELD withheld (heldReason says why); SCHEDULED planned, not sent; SENT broadcast, awaiting confirmations; CONFIRMED on chain; IN_REVIEW the chain shows a wrong amount or address
                             * @enum {unknown}
                             */
                            status: "NOT_PLANNED" | "HELD" | "SCHEDULED" | "SENT" | "CONFIRMED" | "IN_REVIEW";
                            amount: string | null;
                            expectedAmount: string;
                            wallet: string | null;
                            heldReason: ("KYC_NOT_VERIFIED" | "NO_WALLET" | "WALLET_ON_HOLD") | null;
                            txHash: string | null;
                            txUrl: string | null;
                            blockNumber: string | null;
                            plannedAt: string | null;
                            sentAt: string | null;
                            confirmedAt: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    createOnlineOrder: {
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
                     * @description Rupees to pay, as a number or its text: a positive multiple of the token price (whole RENT)
                     * @example 3000
                     */
                    amount?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            /** @description Paytm transaction token, valid 15 minutes */
                            txnToken: string;
                            /** @description Paytm order id to post as orderId */
                            paytmOrderId: string;
                            /** @description Merchant id to post as mid */
                            mid: string;
                            /** @description Where the browser form-POSTs mid, orderId, txnToken */
                            paymentPageUrl: string;
                            order: {
                                /** Format: uuid */
                                _id: string;
                                /** @description Reference shown to the investor */
                                purchaseId: string;
                                paytmOrderId: string | null;
                                txnId: string | null;
                                /** Format: date-time */
                                purchaseDate: string;
                                /** @description The order’s amount in rupees with 2 decimals: paid once credited, awaited while pending, never charged when failed or rejected; 0.00 for a referral bonus */
                                amountPaid: string;
                                /** @description Rupees actually received and kept for the order: its amount when credited or due a refund, otherwise 0.00 (also once refunded) */
                                amountCharged: string;
                                /** @enum {string} */
                                currency: "INR";
                                /** @description Whole RENT bought; 0 for a referral bonus */
                                baseTokens: string;
                                /** @description Bonus RENT of the phase, or the referral bonus */
                                bonusTokens: string;
                                /** @description RENT the order allocates: baseTokens + bonusTokens */
                                totalTokens: string;
                                bonusPercent: number;
                                phaseName: string | null;
                                paymentMethod: "paytm" | "manual" | "referral";
                                isReferral: boolean;
                                status: "pending" | "credited" | "failed" | "rejected" | "refund_due" | "refunded";
                                creditedAt: string | null;
                                /** @description For a pending order, until when its tokens are set aside: an online payment’s window, a transfer’s review time, a referral bonus’s wait for the referrer’s KYC; null otherwise */
                                holdUntil: string | null;
                                statusReason: string | null;
                                /** @description A manual transfer’s reference (decision 0088); null for other orders */
                                bankReference: string | null;
                                /** @description For a refunded order, the bank’s or Paytm’s reference of the refund (decision 0089); null otherwise */
                                refundReference: string | null;
                                /** @description When the team recorded the refund of a refunded order; null otherwise */
                                refundedAt: string | null;
                                /** @description For a referral bonus, the purchase it rewards; null for a purchase */
                                referral: {
                                    /** @description First name of the referred investor; null when their name cannot be shown */
                                    refereeFirstName: string | null;
                                    /** @description Whole RENT of the referred purchase the bonus is computed from */
                                    baseTokens: string;
                                } | null;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    verifyPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every field of the callback form, CHECKSUMHASH included */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            status: "success" | "failure" | "pending";
                            purchaseId: string;
                            paytmOrderId: string;
                            amount: string;
                            tokens: string;
                            /** @enum {string} */
                            currency: "INR";
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    resumeOnlineOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order’s reference, RENT-… */
                purchaseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            /** @description Paytm transaction token, valid 15 minutes */
                            txnToken: string;
                            /** @description Paytm order id to post as orderId */
                            paytmOrderId: string;
                            /** @description Merchant id to post as mid */
                            mid: string;
                            /** @description Where the browser form-POSTs mid, orderId, txnToken */
                            paymentPageUrl: string;
                            order: {
                                /** Format: uuid */
                                _id: string;
                                /** @description Reference shown to the investor */
                                purchaseId: string;
                                paytmOrderId: string | null;
                                txnId: string | null;
                                /** Format: date-time */
                                purchaseDate: string;
                                /** @description The order’s amount in rupees with 2 decimals: paid once credited, awaited while pending, never charged when failed or rejected; 0.00 for a referral bonus */
                                amountPaid: string;
                                /** @description Rupees actually received and kept for the order: its amount when credited or due a refund, otherwise 0.00 (also once refunded) */
                                amountCharged: string;
                                /** @enum {string} */
                                currency: "INR";
                                /** @description Whole RENT bought; 0 for a referral bonus */
                                baseTokens: string;
                                /** @description Bonus RENT of the phase, or the referral bonus */
                                bonusTokens: string;
                                /** @description RENT the order allocates: baseTokens + bonusTokens */
                                totalTokens: string;
                                bonusPercent: number;
                                phaseName: string | null;
                                paymentMethod: "paytm" | "manual" | "referral";
                                isReferral: boolean;
                                status: "pending" | "credited" | "failed" | "rejected" | "refund_due" | "refunded";
                                creditedAt: string | null;
                                /** @description For a pending order, until when its tokens are set aside: an online payment’s window, a transfer’s review time, a referral bonus’s wait for the referrer’s KYC; null otherwise */
                                holdUntil: string | null;
                                statusReason: string | null;
                                /** @description A manual transfer’s reference (decision 0088); null for other orders */
                                bankReference: string | null;
                                /** @description For a refunded order, the bank’s or Paytm’s reference of the refund (decision 0089); null otherwise */
                                refundReference: string | null;
                                /** @description When the team recorded the refund of a refunded order; null otherwise */
                                refundedAt: string | null;
                                /** @description For a referral bonus, the purchase it rewards; null for a purchase */
                                referral: {
                                    /** @description First name of the referred investor; null when their name cannot be shown */
                                    refereeFirstName: string | null;
                                    /** @description Whole RENT of the referred purchase the bonus is computed from */
                                    baseTokens: string;
                                } | null;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    cancelOnlineOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order’s reference, RENT-… */
                purchaseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            /** @description cancelled; or paid: Paytm had its payment, so it is credited (or due a refund) instead */
                            outcome: "cancelled" | "paid";
                            order: {
                                /** Format: uuid */
                                _id: string;
                                /** @description Reference shown to the investor */
                                purchaseId: string;
                                paytmOrderId: string | null;
                                txnId: string | null;
                                /** Format: date-time */
                                purchaseDate: string;
                                /** @description The order’s amount in rupees with 2 decimals: paid once credited, awaited while pending, never charged when failed or rejected; 0.00 for a referral bonus */
                                amountPaid: string;
                                /** @description Rupees actually received and kept for the order: its amount when credited or due a refund, otherwise 0.00 (also once refunded) */
                                amountCharged: string;
                                /** @enum {string} */
                                currency: "INR";
                                /** @description Whole RENT bought; 0 for a referral bonus */
                                baseTokens: string;
                                /** @description Bonus RENT of the phase, or the referral bonus */
                                bonusTokens: string;
                                /** @description RENT the order allocates: baseTokens + bonusTokens */
                                totalTokens: string;
                                bonusPercent: number;
                                phaseName: string | null;
                                paymentMethod: "paytm" | "manual" | "referral";
                                isReferral: boolean;
                                status: "pending" | "credited" | "failed" | "rejected" | "refund_due" | "refunded";
                                creditedAt: string | null;
                                /** @description For a pending order, until when its tokens are set aside: an online payment’s window, a transfer’s review time, a referral bonus’s wait for the referrer’s KYC; null otherwise */
                                holdUntil: string | null;
                                statusReason: string | null;
                                /** @description A manual transfer’s reference (decision 0088); null for other orders */
                                bankReference: string | null;
                                /** @description For a refunded order, the bank’s or Paytm’s reference of the refund (decision 0089); null otherwise */
                                refundReference: string | null;
                                /** @description When the team recorded the refund of a refunded order; null otherwise */
                                refundedAt: string | null;
                                /** @description For a referral bonus, the purchase it rewards; null for a purchase */
                                referral: {
                                    /** @description First name of the referred investor; null when their name cannot be shown */
                                    refereeFirstName: string | null;
                                    /** @description Whole RENT of the referred purchase the bonus is computed from */
                                    baseTokens: string;
                                } | null;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    openBankReference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            /** @description Eight characters to write in the transfer’s remarks, such as 7KX2M9QD */
                            reference: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    submitManualOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * @description Rupees transferred: at least 1000 and a multiple of the token price (whole RENT), at most 2 decimals
                     * @example 5000
                     */
                    amount: string;
                    /** @description Optional; when sent it must be INR (manual payment is INR only) */
                    currency?: string;
                    /**
                     * Format: binary
                     * @description One proof of payment: JPEG, PNG, WebP or PDF, checked by content; at most 5 MB (413 beyond). Images are kept re-encoded; a PDF with scripts, actions or attached files, or one that cannot be read, is refused (422)
                     */
                    proof: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @description Reference shown to the investor */
                            purchaseId: string;
                            paytmOrderId: string | null;
                            txnId: string | null;
                            /** Format: date-time */
                            purchaseDate: string;
                            /** @description The order’s amount in rupees with 2 decimals: paid once credited, awaited while pending, never charged when failed or rejected; 0.00 for a referral bonus */
                            amountPaid: string;
                            /** @description Rupees actually received and kept for the order: its amount when credited or due a refund, otherwise 0.00 (also once refunded) */
                            amountCharged: string;
                            /** @enum {string} */
                            currency: "INR";
                            /** @description Whole RENT bought; 0 for a referral bonus */
                            baseTokens: string;
                            /** @description Bonus RENT of the phase, or the referral bonus */
                            bonusTokens: string;
                            /** @description RENT the order allocates: baseTokens + bonusTokens */
                            totalTokens: string;
                            bonusPercent: number;
                            phaseName: string | null;
                            paymentMethod: "paytm" | "manual" | "referral";
                            isReferral: boolean;
                            status: "pending" | "credited" | "failed" | "rejected" | "refund_due" | "refunded";
                            creditedAt: string | null;
                            /** @description For a pending order, until when its tokens are set aside: an online payment’s window, a transfer’s review time, a referral bonus’s wait for the referrer’s KYC; null otherwise */
                            holdUntil: string | null;
                            statusReason: string | null;
                            /** @description A manual transfer’s reference (decision 0088); null for other orders */
                            bankReference: string | null;
                            /** @description For a refunded order, the bank’s or Paytm’s reference of the refund (decision 0089); null otherwise */
                            refundReference: string | null;
                            /** @description When the team recorded the refund of a refunded order; null otherwise */
                            refundedAt: string | null;
                            /** @description For a referral bonus, the purchase it rewards; null for a purchase */
                            referral: {
                                /** @description First name of the referred investor; null when their name cannot be shown */
                                refereeFirstName: string | null;
                                /** @description Whole RENT of the referred purchase the bonus is computed from */
                                baseTokens: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    getOrderHistory: {
        parameters: {
            query?: {
                /** @description From 1 */
                page?: number;
                /** @description Orders per page */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            /** @description Newest first, every status */
                            orders: {
                                /** Format: uuid */
                                _id: string;
                                /** @description Reference shown to the investor */
                                purchaseId: string;
                                paytmOrderId: string | null;
                                txnId: string | null;
                                /** Format: date-time */
                                purchaseDate: string;
                                /** @description The order’s amount in rupees with 2 decimals: paid once credited, awaited while pending, never charged when failed or rejected; 0.00 for a referral bonus */
                                amountPaid: string;
                                /** @description Rupees actually received and kept for the order: its amount when credited or due a refund, otherwise 0.00 (also once refunded) */
                                amountCharged: string;
                                /** @enum {string} */
                                currency: "INR";
                                /** @description Whole RENT bought; 0 for a referral bonus */
                                baseTokens: string;
                                /** @description Bonus RENT of the phase, or the referral bonus */
                                bonusTokens: string;
                                /** @description RENT the order allocates: baseTokens + bonusTokens */
                                totalTokens: string;
                                bonusPercent: number;
                                phaseName: string | null;
                                paymentMethod: "paytm" | "manual" | "referral";
                                isReferral: boolean;
                                status: "pending" | "credited" | "failed" | "rejected" | "refund_due" | "refunded";
                                creditedAt: string | null;
                                /** @description For a pending order, until when its tokens are set aside: an online payment’s window, a transfer’s review time, a referral bonus’s wait for the referrer’s KYC; null otherwise */
                                holdUntil: string | null;
                                statusReason: string | null;
                                /** @description A manual transfer’s reference (decision 0088); null for other orders */
                                bankReference: string | null;
                                /** @description For a refunded order, the bank’s or Paytm’s reference of the refund (decision 0089); null otherwise */
                                refundReference: string | null;
                                /** @description When the team recorded the refund of a refunded order; null otherwise */
                                refundedAt: string | null;
                                /** @description For a referral bonus, the purchase it rewards; null for a purchase */
                                referral: {
                                    /** @description First name of the referred investor; null when their name cannot be shown */
                                    refereeFirstName: string | null;
                                    /** @description Whole RENT of the referred purchase the bonus is computed from */
                                    baseTokens: string;
                                } | null;
                            }[];
                            /** @description All the investor’s orders, on every page */
                            count: number;
                            page: number;
                            limit: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    getSalesGraph: {
        parameters: {
            query?: {
                /** @description The last 7 or 30 days of India’s calendar, today included */
                range?: "7d" | "30d";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            /** @enum {unknown} */
                            range: "7d" | "30d";
                            /** @description Days (India Standard Time), oldest first */
                            labels: string[];
                            /** @description RENT credited on each day of labels (base, bonus and referral), exact decimals */
                            data: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    getOrderTotals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            /** @description Rupees paid for the investor’s credited orders, with 2 decimals; bonus and referral tokens add nothing */
                            amountPaid: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order’s reference, such as RENT-7KX2M9QD4P */
                purchaseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: true;
                        message: string;
                        data: {
                            order: {
                                /** Format: uuid */
                                _id: string;
                                /** @description Reference shown to the investor */
                                purchaseId: string;
                                paytmOrderId: string | null;
                                txnId: string | null;
                                /** Format: date-time */
                                purchaseDate: string;
                                /** @description The order’s amount in rupees with 2 decimals: paid once credited, awaited while pending, never charged when failed or rejected; 0.00 for a referral bonus */
                                amountPaid: string;
                                /** @description Rupees actually received and kept for the order: its amount when credited or due a refund, otherwise 0.00 (also once refunded) */
                                amountCharged: string;
                                /** @enum {string} */
                                currency: "INR";
                                /** @description Whole RENT bought; 0 for a referral bonus */
                                baseTokens: string;
                                /** @description Bonus RENT of the phase, or the referral bonus */
                                bonusTokens: string;
                                /** @description RENT the order allocates: baseTokens + bonusTokens */
                                totalTokens: string;
                                bonusPercent: number;
                                phaseName: string | null;
                                paymentMethod: "paytm" | "manual" | "referral";
                                isReferral: boolean;
                                status: "pending" | "credited" | "failed" | "rejected" | "refund_due" | "refunded";
                                creditedAt: string | null;
                                /** @description For a pending order, until when its tokens are set aside: an online payment’s window, a transfer’s review time, a referral bonus’s wait for the referrer’s KYC; null otherwise */
                                holdUntil: string | null;
                                statusReason: string | null;
                                /** @description A manual transfer’s reference (decision 0088); null for other orders */
                                bankReference: string | null;
                                /** @description For a refunded order, the bank’s or Paytm’s reference of the refund (decision 0089); null otherwise */
                                refundReference: string | null;
                                /** @description When the team recorded the refund of a refunded order; null otherwise */
                                refundedAt: string | null;
                                /** @description For a referral bonus, the purchase it rewards; null for a purchase */
                                referral: {
                                    /** @description First name of the referred investor; null when their name cannot be shown */
                                    refereeFirstName: string | null;
                                    /** @description Whole RENT of the referred purchase the bonus is computed from */
                                    baseTokens: string;
                                } | null;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    getOrderReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order’s reference, such as RENT-7KX2M9QD4P, in either case */
                purchaseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A one-page A4 receipt, sent as an attachment (Content-Disposition) and never cached */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
    getOrderStatement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RFC 4180 CSV with a header row, one row per order, oldest first, sent as an attachment and never cached. Columns: purchase_id, purchase_date_ist and credited_at_ist (India’s clock, "2025-07-01 00:00:00"), type (purchase, referral_bonus), payment_method (paytm, manual, referral), status, phase, bonus_percent, base_tokens, bonus_tokens and total_tokens (plain decimals; a referral bonus has no base tokens of its own), amount_inr (the order’s amount whatever its status), paytm_order_id, transaction_id, referred_investor (first name, for referral bonuses), bank_reference (of a bank transfer), amount_paid_inr (the amount of a credited order, 0.00 for every other status: the column that sums to what was paid) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        status: false;
                        message: string;
                        data: null;
                        errors: {
                            message: string;
                            field?: string;
                            /** @description A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the message stays the text to show */
                            reason?: string;
                        }[];
                    };
                };
            };
        };
    };
}
