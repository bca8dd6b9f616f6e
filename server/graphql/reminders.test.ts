import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, NOW } from './test-app';

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});

const SET = 'mutation($id: ID!) { setReminder(showId: $id) { httpStatusCode message } }';
const DELETE = 'mutation($id: ID!) { deleteReminder(showId: $id) { httpStatusCode message } }';
const LIST = '{ getMyReminders { id headline startTimeUnixSeconds } }';

type Show = { id: string; startTimeUnixSeconds: number };
async function guide(): Promise<Show[]> {
  const reply = await app.gql(
    '{ getEpgData(station: _702, date: "2026-11-20") { id startTimeUnixSeconds } }',
  );
  return reply.body.data?.getEpgData as Show[];
}

describe('reminders', () => {
  it('keeps a reminder for a show to come on the account, and removes it', async () => {
    const later = (await guide()).find((s) => s.startTimeUnixSeconds > NOW) as Show;
    const token = 'token-ayesha';
    const set = await app.gql(SET, { id: later.id }, token);
    expect(set.body.data?.setReminder).toMatchObject({ httpStatusCode: 200 });
    const list = await app.gql(LIST, {}, token);
    expect((list.body.data?.getMyReminders as Show[]).map((s) => s.id)).toEqual([later.id]);
    expect((await app.gql(DELETE, { id: later.id }, token)).body.data?.deleteReminder).toMatchObject({
      httpStatusCode: 200,
    });
    expect((await app.gql(LIST, {}, token)).body.data?.getMyReminders).toEqual([]);
  });

  it('refuses shows that started, unknown shows and anonymous callers', async () => {
    const started = (await guide()).find((s) => s.startTimeUnixSeconds <= NOW) as Show;
    const token = 'token-ayesha';
    expect((await app.gql(SET, { id: started.id }, token)).body.data?.setReminder).toMatchObject({
      httpStatusCode: 400,
      message: expect.stringMatching(/already started/),
    });
    expect(
      (await app.gql(SET, { id: '702-2026-11-20-99-nothing' }, token)).body.data?.setReminder,
    ).toMatchObject({ httpStatusCode: 404 });
    expect((await app.gql(SET, { id: '../etc' }, token)).body.data?.setReminder).toMatchObject({
      httpStatusCode: 404,
    });
    const anonymous = await app.gql(SET, { id: started.id });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('AUTH_NOT_AUTHORIZED');
  });
});
