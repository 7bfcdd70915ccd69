/** Types of compile-hints.mjs (plain JavaScript: next.config.mjs imports it). */
export declare const COMPILE_HINT: string;
export declare function addCompileHints(distDir: string): string[];
