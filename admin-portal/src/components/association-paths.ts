/** Admin paths of one association (absolute, so links work from any nested route). */
export const associationPath = (associationId: number | string, rest = '') =>
  `/admin/dashboard/associations/${associationId}${rest ? `/${rest}` : ''}`;
