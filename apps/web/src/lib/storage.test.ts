import { afterEach, describe, expect, it } from 'vitest';
import { clearAll, getItem, removeItem, setItem, storageKey } from './storage';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('storage envelope', () => {
  it('wraps values as { dataType, content, type, datetime }', () => {
    setItem('settings', { colour: 'red' });
    const raw = JSON.parse(sessionStorage.getItem(storageKey('settings')) ?? 'null');
    expect(raw).toMatchObject({ dataType: 'object', content: { colour: 'red' }, type: 'session' });
    expect(typeof raw.datetime).toBe('number');
    expect(getItem('settings')).toEqual({ colour: 'red' });
  });

  it('names the data type of strings, arrays and null, and uses local storage when asked', () => {
    setItem('language', 'en', 'local');
    setItem('trail', [1, 2]);
    setItem('nothing', null);
    expect(JSON.parse(localStorage.getItem(storageKey('language')) ?? '').dataType).toBe('string');
    expect(JSON.parse(localStorage.getItem(storageKey('language')) ?? '').type).toBe('local');
    expect(JSON.parse(sessionStorage.getItem(storageKey('trail')) ?? '').dataType).toBe('array');
    expect(JSON.parse(sessionStorage.getItem(storageKey('nothing')) ?? '').dataType).toBe('null');
    expect(getItem('language', 'local')).toBe('en');
    expect(getItem('language')).toBeUndefined();
  });

  it('treats unreadable or foreign values as absent', () => {
    sessionStorage.setItem(storageKey('broken'), '{not json');
    sessionStorage.setItem(storageKey('plain'), JSON.stringify({ colour: 'red' }));
    expect(getItem('broken')).toBeUndefined();
    expect(getItem('plain')).toBeUndefined();
    expect(getItem('missing')).toBeUndefined();
  });

  it('removes one value or all of the app values, leaving others', () => {
    setItem('a', 1);
    setItem('b', 2);
    sessionStorage.setItem('other-app', 'x');
    removeItem('a');
    expect(getItem('a')).toBeUndefined();
    clearAll();
    expect(getItem('b')).toBeUndefined();
    expect(sessionStorage.getItem('other-app')).toBe('x');
  });
});
