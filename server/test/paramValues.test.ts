// The parameter values come from the declarations and fixtures: a record each names exists, a
// screen with a parameter nobody used before gets one with no edit, and a parameter nothing
// names is an error naming the call, never a guessed id.
import { describe, expect, it } from 'vitest';
import { defineRecords } from '../../language/recordTypes';
import { screens } from '../../resources/index';
import { loadRecordKeeping } from '../recordFiles';
import { giveHook } from '../records/recordHooks';
import { madeUpScreen } from './madeUpScreen';
import { paramValues } from './paramValues';

describe('paramValues', () => {
  const valueOf = paramValues(screens);

  it('names a record of the collection the path names, by the screen id field, never a demo account', () => {
    expect(valueOf('/auth/users/:id', 'id', 'sislusers.get')).toBe('1005');
    expect(valueOf('/auth/apiclients/:id', 'id', 'apiclients.get')).toBe('2001');
    expect(valueOf('/auth/accounts/:accountId/accountgroups/:id', 'accountId', 'accountgroups.assignAccount')).toBe('10001');
    expect(valueOf('/auth/accounts/:accountId/accountgroups/:id', 'id', 'accountgroups.assignAccount')).toBe('1');
  });

  it("finds a new screen's records by its id field and a new parameter's by its name", () => {
    const prompts = madeUpScreen('voiceprompts', 'voice_prompt_id', { get: 'GET /voice-service/prompts/:id' }, { name: {} });
    const fixtures = {
      voicePrompts: [{ voice_prompt_id: 7, language_code: 'en' }],
      languages: [{ language_code: 'es' }],
    };
    const value = paramValues([prompts], fixtures);
    expect(value('/voice-service/prompts/:id', 'id', 'voiceprompts.get')).toBe('7');
    expect(value('/voice-service/languages/:languageCode', 'languageCode', 'voiceprompts.get')).toBe('es');
  });

  it('fails naming the call and the parameter when nothing names its record', () => {
    const prompts = madeUpScreen('voiceprompts', 'voice_prompt_id', { get: 'GET /voice-service/prompts/:id' });
    const value = paramValues([prompts], { voicePrompts: [{ voice_prompt_id: 7 }] });
    expect(() => value('/voice-service/prompts/:id/other/:rowId', 'rowId', 'voiceprompts.get')).toThrow(
      "paramValues: voiceprompts.get (/voice-service/prompts/:id/other/:rowId): no fixture field, record declaration or other screen's call gives :rowId a value",
    );
  });

  it("names the row of the record declaration answering the call (its own calls and its hook's), by the declaration's id field", () => {
    const teams = madeUpScreen('teams', 'team_id', {
      get: 'GET /team-service/teams/:id',
      removeMember: 'DELETE /team-service/teams/:id/members/:memberRow',
      addBadge: 'POST /team-service/teams/:id/badges/:badgeRow',
    });
    // Another screen naming the same call is answered by the same declaration.
    const clubs = madeUpScreen('clubs', 'club_id', { removeMember: 'DELETE /team-service/teams/:id/members/:memberRow' });
    const members = defineRecords({ screen: teams, collection: 'members', id: 'row_id', calls: { delete: 'removeMember' }, fields: [] });
    const badges = defineRecords({
      screen: teams,
      collection: 'badges',
      id: 'badge_no',
      calls: { list: 'badges' },
      fields: [],
    });
    const MESSAGE = { status: 201, description: 'Attached', schema: {} } as const;
    giveHook(badges, {
      create: () => undefined,
      update: () => undefined,
      answers: [],
      answer: () => ({}),
      routeAnswers: { addBadge: MESSAGE },
    });
    const fixtures = { teams: [{ team_id: 4 }], members: [{ row_id: 8, team_id: 4 }], badges: [{ badge_no: 9 }] };
    const value = paramValues([teams, clubs], fixtures, [members, badges]);
    expect(value('/team-service/teams/:id/members/:memberRow', 'memberRow', 'teams.removeMember')).toBe('8');
    expect(value('/team-service/teams/:id/members/:memberRow', 'memberRow', 'clubs.removeMember')).toBe('8');
    expect(value('/team-service/teams/:id/badges/:badgeRow', 'badgeRow', 'teams.addBadge')).toBe('9');
  });

  it('names the record of another screen whose same call has `:id` there', () => {
    const teams = madeUpScreen('teams', 'team_id', { get: 'GET /team-service/teams/:id' });
    const rosters = madeUpScreen('rosters', 'roster_id', { team: 'GET /team-service/teams/:teamRef' });
    const value = paramValues([teams, rosters], { teams: [{ team_id: 4 }], rosters: [{ roster_id: 5 }] });
    expect(value('/team-service/teams/:teamRef', 'teamRef', 'rosters.team')).toBe('4');
  });

  it("gives the screens' calls of row parameters no field spells their declarations' records", async () => {
    const value = paramValues(screens, undefined, await loadRecordKeeping());
    expect(value('/auth/ip-ranges/:rangeId', 'rangeId', 'accountgroups.removeIpRange')).toBe('1');
    expect(value('/auth/attributes/:id/:attributeRowId', 'attributeRowId', 'apiclients.deleteAttribute')).toBe('1');
    expect(value('/auth/accountgroups/:groupId', 'groupId', 'shortcodes.accountGroup')).toBe('1');
  });
});
