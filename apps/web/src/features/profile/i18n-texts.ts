import type { Translation } from '../../lib/i18n/i18n';

/**
 * The profile pages' texts (namespace `profile`: the profile page, the password form, the first sign-in's password
 * page), registered with those pages (./i18n.ts) rather than kept in the shell's texts: the login page's first load
 * carries only the texts it may show. The browser tests read them too.
 */
const zh = {
  title: '个人中心',
  info: '个人信息',
  username: '用户名称',
  name: '用户昵称',
  phone: '手机号码',
  email: '用户邮箱',
  roles: '所属角色',
  userType: '用户类型',
  enterprise: '所属企业',
  park: '所属园区',
  basic: '基本资料',
  changePassword: '修改密码',
  oldPassword: '旧密码',
  newPassword: '新密码',
  confirmPassword: '确认密码',
  passwordMismatch: '两次输入的密码不一致',
  passwordRule: '密码长度为 8-64 位，且须同时包含字母和数字',
  saved: '修改成功',
  passwordChanged: '密码已修改，其他设备上的登录已退出',
  mustChangePassword: '您的密码由管理员设置，请先修改密码后再使用系统',
  avatar: '头像',
  avatarSaved: '头像已更新',
  avatarRemoved: '头像已删除',
  nameRequired: '用户昵称不能为空',
  phoneInvalid: '请输入正确的手机号码',
  emailInvalid: '请输入正确的邮箱地址',
  oldRequired: '旧密码不能为空',
  newRequired: '新密码不能为空',
  confirmRequired: '确认密码不能为空',
};

const en: Translation<typeof zh> = {
  title: 'Personal centre',
  info: 'About me',
  username: 'Username',
  name: 'Display name',
  phone: 'Mobile',
  email: 'Email',
  roles: 'Roles',
  userType: 'User type',
  enterprise: 'Enterprise',
  park: 'Tax park',
  basic: 'Profile',
  changePassword: 'Change password',
  oldPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  passwordMismatch: 'The two passwords do not match',
  passwordRule: 'The password must be 8-64 characters and contain both letters and digits',
  saved: 'Saved',
  passwordChanged: 'Password changed; sessions on other devices were signed out',
  mustChangePassword: 'An administrator set your password: please change it before you go on',
  avatar: 'Avatar',
  avatarSaved: 'Avatar updated',
  avatarRemoved: 'Avatar removed',
  nameRequired: 'Display name is required',
  phoneInvalid: 'Please enter a valid mobile number',
  emailInvalid: 'Please enter a valid email address',
  oldRequired: 'Current password is required',
  newRequired: 'New password is required',
  confirmRequired: 'Please confirm the new password',
};

export const profileTexts = { zh, en };
