import pg from 'pg';
import { waitFor } from '@portal/service-kit/testing';
import { ipscHandgun, matchBody, type IpscHandgun } from './competitionData';
import { callApi, day } from './session';

/** An open match whose competition allows cash on site and bank transfer, replicated to registration. */
export interface OpenMatch {
  ipsc: IpscHandgun;
  competitionId: number;
  squadId: number;
}

export interface ReservedOrder {
  id: number;
  status: string;
  orderItems: { id: number; squadId: number }[];
  cartId: number | null;
  cartToken: string | null;
  cartAmount: number;
}

/** A new club with bank details (so bank transfer is offered) and an open IPSC match of it. */
export async function createOpenMatch(
  url: string,
  databaseUrl: string,
  adminToken: string,
  name: string,
  /** more competition fields, e.g. `{ paymentWithWirecard: true }` for card payments */
  extra: Record<string, unknown> = {},
) {
  const ipsc = await ipscHandgun(url, adminToken);
  const club = await callApi<{ id: number }>(url, 'clubs', adminToken, {
    method: 'POST',
    body: {
      // short names: the match joins the public lists, whose widths other tests check
      name: `SV ${name}`,
      longName: `SV ${name}`,
      address: 'Hauptstraße 1',
      zip: '1010',
      city: 'Wien',
      country: 'at',
      bankInformation: { name: 'Erste Bank', iban: 'AT61 1904 3002 3457 3201' },
    },
  });
  const created = await callApi<{ id: number; paymentViaDeposit: boolean; squads: { id: number }[] }>(
    url,
    'competitions',
    adminToken,
    {
      method: 'POST',
      body: {
        ...matchBody(
          ipsc,
          { date: day(40), registrationStart: day(0), registrationEnd: day(30) },
          { club: { id: club.id }, name },
        ),
        paymentViaDeposit: true,
        ...extra,
      },
    },
  );
  if (!created.paymentViaDeposit) throw new Error('bank transfer not allowed for the new match');
  const squadId = created.squads[0]!.id;
  // registration learns the match from the catalog's event
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await waitFor(
      async () =>
        (await pool.query('SELECT 1 FROM registration.squad_occupancy WHERE squad_id = $1', [squadId])).rows
          .length > 0,
      20_000,
      100,
    );
  } finally {
    await pool.end();
  }
  return { ipsc, competitionId: created.id, squadId } satisfies OpenMatch;
}

/** each guest is another person: one e-mail holds one guest registration (docs/guest-holds.md) */
let guestMails = 0;

/** prepareOrder + reserveOrder through the gateway (`token` null: a guest), joining the given cart. */
export async function reserveItem(
  url: string,
  match: OpenMatch,
  token: string | null,
  cart: { cartId?: number | null; cartToken?: string | null } = {},
): Promise<ReservedOrder> {
  const prepared = await callApi<{ orderItems: { token: string }[] }>(
    url,
    'publicResources/prepareOrder',
    token,
    {
      method: 'POST',
      body: {
        status: 'PREPARE',
        orderItems: [{ competitionId: match.competitionId, squadId: match.squadId }],
      },
    },
  );
  const { ipsc } = match;
  return callApi<ReservedOrder>(url, 'publicResources/reserveOrder', token, {
    method: 'POST',
    body: {
      token: prepared.orderItems[0]!.token,
      ...(cart.cartId ? { cartId: cart.cartId, cartToken: cart.cartToken } : {}),
      order: {
        firstName: 'Greta',
        lastName: 'Gast',
        email: token ? 'greta@example.at' : `greta+${++guestMails}@example.at`,
        agbs: true,
        orderItems: [
          { divisionId: ipsc.divisionId, competitionClassId: ipsc.classId, factorId: ipsc.factorId },
        ],
      },
    },
  });
}
