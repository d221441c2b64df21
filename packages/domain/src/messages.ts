import type { Label, Locale } from './locale.js';
import { format } from './locale.js';

/**
 * Messages the server sends in `msg`, keyed by a stable id. The spec's Chinese messages are the zh texts word
 * for word (e.g. the upload size limit); the rest are ours.
 */
export const messages = {
  ok: { zh: '操作成功', en: 'Success' },
  badRequest: { zh: '请求参数有误', en: 'Invalid request' },
  fieldInvalid: { zh: '{field}：{reason}', en: '{field}: {reason}' },
  unauthorized: { zh: '请先登录', en: 'Please sign in first' },
  tokenExpired: { zh: '登录已过期，请重新登录', en: 'login expired, please log in again' },
  tokenRevoked: { zh: '登录状态已失效，请重新登录', en: 'Your session has ended, please log in again' },
  refreshTokenInvalid: { zh: 'refresh token invalid', en: 'refresh token invalid' },
  sessionForcedOut: {
    zh: '您的登录已被管理员强制退出，请重新登录',
    en: 'An administrator ended your session, please log in again',
  },
  sessionPasswordChanged: {
    zh: '密码已在其他地方修改，请用新密码重新登录',
    en: 'Your password was changed elsewhere, please log in with the new one',
  },
  sessionPasswordReset: {
    zh: '密码已被管理员重置，请用新密码登录',
    en: 'An administrator reset your password, please log in with the new one',
  },
  forbidden: { zh: '没有权限，请联系管理员授权', en: 'you have no permission for this operation' },
  notFound: { zh: '资源不存在', en: 'resource not found' },
  conflict: { zh: '当前状态不允许此操作', en: 'This action is not allowed in the current state' },
  tooLarge: { zh: '文件大小不能超过 {n}M', en: 'file size cannot exceed {n}M' },
  // ---- bulk actions and saved views (issue 23) ----
  listViewFilterNameTaken: { zh: '筛选名称不能重复', en: 'Each saved filter needs its own name' },
  rateLimited: { zh: '操作过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  idempotencyKeyInvalid: {
    zh: 'Idempotency-Key 请求头不合法（1-255 个可见字符）',
    en: 'Invalid Idempotency-Key header (1-255 visible characters)',
  },
  idempotencyKeyReused: {
    zh: '该 Idempotency-Key 已用于另一个请求',
    en: 'This Idempotency-Key was already used for another request',
  },
  idempotencyInProgress: {
    zh: '相同的请求仍在处理中，请稍后再试',
    en: 'The same request is still being processed, please try again later',
  },
  internal: {
    zh: '系统错误，请联系管理员（编号 {id}）',
    en: 'System error, please contact the administrator (ref {id})',
  },
  invalidClient: { zh: '客户端认证失败', en: 'Invalid client credentials' },
  unsupportedGrant: { zh: '不支持的授权类型', en: 'Unsupported grant type' },
  badCredentials: { zh: '用户名或密码错误', en: 'Incorrect username or password' },
  badCredentialsLeft: {
    zh: '用户名或密码错误，再错 {n} 次账号将被锁定',
    en: 'Incorrect username or password; {n} more failed attempt(s) will lock the account',
  },
  phoneCredentials: { zh: '手机号或密码错误', en: 'Incorrect phone number or password' },
  phoneCredentialsLeft: {
    zh: '手机号或密码错误，再错 {n} 次账号将被锁定',
    en: 'Incorrect phone number or password; {n} more failed attempt(s) will lock the account',
  },
  accountLocked: {
    zh: '密码错误次数过多，账号已锁定，请 {n} 分钟后再试',
    en: 'Too many failed attempts; the account is locked, try again in {n} minute(s)',
  },
  loginThrottled: {
    zh: '该账号登录失败次数过多，请 {n} 秒后再试',
    en: 'Too many failed sign-ins to this account; try again in {n} second(s)',
  },
  accountFrozen: { zh: '账号已冻结，请联系管理员', en: 'This account is frozen, please contact the administrator' },
  ipDenied: { zh: '当前 IP 不允许登录该账号', en: 'Signing in to this account from your IP address is not allowed' },
  chatUnavailable: { zh: '该账号未开通聊天', en: 'This account has no chat' },
  chatNotYours: { zh: '只能以本人的聊天身份收发消息', en: 'You can only chat under your own chat id' },
  chatReceiverUnknown: { zh: '聊天对象不存在', en: 'The person you are writing to does not exist' },
  chatNotAllowed: {
    zh: '只能与有任务或订单往来的一方聊天',
    en: 'You can only chat with someone you share a task or an order with',
  },
  chatBlank: { zh: '不能发送空白信息', en: 'Blank messages cannot be sent' },
  chatTooLong: { zh: '消息不能超过 {n} 个字符', en: 'A message cannot be longer than {n} characters' },
  chatImageInvalid: { zh: '图片必须是本平台上传的聊天图片', en: 'The image must be a chat image uploaded here' },
  chatMessageInvalid: { zh: '消息格式不正确', en: 'The message is not in the expected form' },
  chatMessageUnknown: { zh: '消息不存在', en: 'The message does not exist' },
  chatRecallNotYours: { zh: '只能撤回自己发送的消息', en: 'You can only recall messages you sent' },
  chatRecallTooLate: {
    zh: '发送超过 {n} 分钟的消息不能撤回',
    en: 'A message sent more than {n} minutes ago cannot be recalled',
  },
  chatBlockedWord: {
    zh: '消息含有敏感词（{tag}），未能发送',
    en: 'Your message contains a blocked word ({tag}) and was not sent',
  },
  chatBlockedMobile: {
    zh: '为保障交易安全，消息中不能包含手机号，未能发送',
    en: 'To keep deals on the platform, messages cannot contain mobile numbers: it was not sent',
  },
  chatBlockedWechat: {
    zh: '为保障交易安全，消息中不能包含微信号，未能发送',
    en: 'To keep deals on the platform, messages cannot contain WeChat ids: it was not sent',
  },
  chatBlockedQq: {
    zh: '为保障交易安全，消息中不能包含 QQ 号，未能发送',
    en: 'To keep deals on the platform, messages cannot contain QQ numbers: it was not sent',
  },
  chatBlockedEmail: {
    zh: '为保障交易安全，消息中不能包含电子邮箱，未能发送',
    en: 'To keep deals on the platform, messages cannot contain e-mail addresses: it was not sent',
  },
  chatBlockedLink: {
    zh: '为保障交易安全，消息中不能包含链接，未能发送',
    en: 'To keep deals on the platform, messages cannot contain links: it was not sent',
  },
  moderationNoneBuiltinOnly: {
    zh: '只有内置的联系方式标签可以设为不处理',
    en: 'Only the built-in contact tags can be set to allow',
  },
  moderationTagBuiltin: {
    zh: '内置的联系方式标签不能添加敏感词或删除',
    en: 'The built-in contact tags take no words and cannot be deleted',
  },
  moderationTagUnknown: { zh: '标签不存在', en: 'The tag does not exist' },
  moderationWordUnknown: { zh: '敏感词不存在', en: 'The word does not exist' },
  moderationWordExists: { zh: '敏感词“{word}”已存在', en: 'The word "{word}" is already listed' },
  moderationFlagUnknown: { zh: '待审核消息不存在', en: 'The flagged message does not exist' },
  moderationImportNotText: {
    zh: '请上传 UTF-8 编码的文本文件（.txt）',
    en: 'Please upload a UTF-8 text file (.txt)',
  },
  moderationImportEmpty: { zh: '文件中没有敏感词', en: 'The file holds no words' },
  moderationImportLine: {
    zh: '第 {line} 行有误：敏感词最长 64 个字符，标签最长 32 个字符且不能是内置标签',
    en: 'Line {line} is wrong: a word has at most 64 characters, a tag at most 32 and is not a built-in one',
  },
  moderationImportTooMany: { zh: '一次最多导入 {n} 个敏感词', en: 'At most {n} words can be imported at once' },
  menuSelfOnly: { zh: '只能查询本人的菜单', en: 'You can only read your own menu' },
  agreementMissing: { zh: '该协议暂未发布', en: 'This agreement has not been published yet' },
  passwordChangeRequired: {
    zh: '您的密码由管理员设置，请先修改密码后再使用系统',
    en: 'An administrator set your password: please change it before you go on',
  },
  signedOut: { zh: '安全退出', en: 'Signed out' },
  uploadMissing: { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  uploadTypeDenied: { zh: '不支持的文件类型：{type}', en: 'File type not allowed: {type}' },
  uploadTypeMismatch: {
    zh: '文件内容与扩展名不符（{ext}）',
    en: 'The file content does not match its extension ({ext})',
  },
  uploadPathInvalid: { zh: '上传路径不合法', en: 'Invalid upload path' },
  passwordWrong: { zh: '原密码错误', en: 'The current password is incorrect' },
  passwordWeak: {
    zh: '密码长度为 8-64 位，且须同时包含字母和数字',
    en: 'The password must be 8-64 characters and contain both letters and digits',
  },
  exportKindUnknown: { zh: '不支持的导出类型：{kind}', en: 'Unknown export kind: {kind}' },
  exportNotReady: { zh: '文件尚未生成，请稍后再试', en: 'The file is not ready yet, please try again later' },
  exportFailed: { zh: '导出失败：{reason}', en: 'Export failed: {reason}' },
  exportInterrupted: {
    zh: '服务重启，导出已中断，请重新导出',
    en: 'The server restarted during the export; please export again',
  },
  exportLost: {
    zh: '执行导出的服务已停止响应，导出已中断，请重新导出',
    en: 'The server running the export stopped responding; please export again',
  },
  exportRunning: {
    zh: '文件正在生成，生成结束后才能删除',
    en: 'The file is still being generated; it can be deleted once it has finished',
  },
  importFileType: { zh: '请上传 xlsx 或 csv 文件', en: 'Please upload an xlsx or csv file' },
  importUnreadable: {
    zh: '文件无法读取，请使用下载的模板填写后上传',
    en: 'The file cannot be read; fill in the downloaded template and upload it',
  },
  importHeaderMissing: { zh: '表头缺少列：{columns}', en: 'The header row lacks the columns: {columns}' },
  importEmpty: { zh: '文件中没有数据行', en: 'The file has no data rows' },
  importTooManyRows: { zh: '一次最多导入 {n} 行', en: 'At most {n} rows can be imported at once' },
  importDuplicate: {
    zh: '该文件已经导入过，不能重复导入',
    en: 'This file has already been imported; it cannot be imported again',
  },
  importNotOpen: { zh: '该导入已提交，请重新上传文件', en: 'This import has been committed; upload the file again' },
  importHasErrors: {
    zh: '文件中有 {n} 行错误，按“全部或全不”方式未导入任何数据',
    en: '{n} rows have errors: with "all or nothing" nothing was imported',
  },
  importNothingValid: { zh: '没有可导入的有效行', en: 'There are no valid rows to import' },
  importFileGone: { zh: '上传的文件已不存在，请重新上传', en: 'The uploaded file is gone; upload it again' },
  importEnterpriseOnly: { zh: '只有企业用户可以导入任务', en: 'Only enterprise users can import tasks' },
  importInvitationsEnterpriseOnly: {
    zh: '只有企业用户可以导入邀请',
    en: 'Only enterprise users can import invitations',
  },
  importTaskUnknown: { zh: '未找到该编号的任务', en: 'No task of yours has this number' },
  importRowRepeated: { zh: '与第 {row} 行重复', en: 'Same as row {row}' },
  importEnterpriseUnknown: { zh: '未找到该企业', en: 'No enterprise has this name' },
  importOk: { zh: '导入成功', en: 'Imported' },
  importSkipped: { zh: '未导入', en: 'Not imported' },
  importResultColumn: { zh: '错误说明', en: 'What is wrong' },
  orderTaskNotRecruiting: { zh: '任务不在招募中', en: 'The task is not recruiting' },
  orderDuplicate: {
    zh: '该自由职业者在此任务下已有进行中的订单',
    en: 'This freelancer already has a live order for this task',
  },
  orderHeadcountFull: { zh: '任务招募人数已满（{n} 人）', en: 'The task is fully staffed ({n})' },
  orderFreelancerUnknown: { zh: '未找到该手机号的自由职业者', en: 'No freelancer has this phone number' },
  standingFreelancerBlacklisted: {
    zh: '该自由职业者已被列入黑名单，暂不能申请或接受任务',
    en: 'This freelancer is on the blacklist and cannot apply for or take tasks for now',
  },
  standingWhitelistOnly: {
    zh: '该任务仅限白名单内的自由职业者参与',
    en: 'This task is open only to whitelisted freelancers',
  },
  standingEnterpriseBlacklisted: {
    zh: '该企业已被列入黑名单，暂不能发布任务或邀请自由职业者',
    en: 'This enterprise is on the blacklist and cannot publish tasks or invite freelancers for now',
  },
  standingEnterpriseFrozen: {
    zh: '该企业已冻结，暂不能进行此操作',
    en: 'This enterprise is frozen; this cannot be done for now',
  },
  listSubjectUnknown: { zh: '所选的自由职业者或企业不存在', en: 'No such freelancer or enterprise' },
  listDuplicate: {
    zh: '该对象已在此名单中，请编辑已有记录的期限',
    en: 'Already on this list; edit the existing entry’s period instead',
  },
  listAlreadyWhitelisted: {
    zh: '该自由职业者在此期间已在白名单中，不能同时列入黑名单',
    en: 'This freelancer is on the whitelist for this period and cannot be blacklisted at the same time',
  },
  listAlreadyBlacklisted: {
    zh: '该自由职业者在此期间已在黑名单中，不能同时列入白名单',
    en: 'This freelancer is on the blacklist for this period and cannot be whitelisted at the same time',
  },
  listEndBeforeStart: { zh: '须晚于生效时间', en: 'must be after the start' },
  listPeriodOrder: { zh: '失效时间：须晚于生效时间', en: 'end: must be after the start' },
  listSubjectKind: {
    zh: '白名单和黑名单（类型 1、2）登记自由职业者，企业黑名单（类型 3）登记企业',
    en: 'types 1 and 2 list freelancers, type 3 lists enterprises',
  },
  ledgerBalanceShort: {
    zh: '账户余额不足：需支付 ¥{amount}，当前余额 ¥{balance}',
    en: 'Insufficient balance: ¥{amount} to pay, the balance is ¥{balance}',
  },
  ledgerEnterpriseRequired: { zh: '请选择企业', en: 'Please choose an enterprise' },
  feedbackSubmitted: { zh: '提交成功，感谢您的反馈', en: 'Submitted, thank you for your feedback' },
  feedbackSelfOnly: { zh: '只能查询本人的反馈', en: 'You can only read your own feedback' },
  taskEndBeforeStart: {
    zh: 'endDate：结束日期不能早于开始日期',
    en: 'endDate: the end date cannot be before the start date',
  },
  taskRejectReasonRequired: { zh: 'reason：请输入驳回原因', en: 'reason: please enter the reason for rejection' },
  taskHasOpenOrders: {
    zh: '任务还有 {n} 个未完成的订单，不能完成任务',
    en: 'The task still has {n} unfinished order(s) and cannot be completed',
  },
  taskStaffOnly: { zh: '仅平台人员可查询企业列表', en: 'Only platform staff can list enterprises' },
  invoiceOrderNotPaid: { zh: '订单 {no} 尚未支付，不能开票', en: 'Order {no} is not paid and cannot be invoiced' },
  invoiceOrderInvoiced: { zh: '订单 {no} 已申请开票', en: 'Order {no} has already been invoiced' },
  invoicePostElectronic: { zh: '电子发票无需邮寄', en: 'Electronic invoices are not posted' },
  invoiceFileInvalid: {
    zh: '请上传 PDF 或 OFD 格式的发票文件',
    en: 'Please upload the invoice file as a PDF or OFD',
  },
  invoiceTaxTooHigh: { zh: '税额不能大于开票金额', en: 'The tax amount cannot exceed the invoice amount' },
  // Why a field was refused (validation answers read "{field}：{reason}"); written for people, never a validator's own text.
  vRequired: { zh: '不能为空', en: 'is required' },
  vType: { zh: '应为{type}', en: 'must be {type}' },
  vTooShort: { zh: '至少 {n} 个字符', en: 'must be at least {n} characters' },
  vTooLong: { zh: '最多 {n} 个字符', en: 'must be at most {n} characters' },
  vMin: { zh: '不能小于 {n}', en: 'must be at least {n}' },
  vMinExclusive: { zh: '必须大于 {n}', en: 'must be greater than {n}' },
  vMax: { zh: '不能大于 {n}', en: 'must be at most {n}' },
  vMaxExclusive: { zh: '必须小于 {n}', en: 'must be less than {n}' },
  vTooFew: { zh: '至少选择 {n} 项', en: 'must have at least {n} item(s)' },
  vTooMany: { zh: '最多 {n} 项', en: 'must have at most {n} item(s)' },
  vInteger: { zh: '应为整数', en: 'must be a whole number' },
  vDecimals: { zh: '最多 2 位小数', en: 'must have at most 2 decimals' },
  vFormat: { zh: '格式不正确', en: 'is not in the right format' },
  vDate: { zh: '应为 YYYY-MM-DD 格式的日期', en: 'must be a date written YYYY-MM-DD' },
  vEmail: { zh: '应为邮箱地址', en: 'must be an email address' },
  vChoice: { zh: '不是可选的值', en: 'is not one of the allowed values' },
  vUnknownField: { zh: '含有不支持的字段', en: 'has fields that are not allowed' },
  vTypeText: { zh: '文本', en: 'text' },
  vTypeNumber: { zh: '数字', en: 'a number' },
  vTypeBoolean: { zh: '是或否', en: 'true or false' },
  vTypeList: { zh: '列表', en: 'a list' },
  vTypeObject: { zh: '对象', en: 'an object' },
  invalidCharacter: { zh: '含有不允许的控制字符', en: 'contains a control character that is not allowed' },
  dayOutOfRange: { zh: '日期应在 1900-01-01 至 2999-12-31 之间', en: 'must be a day from 1900-01-01 to 2999-12-31' },
  timeBoundInvalid: {
    zh: '应为 1900 至 2999 年之间的日期（YYYY-MM-DD）或时间',
    en: 'must be a date (YYYY-MM-DD) or a time between the years 1900 and 2999',
  },
  amountFormat: { zh: '金额最多 12 位整数、2 位小数', en: 'the amount takes up to 12 digits and 2 decimals' },
  amountPositive: { zh: '金额必须大于 0', en: 'the amount must be greater than 0' },
  quantityFormat: { zh: '数量最多 9 位整数、2 位小数', en: 'the quantity takes up to 9 digits and 2 decimals' },
  quantityPositive: { zh: '数量必须大于 0', en: 'the quantity must be greater than 0' },
  statusUnknown: { zh: '未知的状态', en: 'unknown status' },
  phoneInvalid: { zh: '请输入正确的手机号码', en: 'please enter a valid mobile number' },
  taxNoInvalid: { zh: '纳税人识别号不正确', en: 'the taxpayer number is not valid' },
  fileUrlInvalid: { zh: '只能是 http(s) 链接或本站文件地址', en: 'must be an http(s) link or a file of this site' },
  bannerRouteInvalid: { zh: '应为以 / 开头的站内路由', en: 'must be a route of this site starting with /' },
  bannerUrlInvalid: { zh: '应为 http(s) 链接', en: 'must be an http(s) link' },
  bannerPeriodOrder: { zh: '结束时间应晚于开始时间', en: 'must be later than the start' },
  bannerImageInvalid: { zh: '请上传本站图片', en: 'must be an image uploaded to this site' },
  multipartInvalid: { zh: '上传内容不完整或格式不正确', en: 'The upload is incomplete or malformed' },
  urlInvalid: { zh: '请求地址不合法', en: 'The request address is not valid' },
  headersTooLarge: { zh: '请求头过大', en: 'The request headers are too large' },
  // Softphone and call centre (docs/softphone.md). The spec's texts are the zh strings where it gives them.
  noSeat: { zh: '无坐席', en: 'no seat' },
  seatTaken: {
    zh: '坐席 {agentId} 已被他人占用，请刷新后选择其他坐席',
    en: 'Seat {agentId} is taken, refresh and pick another',
  },
  seatOtherCentre: { zh: '该坐席不属于您的呼叫中心', en: 'This seat belongs to another call centre' },
  seatLocked: { zh: '坐席 {agentId} 锁定成功', en: 'Seat {agentId} is yours' },
  seatNotHeld: { zh: '只能释放自己占用的坐席', en: 'You can only release a seat you hold' },
  seatsRefreshed: { zh: '坐席已同步，释放了 {n} 个离线坐席', en: 'Seats synchronised: {n} offline seat(s) released' },
  noCallCentre: { zh: '您不属于任何呼叫中心', en: 'You do not belong to a call centre' },
  callCentreNotFound: { zh: '该呼叫中心不存在', en: 'There is no such call centre' },
  agentTokenInvalid: {
    zh: '坐席凭证无效或已过期，请重新上线',
    en: 'The agent token is invalid or expired, go online again',
  },
  seatInUse: { zh: '该坐席已在其他页面上线', en: 'This seat is online in another tab or browser' },
  phoneOffline: { zh: '请先上线再拨打电话', en: 'please go online before calling' },
  noPhoneNumber: { zh: '未检测到电话号码', en: 'no phone number detected' },
  phoneNumberInvalid: { zh: '请输入正确的手机号或固定电话', en: 'Enter a valid mobile or landline number' },
  dialFailed: {
    zh: '拨号失败，请确认是否已上线，如已上线请稍后重试',
    en: 'dial failed, confirm you are online; if so, retry later',
  },
  callInProgress: { zh: '当前已有通话，请先挂断', en: 'A call is already on the line, hang up first' },
  callNotFound: { zh: '该通话已结束', en: 'This call has ended' },
  callbackNotOffered: {
    zh: '该回拨已不再分配给您（已超时、已过期或已被处理）',
    en: 'This callback is no longer offered to you (timed out, expired or dealt with)',
  },
  recordingNotFound: {
    zh: '该通话没有录音（未接通，或录音已过保存期限）',
    en: 'This call has no recording (it was not talked, or its recording is past its retention period)',
  },
  callNotTalking: { zh: '通话接通后才能进行此操作', en: 'This works only once the call is connected' },
  agentStateNotChoosable: { zh: '该状态不可选择', en: 'This state cannot be chosen' },
  agentNotAvailable: { zh: '该坐席不在线或不空闲', en: 'That agent is not online and idle' },
  noAgentAvailable: { zh: '当前没有在线空闲的坐席', en: 'No agent is online and idle' },
  agentNotOnline: { zh: '该坐席当前未上线', en: 'No agent is online on that seat' },
  monitorForbidden: { zh: '没有坐席监控权限', en: 'You may not watch the wallboard' },
  codeFormat: { zh: '请输入 6 位数字验证码', en: 'please enter the 6-digit code' },
  creditCodeInvalid: {
    zh: '统一社会信用代码不正确（18 位，校验位不符）',
    en: 'the unified social credit code is not valid (18 characters with a matching check character)',
  },
  bankAccountFormat: { zh: '银行账号应为 8 至 30 位数字', en: 'the bank account takes 8 to 30 digits' },
  codeSent: { zh: '验证码已发送', en: 'The code has been sent' },
  codeWait: { zh: '验证码已发送，请 {n} 秒后再获取', en: 'A code was just sent; ask again in {n} second(s)' },
  codeTooMany: {
    zh: '获取验证码过于频繁，请稍后再试',
    en: 'Too many codes were asked for; please try again later',
  },
  codeWrong: { zh: '验证码错误', en: 'The code is not correct' },
  codeExpired: { zh: '验证码已失效，请重新获取', en: 'The code is no longer valid; please ask for a new one' },
  applicantSessionInvalid: {
    zh: '入驻登录已失效，请重新验证手机号',
    en: 'Your application session has ended; please verify your phone number again',
  },
  applicationNotEditable: {
    zh: '当前状态不能修改入驻资料',
    en: 'The application cannot be changed in its current state',
  },
  applicationPasswordRequired: {
    zh: '请设置登录密码',
    en: 'Please set a sign-in password',
  },
  creditCodeTaken: {
    zh: '该统一社会信用代码已被其他企业使用',
    en: 'This unified social credit code is already used by another company',
  },
  applicantPhoneTaken: {
    zh: '该手机号已是平台账号，不能作为新企业的登录名',
    en: 'This phone number is already an account of the platform and cannot be the new login name',
  },
  applicationSubmitted: { zh: '已提交审核', en: 'Submitted for review' },
  contractNotSignable: { zh: '该协议当前不能签署', en: 'This agreement cannot be signed now' },
  signNameMismatch: {
    zh: '请输入法定代表人姓名：{name}',
    en: 'Please type the legal representative’s name: {name}',
  },
  contractNotTerminable: { zh: '只有已签约的协议可以解约', en: 'Only a signed agreement can be terminated' },
  enterpriseNotOnboarded: {
    zh: '该企业尚未入驻或已冻结，不能发起协议',
    en: 'This enterprise is not onboarded or is frozen; no agreement can be issued to it',
  },
  // platform administration (issue 13)
  lastSuperAdmin: {
    zh: '不能冻结或取消最后一位超级管理员',
    en: 'The last super administrator cannot be frozen or lose the super role',
  },
  usernameTaken: { zh: '该登录账号已存在', en: 'This username is already taken' },
  enterpriseRequired: { zh: '企业用户必须选择所属企业', en: 'An enterprise user needs an enterprise' },
  socketIdEnterpriseOnly: { zh: '只有企业用户可以设置聊天 ID', en: 'Only enterprise users can have a chat id' },
  socketIdTaken: { zh: '该聊天 ID 已被使用', en: 'This chat id is already in use' },
  deptNotInEnterprise: {
    zh: '所选部门不属于该用户的企业',
    en: "The department chosen is not one of the user's enterprise",
  },
  deptEnterpriseRequired: { zh: '请选择部门所属的企业', en: 'Choose the enterprise the department belongs to' },
  deptParentInvalid: {
    zh: '上级部门必须属于同一企业，且不能是本部门或其下级',
    en: 'The parent department must be of the same enterprise, and neither this department nor one below it',
  },
  deptNotEmpty: {
    zh: '部门下还有下级部门或用户，不能删除',
    en: 'The department still has departments or users under it and cannot be deleted',
  },
  managerNotStaff: { zh: '客户经理只能是有效的平台用户', en: 'Account managers must be valid staff users' },
  roleCodeTaken: { zh: '角色编码已存在', en: 'This role code is already taken' },
  roleInUse: { zh: '角色已分配给 {n} 个用户，不能删除', en: 'The role is held by {n} user(s) and cannot be deleted' },
  superRoleLocked: {
    zh: '内置超级管理员角色不能修改权限、停用或删除',
    en: 'The built-in super role cannot lose permissions, be disabled or be deleted',
  },
  enterpriseFrozen: {
    zh: '所属企业已冻结，无法登录，请联系平台客服',
    en: 'Your enterprise is frozen and cannot sign in; please contact the platform',
  },
  menuHasChildren: { zh: '该菜单下还有子菜单，不能删除', en: 'This menu still has children and cannot be deleted' },
  selfSessionRevoke: { zh: '不能强制退出当前会话，请使用退出登录', en: 'Use sign-out to end your own current session' },
  // two-factor sign-in and step-up (issue 21)
  otpRequired: { zh: '请输入验证码', en: 'Please enter the code' },
  otpInvalid: { zh: '验证码错误', en: 'The code is incorrect' },
  otpInvalidLeft: {
    zh: '验证码错误，还可以再试 {n} 次',
    en: 'The code is incorrect; {n} attempt(s) left',
  },
  otpReused: {
    zh: '该验证码已使用过，请等待验证器显示新的验证码',
    en: 'This code has been used already; wait for your authenticator to show a new one',
  },
  mfaTokenInvalid: {
    zh: '验证已过期或错误次数过多，请重新输入账号密码登录',
    en: 'The verification has expired or failed too often; please sign in with your password again',
  },
  mfaAlreadyEnabled: {
    zh: '已开启两步验证，如需更换验证器请先关闭',
    en: 'Two-factor sign-in is already on; turn it off first to change the authenticator',
  },
  mfaNotSetUp: { zh: '请先获取二维码并在验证器中添加账号', en: 'Set up the authenticator first' },
  mfaNotEnabled: { zh: '尚未开启两步验证', en: 'Two-factor sign-in is not on' },
  mfaRequiredByRole: {
    zh: '您的角色要求开启两步验证，不能关闭',
    en: 'Your role requires two-factor sign-in; it cannot be turned off',
  },
  mfaEnrolmentRequired: {
    zh: '您的角色要求开启两步验证，请先在个人中心完成绑定',
    en: 'Your role requires two-factor sign-in: please set it up before you go on',
  },
  mfaKeyMismatch: {
    zh: '验证器信息无法读取，请使用恢复码登录后重新绑定',
    en: 'Your authenticator cannot be read; sign in with a recovery code and set it up again',
  },
  stepUpRequired: {
    zh: '此操作需要再次验证身份，请输入密码或验证码',
    en: 'Please confirm it is you (password or code) before this action',
  },
  passwordIncorrect: { zh: '密码错误', en: 'The password is incorrect' },
  stepUpOneProof: { zh: '请输入密码或验证码', en: 'Enter your password or a code' },
} satisfies Record<string, Label>;

export type MessageKey = keyof typeof messages;

export function t(locale: Locale, key: MessageKey, params?: Record<string, string | number>): string {
  return format(messages[key][locale], params);
}
