import { type ComponentType, createContext, type LazyExoticComponent } from 'react';

/** The page component for a menu entry's component key, or null when no page has that key. */
export type PageComponents = (key: string | null) => LazyExoticComponent<ComponentType> | ComponentType | null;

/**
 * Which component draws each page: app/ provides its page registry (which loads every feature's pages), so the
 * layout that shows them imports no feature.
 */
export const PageComponentsContext = createContext<PageComponents>(() => null);
