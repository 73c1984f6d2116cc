import { z } from 'zod';

export * from './dashboard.paths';

/** One calendar month (Asia/Dhaka): `month` is `yyyy-MM`, revenue in BDT net of refunds. */
export const dashboardMonthSchema = z.object({
  month: z.string(),
  new_members: z.number(),
  revenue: z.number(),
});

/**
 * An association's figures on `today` (Asia/Dhaka, `yyyy-MM-dd`): members active (their latest
 * membership ends today or later, or is for life), of those the ones whose membership ends within
 * `expiring_within_days`, offline payments waiting for approval, and the last 12 months, oldest first,
 * the current one last (months with nothing are there with zeros).
 */
export const associationDashboardSchema = z.object({
  today: z.string(),
  active_members: z.number(),
  expiring_members: z.number(),
  expiring_within_days: z.number(),
  pending_offline_approvals: z.number(),
  this_month: dashboardMonthSchema,
  months: z.array(dashboardMonthSchema),
});

export type DashboardMonth = z.infer<typeof dashboardMonthSchema>;
export type AssociationDashboard = z.infer<typeof associationDashboardSchema>;
