export declare function median(values: number[]): number;
