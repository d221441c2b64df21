import { AGREEMENT_CATEGORIES } from '@console/domain/schemas/article';
/** Texts of the demo volume: companies, people, task titles, articles and feedback that read like real ones. */

export const taxParks = [
  '海南自贸港灵活用工服务园',
  '天津东疆数字经济产业园',
  '重庆两江新区人力资源产业园',
  '苏州相城数字服务园',
];

export interface CompanySeed {
  name: string;
  region: string;
  industry: string;
  creditGrade: string;
  contactName: string;
  contactPhone: string;
  address: string;
  username: string;
  onboardingStatus: string;
  cooperation: string;
  status: string;
}

export const companies: CompanySeed[] = [
  {
    name: '上海星辰网络科技有限公司',
    region: '310115',
    industry: 'I',
    creditGrade: 'A+',
    contactName: '周文博',
    contactPhone: '13671820456',
    address: '上海市浦东新区张江路 665 号 3 号楼',
    username: 'xingchen',
    onboardingStatus: '1',
    cooperation: '1',
    status: '1',
  },
  {
    name: '深圳市鹏程物流有限公司',
    region: '440300',
    industry: 'G',
    creditGrade: 'A',
    contactName: '黄志强',
    contactPhone: '13823456781',
    address: '广东省深圳市宝安区福永街道物流园 12 栋',
    username: 'pengcheng',
    onboardingStatus: '1',
    cooperation: '1',
    status: '1',
  },
  {
    name: '广州悦享餐饮管理有限公司',
    region: '440106',
    industry: 'H',
    creditGrade: 'B',
    contactName: '梁婉仪',
    contactPhone: '13926012345',
    address: '广东省广州市天河区体育西路 103 号',
    username: 'yuexiang',
    onboardingStatus: '1',
    cooperation: '1',
    status: '1',
  },
  {
    name: '成都蜀锦文化传媒有限公司',
    region: '510104',
    industry: 'R',
    creditGrade: 'A',
    contactName: '罗婷',
    contactPhone: '18180654321',
    address: '四川省成都市锦江区红星路三段 1 号',
    username: 'shujin',
    onboardingStatus: '1',
    cooperation: '1',
    status: '1',
  },
  {
    name: '北京智联教育咨询有限公司',
    region: '110108',
    industry: 'P',
    creditGrade: 'B',
    contactName: '王建国',
    contactPhone: '13911223344',
    address: '北京市海淀区中关村大街 27 号',
    username: 'zhilian',
    onboardingStatus: '1',
    cooperation: '1',
    status: '1',
  },
  {
    name: '武汉江城建筑劳务有限公司',
    region: '420106',
    industry: 'E',
    creditGrade: 'C',
    contactName: '刘德明',
    contactPhone: '13707182233',
    address: '湖北省武汉市武昌区中北路 9 号',
    username: 'jiangcheng',
    onboardingStatus: '1',
    cooperation: '0',
    status: '1',
  },
  {
    name: '苏州瑞达电子科技有限公司',
    region: '320594',
    industry: 'C',
    creditGrade: 'A',
    contactName: '沈佳怡',
    contactPhone: '15862345678',
    address: '江苏省苏州市工业园区星湖街 328 号',
    username: 'ruida',
    onboardingStatus: '1',
    cooperation: '1',
    status: '1',
  },
  {
    name: '南京金陵家政服务有限公司',
    region: '320102',
    industry: 'O',
    creditGrade: '-',
    contactName: '陈秀英',
    contactPhone: '13851789012',
    address: '江苏省南京市玄武区中山路 18 号',
    username: 'jinling',
    onboardingStatus: '2',
    cooperation: '0',
    status: '0',
  },
];

export const surnames = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '高',
  '林',
  '罗',
  '郑',
  '梁',
  '谢',
  '宋',
  '唐',
  '许',
  '韩',
  '冯',
  '邓',
  '曹',
  '彭',
  '曾',
  '肖',
  '田',
  '董',
  '袁',
  '潘',
  '蒋',
  '蔡',
  '余',
  '杜',
  '叶',
  '程',
  '苏',
  '魏',
  '吕',
  '丁',
  '任',
  '沈',
  '姚',
  '卢',
  '姜',
  '崔',
  '钟',
  '谭',
  '陆',
  '汪',
];
export const givenChars = [
  '伟',
  '芳',
  '娜',
  '秀',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '霞',
  '平',
  '刚',
  '桂',
  '英',
  '华',
  '玉',
  '萍',
  '红',
  '鹏',
  '辉',
  '婷',
  '宇',
  '浩',
  '凯',
  '晨',
  '欣',
  '怡',
  '佳',
  '雪',
  '琳',
  '晓',
  '峰',
  '建',
  '文',
  '博',
  '思',
  '雨',
  '子',
  '梓',
  '涵',
  '轩',
  '然',
  '睿',
  '诗',
  '嘉',
  '俊',
  '瑶',
  '航',
];
/** Region codes (province, city, district) of ID cards. */
export const idRegions = [
  '110101',
  '310104',
  '330106',
  '440106',
  '510104',
  '420102',
  '320102',
  '500103',
  '610113',
  '430102',
  '350203',
  '370202',
  '210202',
  '410105',
  '360102',
  '450103',
  '130102',
  '340104',
  '530102',
  '520102',
];
export const banks = [
  '中国工商银行',
  '中国建设银行',
  '中国农业银行',
  '中国银行',
  '招商银行',
  '交通银行',
  '中国邮政储蓄银行',
  '兴业银行',
];

/** Task titles by industry, with a pricing unit, a price range (yuan) and a typical quantity range. */
export interface TaskTemplate {
  title: string;
  unit: '00' | '01' | '02' | '03' | '04' | '05';
  price: [number, number];
  quantity: [number, number];
  place: string | null;
  description: string;
}

export const taskTemplates: Record<string, TaskTemplate[]> = {
  I: [
    {
      title: '小程序前端页面开发',
      unit: '04',
      price: [3000, 12000],
      quantity: [1, 1],
      place: null,
      description: '按设计稿完成 8-12 个页面的开发与联调，交付源码与部署说明。',
    },
    {
      title: '后台接口测试与用例编写',
      unit: '00',
      price: [80, 150],
      quantity: [8, 40],
      place: null,
      description: '依据接口文档编写自动化测试用例，输出测试报告与缺陷清单。',
    },
    {
      title: '图像数据标注',
      unit: '05',
      price: [0.3, 1.2],
      quantity: [500, 3000],
      place: null,
      description: '对商品图片进行矩形框标注，准确率要求 98% 以上。',
    },
    {
      title: 'UI 视觉设计',
      unit: '04',
      price: [2000, 8000],
      quantity: [1, 1],
      place: null,
      description: '完成 App 首页、个人中心等核心页面的视觉稿，提供切图与标注。',
    },
    {
      title: '运维值班支持',
      unit: '01',
      price: [400, 800],
      quantity: [2, 10],
      place: '上海市浦东新区',
      description: '节假日期间系统值守，处理告警并记录值班日志。',
    },
  ],
  G: [
    {
      title: '城配司机（4.2 米厢车）',
      unit: '01',
      price: [350, 550],
      quantity: [3, 22],
      place: '深圳市宝安区',
      description: '负责市内门店配送，需持 C 证以上驾照，熟悉深圳路况。',
    },
    {
      title: '仓库分拣员',
      unit: '00',
      price: [22, 30],
      quantity: [20, 160],
      place: '深圳市龙华区',
      description: '按单拣货、复核、打包，夜班另有补贴。',
    },
    {
      title: '快递末端派送',
      unit: '05',
      price: [1.5, 2.5],
      quantity: [300, 1500],
      place: '广州市白云区',
      description: '片区派送，按签收件数结算。',
    },
    {
      title: '双十一临时装卸工',
      unit: '01',
      price: [260, 380],
      quantity: [3, 15],
      place: '东莞市虎门镇',
      description: '大促期间装卸货，按天结算，包工作餐。',
    },
  ],
  H: [
    {
      title: '门店服务员（周末班）',
      unit: '00',
      price: [20, 28],
      quantity: [16, 64],
      place: '广州市天河区',
      description: '负责点单、传菜与餐后清洁，周末两天，每天 8 小时。',
    },
    {
      title: '中央厨房帮厨',
      unit: '01',
      price: [180, 260],
      quantity: [5, 20],
      place: '广州市番禺区',
      description: '配合厨师完成备料、切配与出餐。',
    },
    {
      title: '宴会活动临时服务',
      unit: '04',
      price: [300, 600],
      quantity: [1, 1],
      place: '广州市越秀区',
      description: '婚宴及企业年会现场服务，需统一着装。',
    },
  ],
  R: [
    {
      title: '短视频剪辑',
      unit: '05',
      price: [150, 400],
      quantity: [5, 40],
      place: null,
      description: '根据脚本完成 60 秒以内竖版短视频剪辑，含字幕与配乐。',
    },
    {
      title: '活动摄影跟拍',
      unit: '01',
      price: [800, 1500],
      quantity: [1, 4],
      place: '成都市锦江区',
      description: '品牌发布会全程跟拍，次日交付精修 50 张。',
    },
    {
      title: '直播场控',
      unit: '00',
      price: [60, 120],
      quantity: [10, 60],
      place: '成都市高新区',
      description: '配合主播把控直播节奏，处理评论区互动与上架。',
    },
    {
      title: '新媒体文案撰写',
      unit: '05',
      price: [200, 600],
      quantity: [4, 20],
      place: null,
      description: '撰写公众号推文，每篇 1500 字以上，原创。',
    },
  ],
  P: [
    {
      title: '初中数学线上辅导',
      unit: '00',
      price: [120, 200],
      quantity: [10, 60],
      place: null,
      description: '一对一线上辅导，需有教师资格证，按课时结算。',
    },
    {
      title: '课程视频字幕校对',
      unit: '05',
      price: [30, 80],
      quantity: [20, 120],
      place: null,
      description: '校对课程字幕的错别字与时间轴。',
    },
    {
      title: '研学活动带队老师',
      unit: '01',
      price: [400, 700],
      quantity: [2, 7],
      place: '北京市海淀区',
      description: '带领中小学生参加研学活动，负责安全与讲解。',
    },
  ],
  E: [
    {
      title: '钢筋工',
      unit: '01',
      price: [350, 480],
      quantity: [5, 26],
      place: '武汉市洪山区',
      description: '按图纸绑扎钢筋，需有相关经验，工地包住宿。',
    },
    {
      title: '室内装修木工',
      unit: '01',
      price: [380, 520],
      quantity: [5, 20],
      place: '武汉市江汉区',
      description: '负责吊顶、柜体制作安装。',
    },
    {
      title: '施工现场安全员',
      unit: '03',
      price: [6500, 9000],
      quantity: [1, 3],
      place: '武汉市东西湖区',
      description: '持安全员证上岗，负责日常巡检与记录。',
    },
  ],
  C: [
    {
      title: 'SMT 产线操作员',
      unit: '00',
      price: [23, 30],
      quantity: [40, 200],
      place: '苏州工业园区',
      description: '两班倒，负责贴片机上料与巡检。',
    },
    {
      title: '电子产品质检',
      unit: '05',
      price: [0.8, 2],
      quantity: [500, 4000],
      place: '苏州工业园区',
      description: '按 SOP 对成品进行外观与功能检测。',
    },
    {
      title: '设备维修技术员',
      unit: '02',
      price: [2200, 3500],
      quantity: [1, 4],
      place: '苏州市吴中区',
      description: '负责产线设备的日常保养与故障维修。',
    },
  ],
  O: [
    {
      title: '家庭保洁',
      unit: '00',
      price: [40, 60],
      quantity: [4, 40],
      place: '南京市玄武区',
      description: '上门深度保洁，自带工具，按小时结算。',
    },
    {
      title: '育儿嫂',
      unit: '03',
      price: [7000, 10000],
      quantity: [1, 2],
      place: '南京市鼓楼区',
      description: '住家育儿嫂，需持健康证与育婴师证。',
    },
    {
      title: '家电清洗',
      unit: '05',
      price: [80, 150],
      quantity: [5, 40],
      place: '南京市建邺区',
      description: '空调、油烟机上门清洗。',
    },
  ],
};

export const reviewTexts = [
  '按时交付，质量很好，沟通顺畅。',
  '工作认真负责，下次还会合作。',
  '交付物符合要求，细节还可以再打磨。',
  '响应及时，专业度高。',
  '整体满意，个别地方返工了一次。',
  '非常靠谱，推荐！',
];
export const refuseReasons = ['岗位已招满', '技能与岗位要求不符', '时间安排冲突', '暂不需要'];
export const taskRejectReasons = [
  '任务描述不完整，请补充验收标准',
  '报酬单价低于当地最低标准，请调整',
  '缺少工作地点说明',
];
export const expressCompanies = ['顺丰速运', '中国邮政 EMS', '京东物流', '圆通速递'];

export interface ArticleSeed {
  category: string;
  title: string;
  summary: string;
  content: string;
  status?: string;
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

/** About us, the privacy agreement and the platform service agreement: what the public pages link to. */
export const isAgreement = (a: ArticleSeed) => (AGREEMENT_CATEGORIES as readonly string[]).includes(a.category);

export const articles: ArticleSeed[] = [
  {
    category: 'Q',
    title: '如何发布一个任务？',
    summary: '从草稿到招募的完整流程',
    content: p(
      '进入“客户管理 - 任务管理”，点击“新建任务”，填写任务标题、行业、工作方式、计价单位与单价、人数、地点与起止日期后保存为草稿。',
      '确认无误后点击“提交审核”，平台将在 1 个工作日内完成审核，审核通过后任务进入“招募中”状态。',
    ),
  },
  {
    category: 'Q',
    title: '任务审核被驳回怎么办？',
    summary: '查看驳回原因并修改后重新提交',
    content: p(
      '在任务详情中可以看到平台填写的驳回原因。按原因修改任务内容后，再次点击“提交审核”即可。',
      '常见驳回原因包括：验收标准不清晰、报酬低于当地最低工资标准、缺少工作地点等。',
    ),
  },
  {
    category: 'Q',
    title: '订单什么时候需要支付？',
    summary: '验收通过后进入待支付',
    content: p(
      '自由职业者交付工作成果后，订单进入“待验收”。企业验收通过后订单变为“待支付”，此时点击“支付”即从企业账户余额中扣款，并结算给自由职业者。',
    ),
  },
  {
    category: 'Q',
    title: '账户余额不足如何充值？',
    summary: '线下转账，平台入账',
    content: p(
      '请将款项转入平台指定的对公账户，并在备注中填写企业名称。平台财务确认到账后会为您的企业账户充值，充值记录可在“账户流水”中查看。',
    ),
  },
  {
    category: 'Q',
    title: '可以开哪些类型的发票？',
    summary: '增值税普通发票、专用发票及电子发票',
    content: p(
      '平台支持开具增值税普通发票（007）、增值税专用发票（004）、增值税电子普通发票（026）和增值税电子专用发票（027）。',
      '电子发票开具后可直接在开票记录中下载，纸质发票将通过快递寄出。',
    ),
  },
  {
    category: 'Q',
    title: '哪些订单可以申请开票？',
    summary: '已支付且未开票的订单',
    content: p(
      '已完成支付（待评价或已评价）且尚未开票的订单可以申请开票。同一订单只能开票一次，开票申请被驳回或作废后，订单可以重新申请。',
    ),
  },
  {
    category: 'Q',
    title: '开票申请多久处理？',
    summary: '一般 3 个工作日内',
    content: p(
      '平台会在收到申请后 1 个工作日内完成审核，审核通过后 3 个工作日内开具发票。纸质发票寄出后可在开票记录中查看快递单号。',
    ),
  },
  {
    category: 'Q',
    title: '导出的文件在哪里下载？',
    summary: '下载中心',
    content: p('列表页点击“导出”后，系统会在后台生成文件。数据量较大时需要一些时间，生成完成后可在“下载中心”下载。'),
  },
  {
    category: 'Q',
    title: '自由职业者的身份信息为什么显示为星号？',
    summary: '个人信息脱敏展示',
    content: p('为保护个人隐私，手机号、身份证号、银行卡号和姓名在页面与导出文件中均做脱敏处理，仅展示部分字符。'),
  },
  {
    category: 'Q',
    title: '如何邀请指定的自由职业者接单？',
    summary: '在任务中发起邀请',
    content: p('在招募中的任务详情里点击“邀请”，选择自由职业者并填写数量后发送邀请。对方接受后订单进入“待交付”。'),
  },
  {
    category: 'Q',
    title: '订单可以中途关闭吗？',
    summary: '待交付的订单可以申请关闭',
    content: p('处于“待交付”的订单可以由企业发起关闭，经自由职业者确认后订单关闭；如有争议，平台客服会介入处理。'),
  },
  {
    category: 'Q',
    title: '忘记登录密码怎么办？',
    summary: '联系企业管理员或平台客服重置',
    content: p('请联系贵司的企业管理员或拨打平台客服热线 400-820-1234，核实身份后为您重置密码。'),
  },
  {
    category: 'Z',
    title: '灵活用工平台完成新一轮系统升级',
    summary: '任务、订单、开票全流程线上化',
    content: p('本次升级上线了任务审核、订单结算与电子发票等功能，企业可在控制台内完成从发布任务到开票的全部操作。'),
  },
  {
    category: 'Z',
    title: '关于 2025 年春节期间服务安排的通知',
    summary: '春节期间客服与结算安排',
    content: p(
      '春节期间（1 月 28 日至 2 月 4 日）平台正常运行，人工客服工作时间调整为 10:00-16:00，开票业务顺延至节后处理。',
    ),
  },
  {
    category: 'Z',
    title: '新就业形态劳动者权益保障指引解读',
    summary: '政策解读',
    content: p(
      '人力资源和社会保障部等部门发布的指引，对平台企业在劳动报酬、休息、劳动安全等方面提出了明确要求。本文梳理了与用工企业相关的要点。',
    ),
  },
  {
    category: 'Z',
    title: '平台入驻企业突破 5000 家',
    summary: '覆盖 20 个行业门类',
    content: p('截至本季度末，平台累计入驻企业超过 5000 家，覆盖信息技术、物流、餐饮、建筑、教育等 20 个行业门类。'),
  },
  {
    category: 'Z',
    title: '电子发票全面上线',
    summary: '开具后即时下载',
    content: p('即日起，增值税电子普通发票与电子专用发票开具后可在开票记录中直接预览与下载，无需等待邮寄。'),
  },
  {
    category: 'Z',
    title: '关于防范冒充平台工作人员诈骗的提示',
    summary: '平台不会索要验证码',
    content: p(
      '近期有不法分子冒充平台客服，以“账户异常”为由索要验证码。平台工作人员不会以任何理由索要密码或验证码，请提高警惕。',
    ),
  },
  {
    category: 'Z',
    title: '灵活用工税务合规十问',
    summary: '专家解答常见税务问题',
    content: p('围绕个人所得税代征、增值税发票开具与业务真实性等问题，平台邀请税务专家进行了解答。'),
    status: '0',
  },
  {
    category: 'B',
    title: '企业账户充值与对账说明',
    summary: '面向企业用户',
    content: p('企业可在“账户流水”中按时间查询充值、支付记录，每月 5 日前平台将发送上月对账单。'),
  },
  {
    category: 'B',
    title: '任务发布规范（2025 版）',
    summary: '面向企业用户',
    content: p('任务标题应准确描述工作内容，不得包含歧视性条件；报酬不得低于当地最低工资标准。'),
  },
  {
    category: 'B',
    title: '企业用户操作手册',
    summary: '控制台使用说明',
    content: p('本手册介绍任务管理、订单管理、开票管理、资讯与帮助中心等功能的使用方法。'),
    status: '2',
  },
  {
    category: 'C',
    title: '自由职业者接单须知',
    summary: '面向自由职业者',
    content: p('接单前请仔细阅读任务说明与验收标准，按时交付成果；结算款项将在企业支付后到账。'),
  },
  {
    category: 'C',
    title: '个人所得税代征说明',
    summary: '面向自由职业者',
    content: p('平台依法为自由职业者代征个人所得税，完税证明可在小程序中查询。'),
  },
  {
    category: 'C',
    title: '实名认证与银行卡绑定指引',
    summary: '面向自由职业者',
    content: p('请使用本人身份证完成实名认证，并绑定本人名下的银行借记卡。'),
  },
  {
    category: 'P',
    title: '平台运营周报模板',
    summary: '内部资讯',
    content: p('运营周报需包含新增企业、任务审核量、订单成交额与开票量等指标。'),
  },
  {
    category: 'P',
    title: '开票审核操作规范',
    summary: '内部资讯',
    content: p('审核开票申请时需核对发票抬头、税号与订单金额，电子发票开具后需上传 PDF 或 OFD 文件。'),
  },
  {
    category: 'P',
    title: '客服反馈处理时效要求',
    summary: '内部资讯',
    content: p('用户反馈需在 24 小时内首次回复，复杂问题 3 个工作日内给出处理结论。'),
  },
  {
    category: 'A',
    title: '关于我们',
    summary: '灵工服务平台简介',
    content: p('灵工服务平台致力于连接企业与自由职业者，提供任务发布、订单结算、电子发票与合规代征一站式服务。'),
  },
  {
    category: 'Y',
    title: '隐私协议',
    summary: '个人信息保护政策',
    content: p(
      '我们重视您的个人信息保护。本协议说明我们如何收集、使用、存储和保护您的个人信息，以及您享有的权利。',
      '我们仅在提供服务所必需的范围内处理个人信息，并采取加密、脱敏等安全措施。',
    ),
  },
  {
    category: 'F',
    title: '平台服务协议',
    summary: '共享经济服务外包协议',
    content: p(
      '本协议由平台与用工企业签订，约定双方在任务发布、订单结算、费用与发票、保密与违约责任等方面的权利义务。',
    ),
  },
];

export interface FeedbackSeed {
  feedType: string;
  feedDesc: string;
  status: string;
  resultOut?: string;
}

export const feedbackItems: FeedbackSeed[] = [
  {
    feedType: '0',
    feedDesc: '希望订单列表可以按自由职业者姓名筛选。',
    status: '2',
    resultOut: '感谢建议，已支持按订单号或姓名搜索。',
  },
  {
    feedType: '1',
    feedDesc: '导出订单时等了很久，文件在哪里下载？',
    status: '1',
    resultOut: '导出文件在“下载中心”生成，完成后即可下载。',
  },
  {
    feedType: '2',
    feedDesc: '发票寄出一周了还没有收到。',
    status: '3',
    resultOut: '已联系快递核实，预计明日送达，请留意查收。',
  },
  {
    feedType: '1',
    feedDesc: '任务提交审核后一直显示待审核。',
    status: '1',
    resultOut: '审核已完成，任务已进入招募中。',
  },
  {
    feedType: '0',
    feedDesc: '首页能不能显示本月的支付金额？',
    status: '2',
    resultOut: '已上线，首页业务概览中可以看到本月支付金额。',
  },
  {
    feedType: '3',
    feedDesc: '偶尔出现页面空白，刷新后正常。',
    status: '4',
    resultOut: '暂未复现，如再次出现请提供截图与时间。',
  },
  { feedType: '1', feedDesc: '充值后余额没有变化。', status: '0' },
  { feedType: '0', feedDesc: '希望支持批量支付订单。', status: '0' },
  {
    feedType: '2',
    feedDesc: '客服电话一直占线。',
    status: '3',
    resultOut: '高峰期已增加坐席，也可以通过在线反馈联系我们。',
  },
  {
    feedType: '1',
    feedDesc: '开票申请被驳回了，不知道原因。',
    status: '1',
    resultOut: '驳回原因可在开票申请详情中查看，本次为税号有误。',
  },
  { feedType: '3', feedDesc: '手机上打开控制台表格显示不全。', status: '0' },
  { feedType: '0', feedDesc: '建议增加任务模板，减少重复填写。', status: '3', resultOut: '已记录需求，排期中。' },
];
