/** Texts of what the client pages share (the invite dialog); plain data so the browser tests can read them. */
const zh = {
  title: '邀请自由职业者',
  task: '招募中的任务',
  taskRequired: '请选择任务',
  phone: '手机号',
  phoneRequired: '请输入手机号',
  phoneInvalid: '手机号格式不正确',
  quantity: '数量',
  quantityInvalid: '请输入大于 0 的数量，最多两位小数',
  confirm: '确定',
  cancel: '取消',
  done: '已发出邀请，订单 {{orderNo}}',
  bulkTitle: '批量邀请',
  phones: '手机号（每行一个，或以逗号分隔）',
  phonesRequired: '请输入至少一个手机号',
  phonesTooMany: '一次最多邀请 {{max}} 人',
};

export const inviteTexts = {
  zh,
  en: {
    title: 'Invite a freelancer',
    task: 'Recruiting task',
    taskRequired: 'Please choose a task',
    phone: 'Phone',
    phoneRequired: 'Please enter the phone number',
    phoneInvalid: 'The phone number is not valid',
    quantity: 'Quantity',
    quantityInvalid: 'Enter a quantity above 0 with at most 2 decimals',
    confirm: 'OK',
    cancel: 'Cancel',
    done: 'Invitation sent, order {{orderNo}}',
    bulkTitle: 'Invite several',
    phones: 'Phone numbers (one a line, or separated by commas)',
    phonesRequired: 'Enter at least one phone number',
    phonesTooMany: 'At most {{max}} people at once',
  },
};

/** Texts of the pieces every client list shares (the staff's enterprise filter). */
export const clientTexts = {
  zh: {
    enterprise: '企业',
    enterprisePlaceholder: '请选择企业',
  },
  en: {
    enterprise: 'Enterprise',
    enterprisePlaceholder: 'Choose an enterprise',
  },
};
