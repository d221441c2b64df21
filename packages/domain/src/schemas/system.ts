import { z } from 'zod';

/** The spec's menu route, as the web turns it into routes. */
export interface MenuRoute {
  id: number;
  path: string;
  name: string;
  component: string | null;
  hidden: boolean;
  redirect?: string;
  alwaysShow?: boolean;
  meta: {
    title: string;
    titleEn: string | null;
    icon: string | null;
    affix: boolean;
    noCache: boolean;
    keepAlive: boolean;
    link: string | null;
    activeMenu: string | null;
  };
  children?: MenuRoute[];
}

export const MenuRouteSchema: z.ZodType<MenuRoute> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    path: z.string(),
    name: z.string(),
    component: z.string().nullable(),
    hidden: z.boolean(),
    redirect: z.string().optional(),
    alwaysShow: z.boolean().optional(),
    meta: z.object({
      title: z.string(),
      titleEn: z.string().nullable(),
      icon: z.string().nullable(),
      affix: z.boolean(),
      noCache: z.boolean(),
      keepAlive: z.boolean(),
      link: z.string().nullable(),
      activeMenu: z.string().nullable(),
    }),
    children: z.array(MenuRouteSchema).optional(),
  }),
);

export const UserMenu = z.object({ permissions: z.array(z.string()), routes: z.array(MenuRouteSchema) });
export type UserMenu = z.infer<typeof UserMenu>;

export const ChangePasswordBody = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
});

export const UpdateProfileBody = z.object({
  name: z.string().trim().min(1).max(64).optional(),
  wxHead: z.string().trim().max(1000).optional(),
  phone: z.string().trim().max(20).optional(),
  email: z.union([z.email().max(100), z.literal('')]).optional(),
});

export const UserStatusBody = z.object({ status: z.enum(['0', '1']) });

/** Role ids, comma-joined in a form body or a JSON array. */
export const UserRolesBody = z.object({
  roleIds: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(z.coerce.number().int().positive()).max(50),
  ),
});

export const IdParams = z.object({ id: z.coerce.number().int().positive() });
