import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage, t } from '../../../../lib/i18n/i18n';
import '../i18n';
import { ageText, genderText, personText } from './person';

describe('freelancer gender and age', () => {
  beforeEach(() => setLanguage('zh'));

  it('reads in the language of the page, and as "-" when the ID card told nothing', async () => {
    expect(genderText('female', 'zh')).toBe('女');
    expect(genderText('male', 'en')).toBe('Male');
    expect(genderText(null, 'zh')).toBe('-');
    expect(ageText(36, t)).toBe('36岁');
    expect(ageText(null, t)).toBe('-');
    expect(personText('female', 36, 'zh', t)).toBe('女 · 36岁');
    expect(personText(null, null, 'zh', t)).toBe('-');
    await setLanguage('en');
    expect(personText('male', 41, 'en', t)).toBe('Male · 41');
  });
});
