import { ipscHandgun, matchBody, type IpscHandgun } from '../competitionData';
import { callApi, day, login } from '../session';

/** Who calls: no token, the demo users of each role, and the two the sweep makes itself. */
export const ACTORS = [
  'guest',
  'guestUser',
  'shooter',
  'deputy',
  'clubAdmin',
  'otherClubAdmin',
  'clientAdmin',
  'portalAdmin',
  'admin',
] as const;
export type Actor = (typeof ACTORS)[number];

export interface ActorSession {
  token: string | null;
  /** user id, 0 for guests without an account */
  id: number;
  clubId: number | null;
}

const PASSWORD = 'Sweep123!x';
/** club 1 is the demo club admin's, club 2 the club admin the sweep creates */
export const OWN_CLUB = 1;
export const OTHER_CLUB = 2;

/**
 * The actors logged in, plus factories for the records the sweep writes to, so that no assertion
 * depends on demo data the sweep changed or deleted.
 */
export class World {
  readonly sessions = {} as Record<Actor, ActorSession>;
  readonly usernames = {} as Record<Actor, string>;
  /** the row of the sweep's deputy among the demo shooter's deputies */
  deputyRowId = 0;
  private ipsc!: IpscHandgun;
  private levelId = 0;
  private serial = 0;
  private cache = new Map<string, Promise<unknown>>();

  constructor(readonly url: string) {}

  get adminToken() {
    return this.sessions.admin.token!;
  }

  async setUp() {
    const demo: [Actor, string, string][] = [
      ['guestUser', 'guest', 'Guest123!'],
      ['shooter', 'shooter', 'Shooter123!'],
      ['clubAdmin', 'clubadmin', 'Club123!'],
      ['clientAdmin', 'clientadmin', 'Client123!'],
      ['portalAdmin', 'portaladmin', 'Portal123!'],
      ['admin', 'admin', 'Admin123!'],
    ];
    this.sessions.guest = { token: null, id: 0, clubId: null };
    for (const [actor, username, password] of demo) {
      this.sessions[actor] = await this.session(username, password);
      this.usernames[actor] = username;
    }
    // a club admin of another club, and a shooter who is the demo shooter's deputy
    const otherAdmin = await this.user({ userRoleIds: [5], club: { id: OTHER_CLUB } }, 'ca');
    this.sessions.otherClubAdmin = await this.session(otherAdmin.username, PASSWORD);
    this.usernames.otherClubAdmin = otherAdmin.username;
    const deputy = await this.user({ userRoleIds: [4], club: { id: OWN_CLUB } }, 'dep');
    const row = await callApi<{ id: number }>(
      this.url,
      `profile/${this.sessions.shooter.id}/deputy`,
      this.sessions.shooter.token,
      { method: 'POST', body: { name: deputy.username } },
    );
    this.deputyRowId = row.id;
    this.sessions.deputy = await this.session(deputy.username, PASSWORD);
    this.usernames.deputy = deputy.username;
    this.ipsc = await ipscHandgun(this.url, this.adminToken);
    this.levelId = (await this.admin<{ content: { id: number }[] }>('levels?size=1')).content[0]!.id;
  }

  /** One record per key for all requests that only read or update it. */
  shared<T>(key: string, make: () => Promise<T>): Promise<T> {
    if (!this.cache.has(key)) this.cache.set(key, make());
    return this.cache.get(key) as Promise<T>;
  }

  /** The club's required fields as they are now (an update that changes nothing). */
  async clubBody(id: number) {
    const club = await this.admin<Record<string, unknown>>(`clubs/${id}`);
    return pick(club, ['name', 'longName', 'address', 'zip', 'city', 'country']);
  }

  /** The profile of user `id` as an update body (what the profile form sends back). */
  async profileBodyOf(id: number) {
    const profile = await this.admin<Record<string, unknown>>(`profile/${id}`);
    return pick(profile, PROFILE_FIELDS);
  }

  profileBody(actor: Actor) {
    return this.profileBodyOf(this.sessions[actor].id || this.sessions.shooter.id);
  }

  async client(): Promise<number> {
    return (await this.admin<{ id: number }>('clients', 'POST', { name: `Sweep client ${++this.serial}` }))
      .id;
  }

  private async session(username: string, password: string): Promise<ActorSession> {
    const token = await login(this.url, username, password);
    const identity = await callApi<{ id: number; clubId: number | null }>(this.url, 'identity', token);
    return { token, id: identity.id, clubId: identity.clubId };
  }

  admin<T>(path: string, method = 'GET', body?: unknown) {
    return callApi<T>(this.url, path, this.adminToken, { method, body });
  }

  /** A new user made by the admin; `fields` sets roles and club. */
  async user(fields: Record<string, unknown>, prefix = 'u') {
    const username = `sweep${prefix}${++this.serial}x${Date.now() % 100000}`;
    const body = {
      username,
      email: `${username}@example.org`,
      firstName: 'Sweep',
      lastName: 'User',
      selectedLanguage: 'de',
      ...fields,
    };
    const created = await this.admin<{ id: number }>('users', 'POST', {
      ...body,
      password: PASSWORD,
      password2: PASSWORD,
    });
    return { id: created.id, username, body };
  }

  /** The body of a new user for POST /api/users. */
  userBody(fields: Record<string, unknown>) {
    const username = `sweepnew${++this.serial}x${Date.now() % 100000}`;
    return {
      username,
      email: `${username}@example.org`,
      firstName: 'Sweep',
      lastName: 'New',
      selectedLanguage: 'de',
      password: PASSWORD,
      password2: PASSWORD,
      ...fields,
    };
  }

  /** The create body of an open match or event of `clubId`. */
  competitionBody(clubId: number, event = false) {
    const body = matchBody(
      this.ipsc,
      { date: day(60), registrationStart: day(10), registrationEnd: day(50) },
      {
        name: `Sweep ${event ? 'event' : 'match'} ${++this.serial}`,
        club: { id: clubId },
        // what club admins must fill in besides
        level: { id: this.levelId },
        information: '<p>Sweep</p>',
        contact: {
          firstName: 'Sweep',
          lastName: 'Contact',
          email: 'sweep@example.org',
          telephone: '+43 1 234',
        },
        address: 'Sweepgasse 1',
        zip: '1210',
        city: 'Wien',
        country: 'at',
        state: 'W',
        googleMapsLink: 'https://maps.example.org/sweep',
      },
    );
    return event ? { ...body, startingPlaces: 10, waitingListPlaces: 0 } : body;
  }

  async competition(clubId: number, event = false): Promise<number> {
    return (
      await this.admin<{ id: number }>(
        event ? 'events' : 'competitions',
        'POST',
        this.competitionBody(clubId, event),
      )
    ).id;
  }

  /** A document (not a logo, referenced nowhere) uploaded by `actor`. */
  async document(actor: Actor): Promise<{ id: number; publicId: string }> {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n%sweep\n')]), 'sweep.pdf');
    const response = await fetch(`${this.url}/api/upload?kind=document`, {
      method: 'POST',
      headers: { authorization: this.sessions[actor].token! },
      body: form,
    });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: number; publicId: string };
  }
}

const PROFILE_FIELDS = [
  'email',
  'selectedLanguage',
  'firstName',
  'lastName',
  'salutation',
  'address',
  'zip',
  'city',
  'country',
  'state',
  'telephone',
  'club',
];

const pick = (record: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => record[key] != null).map((key) => [key, record[key]]));
