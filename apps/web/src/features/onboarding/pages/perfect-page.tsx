import { industries } from '@console/domain/industries';
import {
  type ApplicationView,
  applicationFields,
  EDITABLE_STATUSES,
  ONBOARDING_LIMITS,
} from '@console/domain/schemas/onboarding';
import { Alert, Button, Col, Form, Input, Radio, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useSubmission } from '../../../lib/form/submission';
import { useLocale } from '../../../lib/i18n/use-locale';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { PictureUpload } from '../../../lib/upload/picture-upload';
import type { UploadItem } from '../../../lib/upload/rules';
import { useDocumentTitle } from '../../../lib/use-brand';
import { applicantConfig } from '../api/applicant-http';
import { useApplication } from '../api/get-application';
import { useParks } from '../api/get-parks';
import { type ApplicationValues, saveDraft, submitApplication } from '../api/save-application';
import { OnboardingSteps } from '../components/onboarding-steps';
import { PublicShell } from '../components/public-shell';
import { ENTER_PATH, STATE_PATH } from '../paths';
import { schemaRule } from '../schema-rule';
import { liveApplicantToken } from '../session';

const TEXT_FIELDS = [
  'companyName',
  'creditCode',
  'legalPerson',
  'address',
  'contactName',
  'contactPhone',
  'contactEmail',
  'bankName',
  'bankAccountNo',
] as const;
const IMAGE_FIELDS = ['licenseUrl', 'idCardFrontUrl', 'idCardBackUrl'] as const;
type ImageField = (typeof IMAGE_FIELDS)[number];

type FormValues = Record<(typeof TEXT_FIELDS)[number], string | undefined> &
  Record<ImageField, UploadItem[] | undefined> & {
    industry?: string;
    taxParkId?: number;
    applyType: 'enterprise' | 'provider';
    password?: string;
    confirmPassword?: string;
  };

const IMAGE_LABELS: Record<ImageField, string> = {
  licenseUrl: 'license',
  idCardFrontUrl: 'idCardFront',
  idCardBackUrl: 'idCardBack',
};

const UPLOAD = { url: 'onboarding/files/upload', config: () => applicantConfig() };

function initialValues(view: ApplicationView, imageName: (f: ImageField) => string): Partial<FormValues> {
  const values: Partial<FormValues> = { applyType: view.applyType };
  for (const f of TEXT_FIELDS) values[f] = view[f] ?? undefined;
  for (const f of IMAGE_FIELDS) {
    const url = view[f];
    values[f] = url ? [{ fileName: imageName(f), url, percentage: 100 }] : [];
  }
  if (view.industry) values.industry = view.industry;
  if (view.taxParkId) values.taxParkId = view.taxParkId;
  return values;
}

/** The form's values as the API takes them: trimmed text, the images' URLs, no confirmation field. */
function toBody(values: Partial<FormValues>): ApplicationValues {
  const body: ApplicationValues = {};
  for (const f of TEXT_FIELDS) body[f] = values[f]?.trim() || undefined;
  for (const f of IMAGE_FIELDS) body[f] = values[f]?.find((i) => i.url && i.percentage === 100)?.url;
  body.industry = values.industry;
  body.taxParkId = values.taxParkId;
  body.applyType = values.applyType;
  body.password = values.password || undefined;
  return body;
}

/** /companyEnter/perfect: the company's information, saved as a draft at any step or submitted for review. */
export function PerfectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const token = liveApplicantToken();
  const { data: view, isLoading } = useApplication(token !== null);
  const parks = useParks();
  const [form] = Form.useForm<FormValues>();
  const draftSubmission = useSubmission();
  const submitSubmission = useSubmission();
  useDocumentTitle(t('route.companyPerfect'));

  const label = (key: string) => t(`onboarding.form.${key}`);
  const required = (key: string, verb: 'required' | 'choose' | 'upload' = 'required'): Rule => ({
    required: true,
    whitespace: verb === 'required',
    // the tax park's value is its id (antd's rules check a string otherwise)
    type: key === 'taxPark' ? 'number' : 'string',
    message: t(`onboarding.form.${verb}`, { field: label(key) }),
  });
  const rules = (field: keyof typeof applicationFields, key: string, verb?: 'required' | 'choose'): Rule[] => [
    required(key, verb),
    schemaRule(applicationFields[field], locale),
  ];
  const initial = useMemo(
    () => (view ? initialValues(view, (f) => t(`onboarding.form.${IMAGE_LABELS[f]}`)) : undefined),
    [view, t],
  );

  if (!token) return <Navigate to={ENTER_PATH} replace />;
  if (isLoading || !view || !initial) return <PageLoading />;
  if (!EDITABLE_STATUSES.includes(view.status)) return <Navigate to={STATE_PATH} replace />;

  const filledNames = () => {
    const values = form.getFieldsValue(true) as Partial<FormValues>;
    return (Object.keys(values) as (keyof FormValues)[]).filter((k) => {
      const v = values[k];
      return Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && String(v).trim() !== '';
    });
  };

  const onDraft = async () => {
    const ok = await form.validateFields(filledNames()).catch(() => null);
    if (!ok) {
      notifyWarning(t('onboarding.form.fixErrors'));
      return;
    }
    const saved = await draftSubmission.run((request) => saveDraft(toBody(form.getFieldsValue(true)), request));
    if (saved) notifySuccess(t('onboarding.form.draftSaved'));
  };

  const onSubmit = async () => {
    const ok = await form.validateFields().catch(() => null);
    if (!ok) {
      notifyWarning(t('onboarding.form.fixErrors'));
      return;
    }
    const saved = await submitSubmission.run((request) =>
      submitApplication(toBody(form.getFieldsValue(true)), request),
    );
    if (!saved) return;
    notifySuccess(t('onboarding.form.submitted'));
    navigate(STATE_PATH);
  };

  const busy = draftSubmission.busy || submitSubmission.busy;
  const passwordRules: Rule[] = [
    ...(view.hasPassword ? [] : [required('password')]),
    schemaRule(applicationFields.password, locale),
  ];

  return (
    <PublicShell>
      <div className="onb-card">
        <h1>{t('onboarding.form.title')}</h1>
        <p className="onb-subtitle">{t('onboarding.form.subtitle')}</p>
        <OnboardingSteps current={1} />
        {view.status === '3' || view.reviewReason ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBottom: 16 }}
            title={t('onboarding.form.rejected', { reason: view.reviewReason ?? '' })}
            description={t('onboarding.form.rejectedHint')}
            data-testid="onb-rejected-reason"
          />
        ) : null}
        <Form<FormValues> form={form} layout="vertical" initialValues={initial} scrollToFirstError>
          <h2 className="onb-section">{t('onboarding.form.company')}</h2>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="companyName" label={label('companyName')} rules={rules('companyName', 'companyName')}>
                <Input maxLength={ONBOARDING_LIMITS.companyNameMax} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="creditCode"
                label={label('creditCode')}
                extra={t('onboarding.form.creditCodeHint')}
                rules={rules('creditCode', 'creditCode')}
                normalize={(v: string) => v.toUpperCase()}
              >
                <Input maxLength={18} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="legalPerson" label={label('legalPerson')} rules={rules('legalPerson', 'legalPerson')}>
                <Input maxLength={ONBOARDING_LIMITS.personNameMax} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="industry" label={label('industry')} rules={rules('industry', 'industry', 'choose')}>
                <Select
                  showSearch
                  optionFilterProp="label"
                  options={industries.map((i) => ({ value: i.code, label: `${i.code} ${i[locale]}` }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="address" label={label('address')} rules={rules('address', 'address')}>
                <Input maxLength={ONBOARDING_LIMITS.addressMax} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="taxParkId" label={label('taxPark')} rules={rules('taxParkId', 'taxPark', 'choose')}>
                <Select
                  loading={parks.isLoading}
                  options={(parks.data ?? []).map((p) => ({ value: p.id, label: p.parkName }))}
                />
              </Form.Item>
            </Col>
          </Row>

          <h2 className="onb-section">{t('onboarding.form.contact')}</h2>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="contactName" label={label('contactName')} rules={rules('contactName', 'contactName')}>
                <Input maxLength={ONBOARDING_LIMITS.personNameMax} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="contactPhone"
                label={label('contactPhone')}
                rules={rules('contactPhone', 'contactPhone')}
              >
                <Input inputMode="tel" maxLength={11} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="contactEmail"
                label={label('contactEmail')}
                rules={rules('contactEmail', 'contactEmail')}
              >
                <Input inputMode="email" maxLength={ONBOARDING_LIMITS.emailMax} />
              </Form.Item>
            </Col>
          </Row>

          <h2 className="onb-section">{t('onboarding.form.bank')}</h2>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="bankName" label={label('bankName')} rules={rules('bankName', 'bankName')}>
                <Input maxLength={ONBOARDING_LIMITS.bankNameMax} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="bankAccountNo"
                label={label('bankAccountNo')}
                rules={rules('bankAccountNo', 'bankAccountNo')}
              >
                <Input inputMode="numeric" maxLength={30} />
              </Form.Item>
            </Col>
          </Row>

          <h2 className="onb-section">{t('onboarding.form.documents')}</h2>
          <Row gutter={16}>
            {IMAGE_FIELDS.map((f) => (
              <Col xs={24} md={8} key={f}>
                <Form.Item
                  name={f}
                  label={label(IMAGE_LABELS[f])}
                  rules={[
                    {
                      required: true,
                      type: 'array',
                      min: 1,
                      message: t('onboarding.form.upload', { field: label(IMAGE_LABELS[f]) }),
                    },
                  ]}
                >
                  <PictureUpload limit={1} upload={UPLOAD} />
                </Form.Item>
              </Col>
            ))}
          </Row>

          <h2 className="onb-section">{t('onboarding.form.account')}</h2>
          <Form.Item name="applyType" label={label('applyType')} rules={[required('applyType', 'choose')]}>
            <Radio.Group
              options={[
                { value: 'enterprise', label: t('onboarding.form.applyEnterprise') },
                { value: 'provider', label: t('onboarding.form.applyProvider') },
              ]}
            />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="password"
                label={label('password')}
                extra={
                  view.hasPassword
                    ? t('onboarding.form.passwordKept')
                    : t('onboarding.form.passwordHint', { phone: view.phone })
                }
                rules={passwordRules}
              >
                <Input.Password autoComplete="new-password" maxLength={ONBOARDING_LIMITS.passwordMax} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="confirmPassword"
                label={label('confirmPassword')}
                dependencies={['password']}
                rules={[
                  // required (and marked so) exactly when the password is
                  ...(view.hasPassword ? [] : [required('confirmPassword')]),
                  ({ getFieldValue }) => ({
                    validator: async (_, value: string | undefined) => {
                      const password = getFieldValue('password') as string | undefined;
                      if ((password || value) && password !== value) {
                        throw new Error(t('onboarding.form.passwordMismatch'));
                      }
                    },
                  }),
                ]}
              >
                <Input.Password autoComplete="new-password" maxLength={ONBOARDING_LIMITS.passwordMax} />
              </Form.Item>
            </Col>
          </Row>

          <div className="onb-actions">
            <Button onClick={() => navigate(STATE_PATH)} disabled={busy}>
              {t('onboarding.form.back')}
            </Button>
            <Button
              onClick={onDraft}
              loading={draftSubmission.busy}
              disabled={submitSubmission.busy}
              data-testid="onb-draft"
            >
              {t('onboarding.form.saveDraft')}
            </Button>
            <Button
              type="primary"
              onClick={onSubmit}
              loading={submitSubmission.busy}
              disabled={draftSubmission.busy}
              data-testid="onb-submit"
            >
              {t('onboarding.form.submit')}
            </Button>
          </div>
        </Form>
      </div>
    </PublicShell>
  );
}
