import type { PreparedOrder } from '@portal/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { publicApi } from '../../src/public/publicApi';
import { competitionApiPath } from '../../src/public/publicApiPaths';
import { IDENTITY_KEY, TOKEN_KEY } from '../../src/session/storage';
import { signUpEndpoints } from '../../src/signup/signUpApi';
import { createAppStore } from '../../src/store';
import { shooterIdentity } from '../fixtures';
import { MemoryStorage } from '../memoryStorage';
import { api, server } from './server';
import { openCompetition } from './signUpAnswers';

const reserved = (): PreparedOrder => ({
  id: 501,
  status: 'RESERVED',
  firstName: 'Max',
  lastName: 'Schütz',
  email: 'max@example.at',
  paymentMethod: null,
  expiresAt: null,
  orderItems: [
    {
      id: 601,
      token: 'item-token-601',
      competitionId: openCompetition().id,
      competitionName: 'Frühjahrscup',
      competitionEvent: false,
      squadId: 11,
      squadName: 'Samstag früh',
      squad: { id: 11, name: 'Samstag früh' },
      squadStandId: null,
      squadStand: null,
      squadStandName: null,
      reservationCode: null,
      waitingList: false,
      firstName: 'Max',
      lastName: 'Schütz',
      email: 'max@example.at',
    },
  ],
  cartId: 900,
  cartAmount: 1,
});

/** The competition page's read (counted) and reserveOrder answering `status`. */
const serve = (status: number) => {
  const reads: number[] = [];
  server.use(
    http.get(api(competitionApiPath(openCompetition().publicLink)), () => {
      reads.push(Date.now());
      return HttpResponse.json(openCompetition());
    }),
    http.post(api('publicResources/reserveOrder'), () =>
      status === 200
        ? HttpResponse.json(reserved())
        : HttpResponse.json({ error: 'ORDER_EXPIRED' }, { status }),
    ),
  );
  return reads;
};

const signedIn = () =>
  createAppStore(
    new MemoryStorage({
      [TOKEN_KEY]: 'token-of-the-test',
      [IDENTITY_KEY]: JSON.stringify(shooterIdentity()),
    }),
  );

const reserve = (store: ReturnType<typeof signedIn>) =>
  store.dispatch(
    signUpEndpoints.endpoints.reserveOrder.initiate({
      token: 'item-token-601',
      order: { firstName: 'Max', lastName: 'Schütz', email: 'max@example.at', agbs: true },
    }),
  );

// the reserve is the sign-up slice's, the page's places the catalog slice's (docs/web-app.md)
describe('sign-up: a registration refreshes the competition page', () => {
  it('when the reserve succeeds then the competition page is read again', async () => {
    const reads = serve(200);
    const store = signedIn();
    const page = store.dispatch(
      publicApi.endpoints.publicCompetition.initiate({
        publicLink: openCompetition().publicLink,
        audience: 42,
      }),
    );
    await vi.waitFor(() => expect(reads).toHaveLength(1));

    await reserve(store);

    await vi.waitFor(() => expect(reads).toHaveLength(2));
    page.unsubscribe();
  });

  it('when the reserve is refused then the page is not read again', async () => {
    const reads = serve(409);
    const store = signedIn();
    const page = store.dispatch(
      publicApi.endpoints.publicCompetition.initiate({
        publicLink: openCompetition().publicLink,
        audience: 42,
      }),
    );
    await vi.waitFor(() => expect(reads).toHaveLength(1));

    await reserve(store);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(reads).toHaveLength(1);
    page.unsubscribe();
  });
});
