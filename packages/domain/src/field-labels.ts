import type { Label, Locale } from './locale.js';

/**
 * What a person calls the fields of the API's requests, so a refused field reads "评分：不能小于 1", not
 * "rating：…". A field missing here is named as the API names it.
 */
export const fieldLabels: Record<string, Label> = {
  pageNum: { zh: '页码', en: 'page number' },
  pageSize: { zh: '每页条数', en: 'page size' },
  orderByColumn: { zh: '排序字段', en: 'sort column' },
  isAsc: { zh: '排序方向', en: 'sort direction' },
  beginTime: { zh: '开始时间', en: 'start time' },
  endTime: { zh: '结束时间', en: 'end time' },
  keyword: { zh: '关键词', en: 'keyword' },
  enterpriseId: { zh: '企业', en: 'enterprise' },
  status: { zh: '状态', en: 'status' },
  mode: { zh: '方式', en: 'mode' },
  taskId: { zh: '任务', en: 'task' },
  orderId: { zh: '订单', en: 'order' },
  orderIds: { zh: '订单', en: 'orders' },
  invoiceId: { zh: '发票', en: 'invoice' },
  id: { zh: '编号', en: 'id' },
  title: { zh: '标题', en: 'title' },
  titleEn: { zh: '英文标题', en: 'English title' },
  industry: { zh: '行业', en: 'industry' },
  workMode: { zh: '工作方式', en: 'work mode' },
  pricingUnit: { zh: '计价单位', en: 'pricing unit' },
  price: { zh: '单价', en: 'price' },
  headcount: { zh: '招募人数', en: 'headcount' },
  place: { zh: '工作地点', en: 'place' },
  startDate: { zh: '开始日期', en: 'start date' },
  endDate: { zh: '结束日期', en: 'end date' },
  description: { zh: '描述', en: 'description' },
  attachments: { zh: '附件', en: 'attachments' },
  reason: { zh: '原因', en: 'reason' },
  rating: { zh: '评分', en: 'rating' },
  reviewText: { zh: '评价', en: 'review' },
  quantity: { zh: '数量', en: 'quantity' },
  amount: { zh: '金额', en: 'amount' },
  phone: { zh: '手机号', en: 'mobile number' },
  note: { zh: '备注', en: 'note' },
  remark: { zh: '备注', en: 'remark' },
  remarks: { zh: '备注', en: 'remarks' },
  invoiceType: { zh: '发票类型', en: 'invoice type' },
  taxNo: { zh: '纳税人识别号', en: 'taxpayer number' },
  addressPhone: { zh: '地址电话', en: 'address and phone' },
  bankAccount: { zh: '开户行及账号', en: 'bank and account' },
  invoiceNumber: { zh: '发票号码', en: 'invoice number' },
  invoiceCode: { zh: '发票代码', en: 'invoice code' },
  issueDate: { zh: '开票日期', en: 'issue date' },
  fileUrl: { zh: '文件', en: 'file' },
  expressCompany: { zh: '快递公司', en: 'courier' },
  trackingNo: { zh: '快递单号', en: 'tracking number' },
  deliveryNote: { zh: '交付说明', en: 'delivery note' },
  files: { zh: '文件', en: 'files' },
  url: { zh: '链接', en: 'link' },
  urls: { zh: '图片', en: 'pictures' },
  feedType: { zh: '反馈类型', en: 'feedback type' },
  feedDesc: { zh: '反馈内容', en: 'feedback' },
  content: { zh: '内容', en: 'content' },
  summary: { zh: '摘要', en: 'summary' },
  coverUrl: { zh: '封面', en: 'cover' },
  kind: { zh: '类型', en: 'kind' },
  params: { zh: '参数', en: 'parameters' },
  username: { zh: '用户名', en: 'username' },
  password: { zh: '密码', en: 'password' },
  oldPassword: { zh: '原密码', en: 'current password' },
  newPassword: { zh: '新密码', en: 'new password' },
  name: { zh: '名称', en: 'name' },
  email: { zh: '邮箱', en: 'email' },
  path: { zh: '路径', en: 'path' },
  grant_type: { zh: '授权类型', en: 'grant type' },
  refresh_token: { zh: '刷新令牌', en: 'refresh token' },
};

/** A field path (`orderIds.0`, `files.1.url`) as a person reads it: the last named part, translated. */
export function fieldLabel(path: string, locale: Locale): string {
  const parts = path.split('.').filter((p) => p !== '' && !/^\d+$/.test(p));
  const last = parts[parts.length - 1];
  if (!last) return path;
  return fieldLabels[last]?.[locale] ?? last;
}
