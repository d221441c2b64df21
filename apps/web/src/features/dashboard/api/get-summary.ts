import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';

export interface DashboardSummary {
  lastLogin: { at: string; ip: string } | null;
  loginCount30d: number;
  failedLogins30d: number;
  activeSessions: number;
  roleNames: string[];
  permissionCount: number;
  menuCount: number;
  uploads: { count: number; bytes: number };
  loginsByDay: { day: string; success: number; failure: number }[];
  recentLogins: { at: string; ip: string; event: string; userAgent: string }[];
}

export function getSummary(): Promise<DashboardSummary> {
  // Silent: the dashboard shows its own empty state when the figures are not available.
  return getData<DashboardSummary>('dashboard/summary', undefined, { silent: true });
}

export const summaryQuery = () => queryOptions({ queryKey: ['dashboard', 'summary'], queryFn: getSummary });

export function useSummary() {
  return useQuery(summaryQuery());
}
