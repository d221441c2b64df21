import { UploadedFile } from '@console/domain/schemas/file';
import {
  ApplicantSession,
  ApplicantSignInBody,
  ApplicationApproveBody,
  ApplicationDraftBody,
  ApplicationIdParams,
  ApplicationListQuery,
  ApplicationPage,
  ApplicationRejectBody,
  ApplicationSubmitBody,
  ApplicationView,
  ContractIssueBody,
  ContractListQuery,
  ContractPage,
  ContractSignBody,
  ContractTerminateBody,
  ContractView,
  SendCodeBody,
  SentCode,
  TaxParkOptions,
} from '@console/domain/schemas/onboarding';
import { Timeline } from '@console/domain/schemas/timeline';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicantOf, callerOf, principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { envelopeOf, originOf } from '../../http/route-helpers.js';
import { readUpload, requireExtension } from '../../http/upload.js';
import { ContractService } from './contracts.js';
import { OnboardingService } from './service.js';

const tags = ['onboarding'];
const contractTags = ['contracts'];
/** Where the applicant's images are stored. */
export const ONBOARDING_UPLOAD_PATH = 'onboarding';
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'];

/**
 * Company onboarding (issue 12): the applicant's calls under /onboarding (a phone and a one-time code give a
 * session good for these calls only), the review under /client/onboarding and the agreements under
 * /client/contract.
 */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = app.codes;
  const applicants = app.applicantAuth;
  const filesPrefix = app.files.urlOf('');
  const service = new OnboardingService(app.database.db, app.keys, {
    platformName: app.config.brandName,
    isOwnFile: (url) => url.startsWith(filesPrefix) && url.includes(`/${ONBOARDING_UPLOAD_PATH}/`),
  });
  const contracts = new ContractService(
    app.database.db,
    codes,
    {
      store: (name, bytes, enterpriseId) => app.files.upload({ userId: null, enterpriseId }, name, bytes, 'contracts'),
      remove: (key) => app.files.storage.delete(key),
    },
    app.config.brandName,
    app.keys,
  );
  const demo = app.config.seedDemo;
  // the demo's code in a stored answer is as good as the one sent by SMS (http/idempotency.ts seals it)
  const sentSecrets = ['demoCode'];
  const sent = (s: { code: string; expiresIn: number }) => ({
    expiresIn: s.expiresIn,
    demoCode: demo ? s.code : null,
  });

  // ---- the applicant ----

  app.post(
    '/onboarding/code',
    {
      config: {
        access: 'public',
        rateLimit: { max: app.config.login.ratePerMinute, timeWindow: '1 minute' },
        secretAnswer: sentSecrets,
      },
      schema: {
        tags,
        security: [],
        summary:
          'Send a one-time code to a mobile phone to start or resume an application (rate limited per phone and per IP; demoCode only in the embedded demo)',
        body: SendCodeBody,
        response: { 200: envelopeOf(SentCode) },
      },
    },
    async (request) => ok(sent(await codes.send(request.body.phone, 'apply', originOf(request).ip))),
  );

  app.post(
    '/onboarding/session',
    {
      config: { access: 'public', rateLimit: { max: app.config.login.ratePerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        security: [],
        summary: "Phone + code: an applicant session (not a console token) and the phone's application",
        body: ApplicantSignInBody,
        response: { 200: envelopeOf(ApplicantSession) },
      },
    },
    async (request) => {
      const s = await applicants.signIn(request.body.phone, request.body.code, originOf(request).ip);
      return ok({ token: s.token, expiresIn: s.expiresIn, application: await service.applicantView(s.applicationId) });
    },
  );

  app.delete(
    '/onboarding/session',
    {
      config: { access: 'applicant' },
      schema: { tags, summary: 'End the applicant session', response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await applicants.signOut(applicantOf(request));
      return ok(null);
    },
  );

  app.get(
    '/onboarding/application',
    {
      config: { access: 'applicant' },
      schema: { tags, summary: "The applicant's application", response: { 200: envelopeOf(ApplicationView) } },
    },
    async (request) => ok(await service.applicantView(applicantOf(request).applicationId)),
  );

  app.get(
    '/onboarding/parks',
    {
      config: { access: 'applicant' },
      schema: { tags, summary: 'Tax parks to choose from', response: { 200: envelopeOf(TaxParkOptions) } },
    },
    async () => ok(await service.parks()),
  );

  app.put(
    '/onboarding/application',
    {
      config: { access: 'applicant' },
      schema: {
        tags,
        summary: 'Save a draft (status 0); each field given is checked; only while to submit (0) or rejected (3)',
        body: ApplicationDraftBody,
        response: { 200: envelopeOf(ApplicationView) },
      },
    },
    async (request) =>
      ok(await service.saveDraft(applicantOf(request).applicationId, request.body, originOf(request).ip)),
  );

  app.post(
    '/onboarding/application/submit',
    {
      config: { access: 'applicant' },
      schema: {
        tags,
        summary: 'Submit for review: status 2 (enterprise) or 4 (service provider); every field required',
        body: ApplicationSubmitBody,
        response: { 200: envelopeOf(ApplicationView) },
      },
    },
    async (request) => ok(await service.submit(applicantOf(request).applicationId, request.body, originOf(request).ip)),
  );

  app.post(
    '/onboarding/files/upload',
    {
      config: { access: 'applicant' },
      schema: {
        tags,
        summary: 'Upload an image of the application (multipart field "file"; PNG, JPEG or GIF)',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(UploadedFile) },
      },
    },
    async (request) => {
      applicantOf(request);
      const { file } = await readUpload(request);
      requireExtension(file, IMAGE_EXTENSIONS);
      return ok(
        await app.files.upload({ userId: null, enterpriseId: null }, file.name, file.bytes, ONBOARDING_UPLOAD_PATH),
      );
    },
  );

  app.get(
    '/onboarding/contract',
    {
      config: { access: 'applicant' },
      schema: {
        tags,
        summary: 'The service outsourcing agreement (01) of an approved application, to read and sign',
        response: { 200: envelopeOf(ContractView) },
      },
    },
    async (request) => ok(await contracts.forApplicant(applicantOf(request).applicationId)),
  );

  app.post(
    '/onboarding/contract/code',
    {
      config: { access: 'applicant', secretAnswer: sentSecrets },
      schema: {
        tags,
        summary: "Send the signing code to the applicant's phone",
        response: { 200: envelopeOf(SentCode) },
      },
    },
    async (request) =>
      ok(sent(await contracts.sendApplicantCode(applicantOf(request).applicationId, originOf(request).ip))),
  );

  app.post(
    '/onboarding/contract/sign',
    {
      config: { access: 'applicant' },
      schema: {
        tags,
        summary: "Sign: the legal representative's name and the code; status 1 with time, IP and document hash",
        body: ContractSignBody,
        response: { 200: envelopeOf(ContractView) },
      },
    },
    async (request) =>
      ok(await contracts.signAsApplicant(applicantOf(request).applicationId, request.body, originOf(request).ip)),
  );

  // ---- the review (staff) ----

  app.get(
    '/client/onboarding/list',
    {
      config: { access: { permission: 'client:onboarding:list' } },
      schema: {
        tags,
        summary: 'Applications (submitted ones unless a status is asked for): status, dates, keyword',
        querystring: ApplicationListQuery,
        response: { 200: envelopeOf(ApplicationPage) },
      },
    },
    async (request) => ok(await service.list(request.query)),
  );

  app.get(
    '/client/onboarding/:id',
    {
      config: { access: { permission: 'client:onboarding:list' } },
      schema: {
        tags,
        summary: 'One application',
        params: ApplicationIdParams,
        response: { 200: envelopeOf(ApplicationView) },
      },
    },
    async (request) => ok(await service.view(request.params.id)),
  );

  app.get(
    '/client/onboarding/:id/timeline',
    {
      config: { access: { permission: 'client:onboarding:list' } },
      schema: {
        tags,
        summary:
          "The application's whole story, oldest first: every save, submission and review with its field changes (who, from where, why)",
        params: ApplicationIdParams,
        response: { 200: envelopeOf(Timeline) },
      },
    },
    async (request) => ok(await service.timeline(request.params.id)),
  );

  app.post(
    '/client/onboarding/:id/approve',
    {
      config: { access: { permission: 'client:onboarding:review' } },
      schema: {
        tags,
        summary:
          'Approve (2 or 4 → 1): the enterprise with its credit grade, its first user and the 01 agreement to sign',
        params: ApplicationIdParams,
        body: ApplicationApproveBody,
        response: { 200: envelopeOf(ApplicationView) },
      },
    },
    async (request) => ok(await service.approve(callerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/client/onboarding/:id/reject',
    {
      config: { access: { permission: 'client:onboarding:review' } },
      schema: {
        tags,
        summary: 'Reject with a reason (2 or 4 → 3)',
        params: ApplicationIdParams,
        body: ApplicationRejectBody,
        response: { 200: envelopeOf(ApplicationView) },
      },
    },
    async (request) => ok(await service.reject(callerOf(request), request.params.id, request.body.reason)),
  );

  // ---- agreements ----

  app.get(
    '/client/contract/list',
    {
      config: { access: { permission: 'client:contract:list' } },
      schema: {
        tags: contractTags,
        summary: "Agreements: staff see all, enterprise users their own enterprise's",
        querystring: ContractListQuery,
        response: { 200: envelopeOf(ContractPage) },
      },
    },
    async (request) => ok(await contracts.list(principalOf(request), request.query)),
  );

  app.get(
    '/client/contract/:id',
    {
      config: { access: { permission: 'client:contract:list' } },
      schema: {
        tags: contractTags,
        summary: 'One agreement with its text',
        params: ApplicationIdParams,
        response: { 200: envelopeOf(ContractView) },
      },
    },
    async (request) => ok(await contracts.detail(principalOf(request), request.params.id)),
  );

  app.get(
    '/client/contract/:id/timeline',
    {
      config: { access: { permission: 'client:contract:list' } },
      schema: {
        tags: contractTags,
        summary: "The agreement's whole story, oldest first: issued, signed, terminated (who, from where, why)",
        params: ApplicationIdParams,
        response: { 200: envelopeOf(Timeline) },
      },
    },
    async (request) => ok(await contracts.timeline(principalOf(request), request.params.id)),
  );

  app.post(
    '/client/contract/issue',
    {
      config: { access: { permission: 'client:contract:issue' } },
      schema: {
        tags: contractTags,
        summary: 'Issue a price-change (02) or supplementary (03) agreement to an onboarded enterprise',
        body: ContractIssueBody,
        response: { 200: envelopeOf(ContractView) },
      },
    },
    async (request) => ok(await contracts.issue(callerOf(request), request.body)),
  );

  app.post(
    '/client/contract/:id/terminate',
    {
      config: { access: { permission: 'client:contract:terminate' }, stepUp: true },
      schema: {
        tags: contractTags,
        summary: 'Terminate a signed agreement with a reason (1 → 2; needs a fresh step-up)',
        params: ApplicationIdParams,
        body: ContractTerminateBody,
        response: { 200: envelopeOf(ContractView) },
      },
    },
    async (request) => ok(await contracts.terminate(callerOf(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/client/contract/:id/code',
    {
      config: { access: { permission: 'client:contract:sign' }, secretAnswer: sentSecrets },
      schema: {
        tags: contractTags,
        summary: "Send the signing code of an agreement of the caller's enterprise",
        params: ApplicationIdParams,
        response: { 200: envelopeOf(SentCode) },
      },
    },
    async (request) =>
      ok(sent(await contracts.sendUserCode(principalOf(request), request.params.id, originOf(request).ip))),
  );

  app.post(
    '/client/contract/:id/sign',
    {
      config: { access: { permission: 'client:contract:sign' } },
      schema: {
        tags: contractTags,
        summary: "Sign an issued agreement of the caller's enterprise (legal representative's name + code)",
        params: ApplicationIdParams,
        body: ContractSignBody,
        response: { 200: envelopeOf(ContractView) },
      },
    },
    async (request) =>
      ok(await contracts.signAsUser(principalOf(request), request.params.id, request.body, originOf(request).ip)),
  );
};
