// Types of coverMotifs.js (CommonJS).
export declare const MOTIFS: Record<string, { background: string; art: string[] }>;
