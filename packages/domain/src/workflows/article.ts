import type { Label } from '../locale.js';
import { defineWorkflow } from './workflow.js';

/** An article's status: 0 draft, 1 published, 2 withdrawn (not a spec enumeration; labels are ours). */
export const articleStatus = {
  '0': { zh: '草稿', en: 'Draft' },
  '1': { zh: '已发布', en: 'Published' },
  '2': { zh: '已撤回', en: 'Withdrawn' },
} as const satisfies Record<string, Label>;
export type ArticleStatus = keyof typeof articleStatus;
export const ARTICLE_STATUSES = Object.keys(articleStatus) as ArticleStatus[];
export const ARTICLE_STATUS = { draft: '0', published: '1', withdrawn: '2' } as const satisfies Record<
  string,
  ArticleStatus
>;

/** 'none': the article does not exist yet (create writes it as a draft). */
export type ArticleState = ArticleStatus | 'none';

/** What can be done to an existing article (create makes a new one). */
export type ArticleAction = 'edit' | 'publish' | 'withdraw' | 'delete';

/**
 * Articles are written by platform staff only: drafts and withdrawn articles can be edited and published,
 * a published one withdrawn (it then disappears for readers), and only a draft (never read) deleted. Editing
 * and deleting leave the status as it is (`to` names the state they act on).
 */
export const articleWorkflow = defineWorkflow<ArticleState, ArticleAction | 'create'>({
  create: { from: ['none'], to: '0', actors: ['staff'], permission: 'client:information:edit' },
  edit: { from: ['0', '2'], to: '0', actors: ['staff'], permission: 'client:information:edit' },
  publish: { from: ['0', '2'], to: '1', actors: ['staff'], permission: 'client:information:publish' },
  withdraw: { from: ['1'], to: '2', actors: ['staff'], permission: 'client:information:publish' },
  delete: { from: ['0'], to: '0', actors: ['staff'], permission: 'client:information:edit' },
});
