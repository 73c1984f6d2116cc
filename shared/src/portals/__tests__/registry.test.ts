import { describe, expect, it } from '@jest/globals';
import { findPortal, HOST, PORTALS, portalForPath, portalNamed, portalPath } from '../registry';

const ROLES = ['visitor', 'member', 'admin', 'super-admin'];

describe('the portal registry', () => {
  it('names each portal, folder, package, mount path and dev port once', () => {
    for (const key of ['name', 'folder', 'package', 'mountPath', 'devPort'] as const) {
      const values = PORTALS.map((p) => p[key]);
      expect(new Set(values).size).toBe(values.length);
    }
    expect(PORTALS.map((p) => p.devPort)).not.toContain(HOST.devPort);
    for (const portal of PORTALS) {
      expect(portal.name).toMatch(/^[a-z][a-z_]*$/);
      expect(portal.package).toBe(`@alumni/${portal.folder}`);
      expect(portal.mountPath).toMatch(/^\/([A-Za-z-]+(\/[A-Za-z-]+)*)?$/);
      expect(ROLES).toContain(portal.role);
    }
  });

  it('finds a portal by federation name, folder or npm name', () => {
    expect(findPortal('admin_portal')?.folder).toBe('admin-portal');
    expect(findPortal('admin-portal')?.name).toBe('admin_portal');
    expect(findPortal('@alumni/admin-portal')?.name).toBe('admin_portal');
    expect(findPortal('shell')).toBeUndefined();
    expect(portalNamed('admin-portal')).toBeUndefined();
  });

  it('tells which portal a page belongs to, the public site for every page outside a dashboard', () => {
    expect(portalForPath('/user/dashboard').name).toBe('member_portal');
    expect(portalForPath('/admin/dashboard/associations/7').name).toBe('admin_portal');
    expect(portalForPath('/superAdmin/dashboard/home').name).toBe('superadmin_portal');
    expect(portalForPath('/user/dashboardx').name).toBe('public_site');
    expect(portalForPath('/associations/3').name).toBe('public_site');
  });

  it('makes a page path from a path relative to the mount point', () => {
    const member = portalNamed('member_portal')!;
    expect(portalPath(member, 'home')).toBe('/user/dashboard/home');
    expect(portalPath(member, '')).toBe('/user/dashboard');
    expect(portalPath(portalNamed('public_site')!, 'about')).toBe('/about');
    expect(portalPath(portalNamed('public_site')!, '')).toBe('/');
  });
});
