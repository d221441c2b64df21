import { PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { escapeLike, keywordIn } from './list-query.js';

const item = pgTable('item', { title: text('title'), code: text('code') });
const dialect = new PgDialect();

describe('keyword search', () => {
  it('escapes the LIKE characters, so % _ and \\ match themselves', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(escapeLike('保洁')).toBe('保洁');
  });

  it('looks for the keyword anywhere in any of the columns, case-insensitively', () => {
    const where = keywordIn('10%', item.title, item.code);
    expect(where).toBeDefined();
    const query = dialect.sqlToQuery(where ?? item.title.getSQL());
    expect(query.sql).toBe('("item"."title" ilike $1 or "item"."code" ilike $2)');
    expect(query.params).toEqual(['%10\\%%', '%10\\%%']);
  });

  it('adds no condition without a keyword', () => {
    expect(keywordIn(undefined, item.title)).toBeUndefined();
    expect(keywordIn('', item.title)).toBeUndefined();
  });
});
