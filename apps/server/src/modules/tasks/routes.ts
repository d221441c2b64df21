import { BulkBody, BulkRejectBody, BulkResult } from '@console/domain/schemas/bulk';
import { IdParams } from '@console/domain/schemas/system';
import {
  EnterpriseOption,
  EnterpriseOptionsQuery,
  FreelancerTaskQuery,
  FreelancerTaskRow,
  TaskBody,
  TaskDetail,
  TaskHistoryEntry,
  TaskHistoryQuery,
  TaskListQuery,
  TaskRejectBody,
  TaskRow,
} from '@console/domain/schemas/task';
import { Timeline } from '@console/domain/schemas/timeline';
import type { TaskTransition } from '@console/domain/workflows/task';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, freelancerOf, principalOf } from '../../http/auth-hook.js';
import { eachRow } from '../../http/bulk.js';
import { cachedAnswer } from '../../http/cached-answer.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { envelopeOf, pageOf } from '../../http/route-helpers.js';
import { registerTaskExporter } from './exporter.js';
import { TaskService } from './service.js';

const tags = ['tasks'];

/** The review-flow actions and the permission each route asks for (the workflow checks it again with the actor). */
const transitions: { action: TaskTransition; permission: string; summary: string }[] = [
  { action: 'submit', permission: 'client:task:submit', summary: 'Submit a draft or rejected task for review' },
  { action: 'approve', permission: 'client:task:review', summary: 'Approve a task (recruiting); staff' },
  { action: 'close', permission: 'client:task:close', summary: 'Stop taking orders' },
  { action: 'reopen', permission: 'client:task:close', summary: 'Take orders again; enterprise' },
  { action: 'complete', permission: 'client:task:complete', summary: 'Complete a task whose orders are finished' },
];

export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const tasks = new TaskService(app.database.db, app.standing, app.notices);
  registerTaskExporter();

  app.get(
    '/client/task/list',
    {
      config: { access: { permission: 'client:task:list' } },
      schema: {
        tags,
        summary: 'Tasks: own enterprise for enterprise users; all (or one enterprise) for staff',
        querystring: TaskListQuery,
        response: { 200: envelopeOf(pageOf(TaskRow)) },
      },
    },
    async (request, reply) => {
      const p = principalOf(request);
      return cachedAnswer(reply, tasks.listRead(p, request.query), () => tasks.list(p, request.query));
    },
  );

  app.get(
    '/client/task/:id',
    {
      config: { access: { permission: 'client:task:list' } },
      schema: {
        tags,
        summary: 'A task with its review history and order counts',
        params: IdParams,
        response: { 200: envelopeOf(TaskDetail) },
      },
    },
    async (request) => ok(await tasks.detail(principalOf(request), request.params.id)),
  );

  app.get(
    '/client/task/:id/history',
    {
      config: { access: { permission: 'client:task:list' } },
      schema: {
        tags,
        summary: 'A task’s history: every change with who, when, from and to status and the reason; oldest first',
        params: IdParams,
        querystring: TaskHistoryQuery,
        response: { 200: envelopeOf(pageOf(TaskHistoryEntry)) },
      },
    },
    async (request) => ok(await tasks.history(principalOf(request), request.params.id, request.query)),
  );

  app.get(
    '/client/task/:id/timeline',
    {
      config: { access: { permission: 'client:task:list' } },
      schema: {
        tags,
        summary:
          "The task's whole story, oldest first: every step and field change (who, from where, why), the calls and notices that concern it",
        params: IdParams,
        response: { 200: envelopeOf(Timeline) },
      },
    },
    async (request) => ok(await tasks.timeline(principalOf(request), request.params.id)),
  );

  app.post(
    '/client/task',
    {
      config: { access: { permission: 'client:task:add' } },
      schema: { tags, summary: 'Create a draft task', body: TaskBody, response: { 200: envelopeOf(TaskDetail) } },
    },
    async (request) => ok(await tasks.create(callerOf(request), request.body)),
  );

  app.put(
    '/client/task/:id',
    {
      config: { access: { permission: 'client:task:edit' } },
      schema: {
        tags,
        summary: 'Edit a draft or rejected task (it becomes a draft)',
        params: IdParams,
        body: TaskBody,
        response: { 200: envelopeOf(TaskDetail) },
      },
    },
    async (request) => ok(await tasks.update(callerOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/client/task/:id',
    {
      config: { access: { permission: 'client:task:add' } },
      schema: { tags, summary: 'Delete a draft task', params: IdParams, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await tasks.remove(callerOf(request), request.params.id);
      return ok(null);
    },
  );

  for (const { action, permission, summary } of transitions) {
    app.post(
      `/client/task/:id/${action}`,
      {
        config: { access: { permission } },
        schema: { tags, summary, params: IdParams, response: { 200: envelopeOf(TaskDetail) } },
      },
      async (request) => ok(await tasks.transition(callerOf(request), request.params.id, action)),
    );
  }

  app.post(
    '/client/task/:id/reject',
    {
      config: { access: { permission: 'client:task:review' } },
      schema: {
        tags,
        summary: 'Reject a task with a reason; staff',
        params: IdParams,
        body: TaskRejectBody,
        response: { 200: envelopeOf(TaskDetail) },
      },
    },
    async (request) => ok(await tasks.transition(callerOf(request), request.params.id, 'reject', request.body.reason)),
  );

  // Bulk review (issue 23): each task through the same transition as its single call, refusals answered per row.
  app.post(
    '/client/task/bulk/approve',
    {
      config: { access: { permission: 'client:task:review' } },
      schema: {
        tags,
        summary: 'Approve several tasks; answers the ids done and the ones refused with why',
        body: BulkBody,
        response: { 200: envelopeOf(BulkResult) },
      },
    },
    async (request) =>
      ok(await eachRow(request, request.body.ids, (id) => tasks.transition(callerOf(request), id, 'approve'))),
  );

  app.post(
    '/client/task/bulk/reject',
    {
      config: { access: { permission: 'client:task:review' } },
      schema: {
        tags,
        summary: 'Reject several tasks with one reason; answers the ids done and the ones refused with why',
        body: BulkRejectBody,
        response: { 200: envelopeOf(BulkResult) },
      },
    },
    async (request) => {
      const { ids, reason } = request.body;
      // Checked once: without a reason every row would be refused for the same thing.
      if (!reason) throw new AppError(400, 'taskRejectReasonRequired', {}, { field: 'reason' });
      return ok(await eachRow(request, ids, (id) => tasks.transition(callerOf(request), id, 'reject', reason)));
    },
  );

  app.get(
    '/client/enterprise/options',
    {
      // Any of the client lists' permissions (checked by the service): one code cannot express it.
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Enterprises by name for the filters (staff only; at most 50)',
        querystring: EnterpriseOptionsQuery,
        response: { 200: envelopeOf(z.array(EnterpriseOption)) },
      },
    },
    async (request) => ok(await tasks.enterpriseOptions(principalOf(request), request.query.keyword)),
  );

  app.get(
    '/freelancer/tasks',
    {
      config: { access: 'freelancer' },
      schema: {
        tags: ['freelancer'],
        summary:
          'Recruiting tasks the freelancer may take, newest first, company names masked (none of a frozen enterprise; whitelist-only ones for the whitelisted)',
        querystring: FreelancerTaskQuery,
        response: { 200: envelopeOf(pageOf(FreelancerTaskRow)) },
      },
    },
    async (request) => ok(await tasks.recruiting(freelancerOf(request).freelancerId, request.query)),
  );
};
