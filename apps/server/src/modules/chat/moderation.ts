import {
  type ModerationAction,
  type ModerationRules,
  moderate,
  type Verdict,
  WordAutomaton,
} from '@console/domain/moderation';
import { eq } from 'drizzle-orm';
import { type ChangeFeed, changeFeedOf } from '../../db/changes.js';
import type { Db } from '../../db/client.js';
import { moderationTag, moderationWord } from '../../db/schema/index.js';

/** While changes may go unheard (Redis away), the rules are read again at most this often. */
const DEAF_RELOAD_MS = 5_000;

/**
 * Checks chat text against staff's words and contact tags. The automaton is built once from the tables and kept
 * until a `moderation` change is heard (announced by every write to them, here or on another process through the
 * change feed's Redis bridge), so a message costs one pass over its text, not a query.
 */
export class ModerationService {
  private rules: ModerationRules | null = null;
  private builtAt = 0;
  /** bumped by every change heard: a build that began before one is answered but not kept */
  private version = 0;
  private building: Promise<ModerationRules> | null = null;
  private readonly feed: ChangeFeed;

  constructor(private readonly db: Db) {
    this.feed = changeFeedOf(db);
    this.feed.on((change) => {
      // 'grants' is also heard when the Redis bridge comes back: changes may have been missed meanwhile.
      if (change.kind === 'moderation' || change.kind === 'grants') {
        this.version += 1;
        this.rules = null;
        this.building = null;
      }
    });
  }

  /** The verdict on a text: blocked by a tag, or the text to store with what to flag. */
  async check(text: string): Promise<Verdict> {
    return moderate(text, await this.current());
  }

  private async current(): Promise<ModerationRules> {
    if (this.rules && (this.feed.live || Date.now() - this.builtAt < DEAF_RELOAD_MS)) return this.rules;
    if (this.building) return this.building;
    const version = this.version;
    const building = this.load().then(
      (rules) => {
        if (version === this.version) {
          this.rules = rules;
          this.builtAt = Date.now();
          this.building = null;
        }
        return rules;
      },
      (err: unknown) => {
        if (this.building === building) this.building = null;
        throw err;
      },
    );
    this.building = building;
    return building;
  }

  private async load(): Promise<ModerationRules> {
    const [tags, words] = await Promise.all([
      this.db.select({ name: moderationTag.name, action: moderationTag.action }).from(moderationTag),
      this.db
        .select({ word: moderationWord.word, tag: moderationTag.name })
        .from(moderationWord)
        .innerJoin(moderationTag, eq(moderationTag.id, moderationWord.tagId)),
    ]);
    return {
      words: new WordAutomaton(words),
      actions: new Map(tags.map((t) => [t.name, t.action as ModerationAction])),
    };
  }
}
