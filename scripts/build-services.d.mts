// Types of build-services.mjs (plain JavaScript: it runs before anything is compiled).
export declare const ROOT: string;
export declare const COMPONENTS: readonly string[];
export declare function componentDir(name: string): string;
export declare function componentEntry(name: string): string;
export declare function buildServices(options?: { force?: boolean }): Promise<string[]>;
export declare function ensureBuilt(): Promise<string[]>;
export declare function compiledArgs(name: string, env?: NodeJS.ProcessEnv): Promise<string[]>;
export declare function tracingWanted(env: NodeJS.ProcessEnv): boolean;
export declare function tracingArgs(entry: string, env: NodeJS.ProcessEnv): string[];
export declare function toolEntry(name: string): string;
