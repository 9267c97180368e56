import { beforeAll, describe, expect, it } from 'vitest';
import { publicTextsReady } from './translate';
import { waitText } from './waitText';

beforeAll(publicTextsReady);

describe('waitText', () => {
  it('says seconds under a minute and whole minutes, rounded up, beyond', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(45)).toBe('45 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(120)).toBe('2 minutes');
    expect(waitText(3600)).toBe('60 minutes');
  });
});
