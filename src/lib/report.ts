// Reports problems that are not the user's to fix (spec: "reported", "logged"): route collisions,
// invalid settings, load-screen warnings. Structured, so a collector can pick them up later.

export type ReportLevel = 'warning' | 'error';

export interface ReportEntry {
  level: ReportLevel;
  message: string;
  details?: unknown;
  at: number;
}

const recent: ReportEntry[] = [];

export function report(level: ReportLevel, message: string, details?: unknown): void {
  const entry: ReportEntry = { level, message, details, at: Date.now() };
  recent.push(entry);
  if (recent.length > 50) recent.shift();
  (level === 'error' ? console.error : console.warn)(`[pixloom] ${message}`, details ?? '');
}

/** The latest reports, for the support form's system info. */
export function recentReports(): readonly ReportEntry[] {
  return recent;
}
