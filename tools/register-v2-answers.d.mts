// Types of tools/register-v2-answers.mjs for the TypeScript that reads it (test/e2e/registerV2.ts).
import type { Page } from 'playwright-core';

export declare const PASSWORD: string;
export declare const REGISTER_V2_FILLS: readonly ((page: Page, email: string) => Promise<void>)[];
export declare function answerPasswordStep(page: Page): Promise<void>;
