/**
 * What can be imported from a sheet (issue 23) and who may, zod-free so a list page's import button reads it
 * without loading zod (the dialog that uploads and checks the file loads when it opens).
 */
export const importKinds = ['tasks', 'lists', 'words', 'invitations'] as const;
export type ImportKind = (typeof importKinds)[number];

/** Who may import each kind: the permission of the single add form. */
export const importPermissions: Record<ImportKind, string> = {
  tasks: 'client:task:add',
  lists: 'system:list:add',
  words: 'system:moderation:edit',
  invitations: 'client:order:accept',
};
