import { create } from 'zustand';
import { getItem, setItem } from './storage';

export const DEFAULT_COLOUR = 'rgb(24,144,255)';
/** The 8-colour palette of the settings drawer. */
export const PALETTE = [
  DEFAULT_COLOUR,
  'rgb(245,34,45)',
  'rgb(250,84,28)',
  'rgb(250,173,20)',
  'rgb(19,194,194)',
  'rgb(82,196,26)',
  'rgb(47,84,235)',
  'rgb(114,46,209)',
];

export interface Settings {
  layout: 'side' | 'top';
  tagsView: boolean;
  fixedHeader: boolean;
  fixedSidebar: boolean;
  sidebarLogo: boolean;
  colour: string;
  sidebarTheme: 'dark' | 'light';
  questionPosition: 'top' | 'left';
  sidebarOpen: boolean;
}

export const defaultSettings: Settings = {
  layout: 'side',
  tagsView: true,
  fixedHeader: true,
  fixedSidebar: true,
  sidebarLogo: true,
  colour: DEFAULT_COLOUR,
  sidebarTheme: 'dark',
  questionPosition: 'top',
  sidebarOpen: true,
};

const KEY = 'settings';

export const useSettings = create<Settings>(() => ({ ...defaultSettings, ...getItem<Partial<Settings>>(KEY) }));

useSettings.subscribe((state) => setItem<Settings>(KEY, state));

export function updateSettings(patch: Partial<Settings>): void {
  useSettings.setState(patch);
}

export function resetSettings(): void {
  useSettings.setState({ ...defaultSettings });
}
