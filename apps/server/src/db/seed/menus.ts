/** A menu row to seed; children nest. Buttons (F) carry only a permission code. */
export interface MenuSeed {
  type: 'M' | 'C' | 'F';
  title: string;
  titleEn: string;
  path?: string;
  name?: string;
  component?: string;
  icon?: string;
  perms?: string;
  hidden?: boolean;
  noCache?: boolean;
  activeMenu?: string;
  children?: MenuSeed[];
}

const button = (title: string, titleEn: string, perms: string): MenuSeed => ({ type: 'F', title, titleEn, perms });

/** The spec's client module (section 2), every page with its buttons. */
export const menuSeeds: MenuSeed[] = [
  {
    type: 'M',
    title: '客户管理',
    titleEn: 'Clients',
    path: '/client',
    name: 'Client',
    icon: 'team',
    children: [
      {
        type: 'C',
        title: '任务管理',
        titleEn: 'Tasks',
        path: 'task/taskList',
        name: 'TaskList',
        component: 'client/task/taskList/index',
        icon: 'profile',
        perms: 'client:task:list',
        children: [
          button('新增任务', 'Create task', 'client:task:add'),
          button('编辑任务', 'Edit task', 'client:task:edit'),
          button('提交审核', 'Submit for review', 'client:task:submit'),
          button('审核任务', 'Review task', 'client:task:review'),
          button('停止接单', 'Close to orders', 'client:task:close'),
          button('完成任务', 'Complete task', 'client:task:complete'),
          button('导出任务', 'Export tasks', 'client:task:export'),
        ],
      },
      {
        type: 'C',
        title: '订单管理',
        titleEn: 'Orders',
        path: 'order/orderList',
        name: 'OrderList',
        component: 'client/order/orderList/index',
        icon: 'shopping',
        perms: 'client:order:list',
        children: [
          button('处理申请', 'Accept or refuse', 'client:order:accept'),
          button('验收', 'Accept delivery', 'client:order:check'),
          button('支付', 'Pay', 'client:order:pay'),
          button('评价', 'Review', 'client:order:review'),
          button('导出订单', 'Export orders', 'client:order:export'),
          button('充值登记', 'Record recharge', 'client:ledger:recharge'),
        ],
      },
      {
        type: 'C',
        title: '发票申请',
        titleEn: 'Invoices',
        path: 'invoice/orderInvoice',
        name: 'OrderInvoice',
        component: 'client/invoice/orderInvoice/index',
        icon: 'file-text',
        perms: 'client:invoice:list',
        children: [
          button('申请开票', 'Apply for invoice', 'client:invoice:apply'),
          button('审核申请', 'Review application', 'client:invoice:audit'),
          button('开具发票', 'Issue invoice', 'client:invoice:issue'),
          button('邮寄发票', 'Post invoice', 'client:invoice:post'),
          button('作废发票', 'Void invoice', 'client:invoice:void'),
          button('导出发票', 'Export invoices', 'client:invoice:export'),
        ],
      },
      {
        type: 'C',
        title: '开票记录',
        titleEn: 'Invoice records',
        path: 'invoice/invoiceRecord',
        name: 'InvoiceRecord',
        component: 'client/invoice/invoiceRecord/index',
        icon: 'container',
        perms: 'client:invoiceRecord:list',
        children: [button('导出开票记录', 'Export invoice records', 'client:invoiceRecord:export')],
      },
      {
        type: 'C',
        title: '资讯信息',
        titleEn: 'Information',
        path: 'information/informationList',
        name: 'InformationList',
        component: 'client/information/informationList/index',
        icon: 'read',
        perms: 'client:information:list',
        children: [
          button('编辑资讯', 'Edit articles', 'client:information:edit'),
          button('发布资讯', 'Publish articles', 'client:information:publish'),
        ],
      },
      {
        type: 'C',
        title: '帮助中心',
        titleEn: 'Help centre',
        path: 'feedback/feedbackList',
        name: 'FeedbackList',
        component: 'client/feedback/feedbackList/index',
        icon: 'question-circle',
        perms: 'client:feedback:list',
        children: [button('回复反馈', 'Reply to feedback', 'client:feedback:reply')],
      },
    ],
  },
  button('呼叫中心坐席', 'Call-centre seat', 'telManage:online'),
  {
    type: 'M',
    title: '系统管理',
    titleEn: 'System',
    path: '/system',
    name: 'System',
    icon: 'setting',
    children: [
      {
        type: 'C',
        title: '用户管理',
        titleEn: 'Users',
        path: 'user',
        name: 'SystemUser',
        component: 'system/user/index',
        icon: 'user',
        perms: 'system:user:list',
        children: [
          button('新增用户', 'Create user', 'system:user:add'),
          button('编辑用户', 'Edit user', 'system:user:edit'),
          button('重置密码', 'Reset password', 'system:user:resetPwd'),
        ],
      },
      {
        type: 'C',
        title: '角色管理',
        titleEn: 'Roles',
        path: 'role',
        name: 'SystemRole',
        component: 'system/role/index',
        icon: 'safety',
        perms: 'system:role:list',
        children: [
          button('新增角色', 'Create role', 'system:role:add'),
          button('编辑角色', 'Edit role', 'system:role:edit'),
          button('删除角色', 'Delete role', 'system:role:remove'),
        ],
      },
      {
        type: 'C',
        title: '企业管理',
        titleEn: 'Enterprises',
        path: 'enterprise',
        name: 'SystemEnterprise',
        component: 'system/enterprise/index',
        icon: 'bank',
        perms: 'system:enterprise:list',
        children: [button('调整企业状态', 'Change standing', 'system:enterprise:edit')],
      },
      {
        type: 'C',
        title: '操作日志',
        titleEn: 'Operation log',
        path: 'operlog',
        name: 'SystemOperLog',
        component: 'system/operlog/index',
        icon: 'audit',
        perms: 'system:operlog:list',
      },
      {
        type: 'C',
        title: '登录日志',
        titleEn: 'Login log',
        path: 'logininfor',
        name: 'SystemLoginLog',
        component: 'system/logininfor/index',
        icon: 'solution',
        perms: 'system:logininfor:list',
        children: [button('导出登录日志', 'Export login log', 'system:logininfor:export')],
      },
      {
        type: 'C',
        title: '在线用户',
        titleEn: 'Online sessions',
        path: 'online',
        name: 'SystemOnline',
        component: 'system/online/index',
        icon: 'global',
        perms: 'system:online:list',
        children: [button('强制退出', 'Force sign-out', 'system:online:forceLogout')],
      },
      {
        type: 'C',
        title: '通知发布',
        titleEn: 'Notice publishing',
        path: 'notice',
        name: 'SystemNotice',
        component: 'system/notice/index',
        icon: 'notification',
        perms: 'system:notice:list',
        children: [button('发布通知', 'Publish notice', 'system:notice:publish')],
      },
    ],
  },
];

/** Permission codes each seeded role holds besides its pages (the admin role holds everything). */
export const roleSeeds = [
  { code: 'admin', name: '超级管理员', isSuper: true, perms: [] as string[] },
  {
    code: 'enterprise',
    name: '企业管理员',
    isSuper: false,
    perms: [
      'client:task:list',
      'client:task:add',
      'client:task:edit',
      'client:task:submit',
      'client:task:close',
      'client:task:complete',
      'client:task:export',
      'client:order:list',
      'client:order:accept',
      'client:order:check',
      'client:order:pay',
      'client:order:review',
      'client:order:export',
      'client:invoice:list',
      'client:invoice:apply',
      'client:invoice:export',
      'client:invoiceRecord:list',
      'client:invoiceRecord:export',
      'client:information:list',
      'client:feedback:list',
    ],
  },
  {
    code: 'agent',
    name: '客服坐席',
    isSuper: false,
    perms: [
      'telManage:online',
      'client:task:list',
      'client:order:list',
      'client:invoice:list',
      'client:invoiceRecord:list',
      'client:information:list',
      'client:feedback:list',
      'client:feedback:reply',
    ],
  },
] as const;
