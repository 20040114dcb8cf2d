// Types of tools/bench-vitals.mjs for the TypeScript tests that read it.
export declare const WEB_VITAL_EVENT: string;
export declare const VITAL_METRICS: string[];
export interface MetricSummary {
  n: number;
  p75: number | null;
  good: number;
}
export interface FieldVitals {
  n: number;
  routes: { route: string; metrics: Record<string, MetricSummary> }[];
  engines: Record<string, number>;
  connections: Record<string, number>;
}
export declare function p75(values: number[]): number | null;
export declare function summariseWebVitals(events: { body: unknown }[]): FieldVitals;
export declare function readFieldVitals(origin: string): Promise<FieldVitals & { origin: string }>;
