import { describe, expect, it } from 'vitest';
import { findContacts, type ModerationAction, moderate, WordAutomaton } from './moderation.js';

const found = (a: WordAutomaton, text: string) => a.search(text).map((h) => [h.text, h.start, h.tag]);

describe('WordAutomaton', () => {
  it('finds overlapping and nested words, each occurrence', () => {
    const a = new WordAutomaton([
      { word: 'he', tag: 'a' },
      { word: 'she', tag: 'b' },
      { word: 'his', tag: 'a' },
      { word: 'hers', tag: 'c' },
    ]);
    expect(found(a, 'ushers')).toEqual([
      ['she', 1, 'b'],
      ['he', 2, 'a'],
      ['hers', 2, 'c'],
    ]);
    expect(found(a, 'hehe')).toEqual([
      ['he', 0, 'a'],
      ['he', 2, 'a'],
    ]);
  });

  it('matches Chinese words inside Chinese text', () => {
    const a = new WordAutomaton([
      { word: '私下交易', tag: 'off' },
      { word: '交易', tag: 'deal' },
      { word: '加我', tag: 'off' },
    ]);
    expect(found(a, '我们私下交易吧，加我好友')).toEqual([
      ['私下交易', 2, 'off'],
      ['交易', 4, 'deal'],
      ['加我', 8, 'off'],
    ]);
    expect(found(a, '正常的聊天')).toEqual([]);
  });

  it('ignores case both in the words and in the text', () => {
    const a = new WordAutomaton([{ word: 'WeChat', tag: 't' }]);
    expect(found(a, 'add my WECHAT or wechat')).toEqual([
      ['WECHAT', 7, 't'],
      ['wechat', 17, 't'],
    ]);
  });

  it('keeps positions right around characters outside the basic plane', () => {
    const a = new WordAutomaton([{ word: '😀坏', tag: 't' }]);
    expect(found(a, 'a😀坏b')).toEqual([['😀坏', 1, 't']]);
  });

  it('matches nothing when it has no words, and skips blank ones', () => {
    expect(new WordAutomaton([]).search('anything')).toEqual([]);
    expect(new WordAutomaton([{ word: '', tag: 't' }]).size).toBe(0);
  });
});

describe('findContacts', () => {
  const tags = (text: string) => findContacts(text).map((h) => [h.tag, h.text]);

  it('finds mobile numbers, whole or grouped, with a country prefix', () => {
    expect(tags('call 13812345678 or +86 139-1234-5678')).toEqual([
      ['contact:mobile', '13812345678'],
      ['contact:mobile', '+86 139-1234-5678'],
    ]);
    expect(tags('order 123456789012345')).toEqual([]);
  });

  it('finds WeChat ids and QQ numbers said to be ones, the id only', () => {
    expect(tags('加我微信：abc_12345 谢谢')).toEqual([['contact:wechat', 'abc_12345']]);
    expect(tags('vx zhangsan88')).toEqual([['contact:wechat', 'zhangsan88']]);
    expect(tags('我的QQ号 123456789')).toEqual([['contact:qq', '123456789']]);
    expect(tags('微信群里说')).toEqual([]);
  });

  it('finds e-mail addresses and links, not an address as a link', () => {
    expect(tags('mail me: Zhang.San@example.com.cn')).toEqual([['contact:email', 'Zhang.San@example.com.cn']]);
    expect(tags('see https://x.example/a?b=1，或 www.foo.cn 或 shop.taobao.com/item')).toEqual([
      ['contact:link', 'https://x.example/a?b=1'],
      ['contact:link', 'www.foo.cn'],
      ['contact:link', 'shop.taobao.com/item'],
    ]);
  });
});

describe('moderate', () => {
  const rules = (actions: Record<string, ModerationAction>, words: { word: string; tag: string }[] = []) => ({
    words: new WordAutomaton(words),
    actions: new Map(Object.entries(actions)),
  });

  it('masks mobile numbers as the spec does and lets other contact details pass by default', () => {
    const v = moderate('电话13812345678，微信 abc_12345', rules({}));
    expect(v).toEqual({ blocked: null, text: '电话138****5678，微信 abc_12345', flagged: [] });
  });

  it('blocks, masks and flags by the tag of what matched', () => {
    const r = rules({ bad: 'block', rude: 'mask', watch: 'flag', 'contact:wechat': 'mask', 'contact:email': 'flag' }, [
      { word: '赌博', tag: 'bad' },
      { word: '笨蛋', tag: 'rude' },
      { word: '转账', tag: 'watch' },
    ]);
    const blocked = moderate('来赌博吧', r);
    expect(blocked.blocked).toMatchObject({ tag: 'bad', text: '赌博' });
    const v = moderate('你这个笨蛋，转账到 a@b.com，微信 abc_12345', r);
    expect(v.blocked).toBeNull();
    if (v.blocked) return;
    expect(v.text).toBe('你这个**，转账到 a@b.com，微信 *********');
    expect(v.flagged.map((h) => [h.tag, h.text])).toEqual([
      ['watch', '转账'],
      ['contact:email', 'a@b.com'],
    ]);
  });

  it('finds and masks mobile numbers typed in full-width digits', () => {
    const v = moderate('电话１３８１２３４５６７８，QQ号：１２３４５６７', rules({ 'contact:qq': 'flag' }));
    expect(v).toEqual({
      blocked: null,
      text: '电话138****5678，QQ号：１２３４５６７',
      flagged: [{ start: 18, end: 25, tag: 'contact:qq', text: '１２３４５６７' }],
    });
    expect(moderate('＋８６　１３９－１２３４－５６７８', rules({}))).toEqual({
      blocked: null,
      text: '+86 139****5678',
      flagged: [],
    });
  });

  it('leaves mobile numbers as written when staff turn their masking off', () => {
    const v = moderate('13812345678', rules({ 'contact:mobile': 'none' }));
    expect(v).toEqual({ blocked: null, text: '13812345678', flagged: [] });
  });
});
