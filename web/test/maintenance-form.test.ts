import { describe, expect, it } from 'vitest';
import { canManageMaintenance } from '../src/admin/access';
import {
  buildMaintenanceQuery,
  emptyMaintenanceValues,
  initialMaintenancePaging,
  maintenanceValues,
  toMaintenanceBody,
  validateMaintenance,
} from '../src/admin/maintenance/maintenanceForm';
import { MAINTENANCE_PATHS } from '../src/admin/maintenance/maintenancePaths';
import { de } from '../src/i18n/de';
import { en } from '../src/i18n/en';
import { maintenanceDe } from '../src/i18n/maintenance.de';
import { maintenanceEn } from '../src/i18n/maintenance.en';
import { MENU_ENTRIES } from '../src/layout/menu/menuEntries';

const valid = {
  reason: ' Update ',
  message: ' Portal offline ',
  active: true,
  fromDate: '2026-12-24T18:00',
  toDate: '2026-12-24T20:00',
};

describe('maintenance form', () => {
  it('requires reason, message and the period', () => {
    expect(validateMaintenance(emptyMaintenanceValues())).toEqual({
      reason: 'FIELD_IS_REQUIRED',
      message: 'FIELD_IS_REQUIRED',
      fromDate: 'FIELD_IS_REQUIRED',
      toDate: 'FIELD_IS_REQUIRED',
    });
    expect(validateMaintenance(valid)).toEqual({});
  });

  it('limits the reason to 255 characters', () => {
    expect(validateMaintenance({ ...valid, reason: 'x'.repeat(255) }).reason).toBeUndefined();
    expect(validateMaintenance({ ...valid, reason: 'x'.repeat(256) }).reason).toBe('FIELD_MAXLENGTH_255');
  });

  it('rejects an end before or at the start', () => {
    expect(validateMaintenance({ ...valid, toDate: '2026-12-24T17:00' }).toDate).toBe(
      'admin.common.endBeforeStart',
    );
    expect(validateMaintenance({ ...valid, toDate: valid.fromDate }).toDate).toBe(
      'admin.common.endBeforeStart',
    );
    expect(validateMaintenance({ ...valid, fromDate: 'nonsense' }).fromDate).toBe('FIELD_INVALID');
  });

  it('sends trimmed texts and instants of the Vienna times typed, and reads a record back', () => {
    const body = toMaintenanceBody(valid);
    expect(body.reason).toBe('Update');
    expect(body.message).toBe('Portal offline');
    expect(body.active).toBe(true);
    expect(body.fromDate).toBe('2026-12-24T17:00:00.000Z');
    expect(maintenanceValues({ id: 1, ...body })).toEqual({
      ...valid,
      reason: 'Update',
      message: 'Portal offline',
    });
  });

  it('lists newest start first', () => {
    expect(buildMaintenanceQuery(initialMaintenancePaging())).toEqual({
      page: 0,
      size: 25,
      sort: 'fromDate,desc',
    });
  });
});

describe('maintenance access, menu and texts', () => {
  it('is for admins and portal admins', () => {
    expect(canManageMaintenance(['IS_ADMIN'])).toBe(true);
    expect(canManageMaintenance(['IS_PORTAL_ADMIN'])).toBe(true);
    expect(canManageMaintenance(['IS_CLUB_ADMIN'])).toBe(false);
    const entry = MENU_ENTRIES.find((item) => item.id === 'maintenanceWindows');
    expect(entry).toMatchObject({ section: 'management', route: MAINTENANCE_PATHS.list });
    expect(entry?.permissions).toEqual(['IS_ADMIN', 'IS_PORTAL_ADMIN']);
  });

  it('has the texts in both languages', () => {
    expect(de.menu.maintenanceWindows).toBe('Wartungsfenster');
    expect(en.menu.maintenanceWindows).toBe('Maintenance windows');
    expect(de.bars.maintenanceCurrent).toContain('derzeit');
    expect(en.bars.maintenanceUpcoming).toContain('{{from}}');
    expect(Object.keys(maintenanceEn.maintenance.fields)).toEqual(
      Object.keys(maintenanceDe.maintenance.fields),
    );
  });
});
