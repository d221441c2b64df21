import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BellOutlined,
  CloudDownloadOutlined,
  ContainerOutlined,
  DashboardOutlined,
  FileOutlined,
  FileTextOutlined,
  FolderOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  MessageOutlined,
  NotificationOutlined,
  PhoneOutlined,
  PictureOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The menu's antd icon names (kebab-case) that the console knows; anything else gets a neutral icon. */
const icons: Record<string, ComponentType> = {
  appstore: AppstoreOutlined,
  audit: AuditOutlined,
  bank: BankOutlined,
  bell: BellOutlined,
  'cloud-download': CloudDownloadOutlined,
  container: ContainerOutlined,
  dashboard: DashboardOutlined,
  file: FileOutlined,
  'file-text': FileTextOutlined,
  folder: FolderOutlined,
  global: GlobalOutlined,
  home: HomeOutlined,
  idcard: IdcardOutlined,
  link: LinkOutlined,
  message: MessageOutlined,
  notification: NotificationOutlined,
  phone: PhoneOutlined,
  picture: PictureOutlined,
  profile: ProfileOutlined,
  'question-circle': QuestionCircleOutlined,
  read: ReadOutlined,
  safety: SafetyOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  shopping: ShoppingOutlined,
  solution: SolutionOutlined,
  team: TeamOutlined,
  tool: ToolOutlined,
  user: UserOutlined,
};

/** The icon names a menu can use (the menu editor's picker). */
export const MENU_ICON_NAMES = Object.keys(icons);

export function MenuIcon({ name }: { name: string | null }) {
  const Icon = (name && icons[name]) || AppstoreOutlined;
  return <Icon />;
}
