import { describe, expect, it } from 'vitest';
import { openingNote, viennaWhen } from '../src/signup/openingNote';
import { bestOffset, createServerClock, offsetOf, secondsLeftAt } from '../src/signup/serverClock';

/** A device clock 10 minutes fast, as the issue found it. */
const TEN_MINUTES = 10 * 60_000;

describe('server clock offset', () => {
  it('takes the server time at the middle of the round trip', () => {
    // sent at local 1,000, answered at 1,200 with server time 50,000: at 1,200 the server reads 50,100
    expect(offsetOf({ sentAt: 1_000, receivedAt: 1_200, serverNow: 50_000 })).toEqual({
      offset: 48_900,
      uncertainty: 100,
    });
  });

  it('prefers the sample with the shortest round trip', () => {
    const best = bestOffset([
      { sentAt: 0, receivedAt: 900, serverNow: 10_000 },
      { sentAt: 1_000, receivedAt: 1_040, serverNow: 11_500 },
      { sentAt: 2_000, receivedAt: 2_300, serverNow: 12_000 },
    ]);
    expect(best).toEqual({ offset: 10_480, uncertainty: 20 });
    expect(bestOffset([])).toBeNull();
  });

  it('tells the server time from the local monotonic clock, unmoved by a wrong device clock', async () => {
    let local = 5_000;
    const server = () => local + 1_700_000_000_000; // the server's epoch at local time
    const clock = createServerClock({
      local: () => local,
      ask: async () => {
        local += 30; // request on the way
        const now = server();
        local += 30; // answer on the way
        return now;
      },
    });
    expect(clock.now()).toBeNull();
    let told = 0;
    clock.subscribe(() => (told += 1));
    await clock.sync();
    expect(told).toBe(1);
    expect(clock.now()).toBe(server());
    local += 123_456;
    expect(clock.now()).toBe(server());
    expect(clock.offset()?.uncertainty).toBe(30);
  });

  it('keeps the last measurement when the server does not answer, and shares a running one', async () => {
    let calls = 0;
    let fail = false;
    const clock = createServerClock({
      local: () => 0,
      ask: async () => {
        calls += 1;
        if (fail) throw new Error('offline');
        return 42;
      },
      samples: 2,
    });
    await Promise.all([clock.sync(), clock.sync()]);
    expect(calls).toBe(2);
    fail = true;
    await clock.sync();
    expect(clock.now()).toBe(42);
  });
});

describe('hold countdown by the server clock', () => {
  const serverNow = Date.parse('2030-01-01T10:00:00Z');
  const expiresAt = '2030-01-01T10:05:00Z';

  it('shows the server’s remaining time even when the device clock is 10 minutes fast', () => {
    const device = serverNow + TEN_MINUTES;
    expect(secondsLeftAt(expiresAt, device)).toBe(0); // by the device: "expired" at once (the bug)
    // the server clock as the device would compute it: its local time plus the measured offset
    const offset = offsetOf({ sentAt: device - 100, receivedAt: device, serverNow: serverNow - 50 }).offset;
    expect(secondsLeftAt(expiresAt, device + offset)).toBe(300);
    expect(secondsLeftAt(expiresAt, device + offset + 299_001)).toBe(1);
    expect(secondsLeftAt(expiresAt, device + offset + 300_000)).toBe(0);
  });

  it('never shows more than the hold lasts when the measured offset is a little behind the server', () => {
    const expiresAt = new Date(Date.parse('2027-01-15T17:05:00Z')).toISOString();
    const heldAt = Date.parse('2027-01-15T17:00:00Z');
    // 40 ms behind: the uncapped count reads 301 s of a 300 s hold
    expect(secondsLeftAt(expiresAt, heldAt - 40)).toBe(301);
    expect(secondsLeftAt(expiresAt, heldAt - 40, 300)).toBe(300);
    expect(secondsLeftAt(expiresAt, heldAt + 1_000, 300)).toBe(299);
    expect(secondsLeftAt(expiresAt, heldAt + 300_000, 300)).toBe(0);
  });
});

describe('opens-at and closed-at texts in Vienna time', () => {
  it('reads HH:mm on the same Vienna day, DD.MM.YYYY HH:mm on another, across daylight saving', () => {
    // 17:00 UTC in winter is 18:00 in Vienna; in summer 16:00 UTC is 18:00
    expect(viennaWhen(Date.parse('2027-01-15T17:00:00Z'), Date.parse('2027-01-15T09:00:00Z'))).toBe('18:00');
    expect(viennaWhen(Date.parse('2027-07-15T16:00:00Z'), Date.parse('2027-07-15T09:00:00Z'))).toBe('18:00');
    expect(viennaWhen(Date.parse('2027-01-15T17:00:00Z'), Date.parse('2027-01-14T09:00:00Z'))).toBe(
      '15.01.2027 18:00',
    );
    // 23:30 UTC on the 14th is already the 15th in Vienna
    expect(viennaWhen(Date.parse('2027-01-14T23:30:00Z'), Date.parse('2027-01-15T08:00:00Z'))).toBe('00:30');
  });

  it('names the opening while not open and the end once ended, nothing for other reasons', () => {
    const bounds = { registrationStart: '2027-01-15T17:00:00Z', registrationEnd: '2027-02-01T22:59:00Z' };
    const now = Date.parse('2027-01-15T16:59:58Z');
    expect(openingNote('notYetOpen', bounds, now)).toEqual({ key: 'opensAt', when: '18:00' });
    expect(openingNote('notYetOpen', bounds, null)).toEqual({ key: 'opensAt', when: '15.01.2027 18:00' });
    expect(openingNote('ended', bounds, Date.parse('2027-02-02T10:00:00Z'))).toEqual({
      key: 'closedAt',
      when: '01.02.2027 23:59',
    });
    expect(openingNote('full', bounds, now)).toBeNull();
    expect(openingNote(null, bounds, now)).toBeNull();
  });
});
