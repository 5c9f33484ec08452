import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { advertisingsApi } from '../../src/admin/advertisings/advertisingsApi';
import { clientsApi } from '../../src/admin/api/clientsApi';
import { rolesApi } from '../../src/admin/api/rolesApi';
import { usersApi } from '../../src/admin/api/usersApi';
import { clubsApi } from '../../src/admin/clubs/clubsApi';
import { maintenanceApi } from '../../src/admin/maintenance/maintenanceApi';
import { ordersApi } from '../../src/admin/orders/ordersApi';
import { referenceDataApi } from '../../src/admin/reference/referenceDataApi';
import { reservationsApi } from '../../src/admin/reservations/reservationsApi';
import { createAppStore } from '../../src/store';
import { MemoryStorage } from '../memoryStorage';
import { api, server } from './server';

type Store = ReturnType<typeof createAppStore>;

/** A record page's read and its save, as the edit page of each back-office record calls them. */
interface RecordForm {
  name: string;
  path: string;
  read: (store: Store) => { unsubscribe: () => void };
  save: (store: Store) => Promise<unknown>;
}

const ID = 5;
const body = {} as never;
const FORMS: RecordForm[] = [
  {
    name: 'user',
    path: `users/${ID}`,
    read: (store) => store.dispatch(usersApi.endpoints.user.initiate(ID)),
    save: (store) => store.dispatch(usersApi.endpoints.updateUser.initiate({ id: ID, body })),
  },
  {
    name: 'role',
    path: `userRoles/${ID}`,
    read: (store) => store.dispatch(rolesApi.endpoints.userRole.initiate(ID)),
    save: (store) => store.dispatch(rolesApi.endpoints.updateUserRole.initiate({ id: ID, body })),
  },
  {
    name: 'client',
    path: `clients/${ID}`,
    read: (store) => store.dispatch(clientsApi.endpoints.client.initiate(ID)),
    save: (store) => store.dispatch(clientsApi.endpoints.updateClient.initiate({ id: ID, body })),
  },
  {
    name: 'club',
    path: `clubs/${ID}`,
    read: (store) => store.dispatch(clubsApi.endpoints.club.initiate(ID)),
    save: (store) => store.dispatch(clubsApi.endpoints.updateClub.initiate({ id: ID, body })),
  },
  {
    name: 'advert',
    path: `advertising/${ID}`,
    read: (store) => store.dispatch(advertisingsApi.endpoints.advertisingRecord.initiate(ID)),
    save: (store) => store.dispatch(advertisingsApi.endpoints.updateAdvertising.initiate({ id: ID, body })),
  },
  {
    name: 'maintenance window',
    path: `maintenanceWindows/${ID}`,
    read: (store) => store.dispatch(maintenanceApi.endpoints.maintenanceRecord.initiate(ID)),
    save: (store) => store.dispatch(maintenanceApi.endpoints.updateMaintenance.initiate({ id: ID, body })),
  },
  {
    name: 'reservation',
    path: `reservations/${ID}`,
    read: (store) => store.dispatch(reservationsApi.endpoints.reservation.initiate(ID)),
    save: (store) => store.dispatch(reservationsApi.endpoints.updateReservation.initiate({ id: ID, body })),
  },
  {
    name: 'reference record',
    path: `levels/${ID}`,
    read: (store) =>
      store.dispatch(referenceDataApi.endpoints.referenceRecord.initiate({ resource: 'levels', id: ID })),
    save: (store) =>
      store.dispatch(
        referenceDataApi.endpoints.updateReference.initiate({ resource: 'levels', id: ID, body: {} }),
      ),
  },
  {
    name: 'order item',
    path: `orderItems/${ID}`,
    read: (store) => store.dispatch(ordersApi.endpoints.orderItem.initiate(ID)),
    save: (store) => store.dispatch(ordersApi.endpoints.updateOrderItem.initiate({ id: ID, body })),
  },
];

/** Answers the record's read (counting them) and its save with `status`. */
const serve = (path: string, status: number) => {
  const reads: number[] = [];
  server.use(
    http.get(api(path), () => {
      reads.push(Date.now());
      return HttpResponse.json({ id: ID, name: 'Kept', deputies: [] });
    }),
    http.put(api(path), () =>
      status === 200
        ? HttpResponse.json({ id: ID, name: 'Saved' })
        : HttpResponse.json({ error: 'FIELD_INVALID', field: 'name' }, { status }),
    ),
  );
  return reads;
};

/** a moment for a refetch the save might start (it would start at once) */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

// an edit page shows its form only while the record is not being read: a read after a refused
// save would replace the form, with the admin's edits and the server's errors (docs/web-app.md)
describe('back-office record forms: a refused save keeps the record', () => {
  it.each(FORMS)('when the $name save is refused then the record is not read again', async (form) => {
    const reads = serve(form.path, 400);
    const store = createAppStore(new MemoryStorage());
    const read = form.read(store);
    await vi.waitFor(() => expect(reads).toHaveLength(1));

    await form.save(store);
    await settle();

    expect(reads).toHaveLength(1);
    read.unsubscribe();
  });

  it.each(FORMS)('when the $name save succeeds then the record is read again', async (form) => {
    const reads = serve(form.path, 200);
    const store = createAppStore(new MemoryStorage());
    const read = form.read(store);
    await vi.waitFor(() => expect(reads).toHaveLength(1));

    await form.save(store);

    await vi.waitFor(() => expect(reads).toHaveLength(2));
    read.unsubscribe();
  });
});
