// The parameter values come from the declarations and fixtures: a record each names exists, and
// a screen with a parameter nobody used before gets one with no edit.
import { describe, expect, it } from 'vitest';
import { screens } from '../../resources/index';
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
    expect(value('/voice-service/prompts/:id/other/:rowId', 'rowId', 'voiceprompts.get')).toBe('1');
  });
});
