import { randomInt } from 'node:crypto';
import type { RoleOption } from '@console/domain/schemas/admin';
import type { TaskDetail } from '@console/domain/schemas/task';
import { expect } from '@playwright/test';
import { call, recruitingTask } from '../specs/api';
import { freelancerToken } from '../specs/freelancer';
import { apiSession, PASSWORD } from '../specs/helpers';
import { APPLICANT_PASSWORD, newPhone, review, submitByApi } from '../specs/onboarding';
import { controlUrl } from './instances';

/**
 * The people and the work each cluster spec makes for itself (so the specs pass alone, together and in any order):
 * through the console's own API as its users would, except the freelancers, whose sign-up is the mini-app's
 * (outside this product): the cluster's control makes them.
 */

export interface EnterpriseUser {
  username: string;
  password: string;
  /** the chat id (B…) */
  socketId: string;
  token: string;
}

/** A new enterprise, onboarded and approved, with its user (a chat id of their own). */
export async function newEnterprise(baseURL: string): Promise<EnterpriseUser> {
  const phone = newPhone();
  const json = { 'Content-Type': 'application/json' };
  const sent = await fetch(`${baseURL}/interface/onboarding/code`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ phone }),
  });
  expect(sent.status).toBe(200);
  const { demoCode } = ((await sent.json()) as { data: { demoCode: string } }).data;
  const opened = await fetch(`${baseURL}/interface/onboarding/session`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ phone, code: demoCode }),
  });
  expect(opened.status).toBe(200);
  const { token: applicant } = ((await opened.json()) as { data: { token: string } }).data;
  await submitByApi(baseURL, applicant, phone, `集群测试${randomInt(100000, 999999)}科技有限公司`);
  await review(baseURL, phone, 'approve');
  const session = await apiSession(baseURL, phone, APPLICANT_PASSWORD);
  expect(session.user.socketId).toMatch(/^B\d+$/);
  return {
    username: phone,
    password: APPLICANT_PASSWORD,
    socketId: session.user.socketId as string,
    token: session.token,
  };
}

export interface Freelancer {
  id: number;
  phone: string;
  /** the chat id (C…) */
  socketId: string;
  token: string;
}

/** A new freelancer with the demo password, signed in through the API. */
export async function newFreelancer(baseURL: string): Promise<Freelancer> {
  const res = await fetch(controlUrl('/freelancers'), { method: 'POST' });
  expect(res.status).toBe(200);
  const made = (await res.json()) as Omit<Freelancer, 'token'>;
  return { ...made, token: await freelancerToken(baseURL, made.phone) };
}

/** The freelancer applies to a recruiting task of the enterprise: they share an order, so they may chat. */
export async function orderBetween(baseURL: string, enterprise: EnterpriseUser, freelancer: Freelancer) {
  const admin = await apiSession(baseURL, 'admin');
  const task: TaskDetail = await recruitingTask(
    baseURL,
    { enterprise: enterprise.token, admin: admin.token },
    `集群任务 ${randomInt(100000, 999999)}`,
  );
  const order = await call<{ orderNo: string }>(baseURL, freelancer.token, 'POST', '/freelancer/orders', {
    taskId: task.id,
  });
  return { task, order };
}

/** A new staff user holding the demo role `roleCode` (admin, agent…), with the demo password. */
export async function newStaff(baseURL: string, roleCode: string) {
  const n = randomInt(1e8, 1e9);
  const username = `cl_${roleCode}_${n}`;
  const name = `集群 ${roleCode} ${n}`;
  const admin = await apiSession(baseURL, 'admin');
  const roles = await call<RoleOption[]>(baseURL, admin.token, 'GET', '/system/role/options');
  const role = roles.find((r) => r.code === roleCode);
  expect(role, roleCode).toBeTruthy();
  const made = await call<{ id: number; password: string }>(baseURL, admin.token, 'POST', '/system/user', {
    username,
    name,
    userType: '01',
    roleIds: [role?.id],
  });
  const first = await apiSession(baseURL, username, made.password);
  await call(baseURL, first.token, 'PUT', '/system/user/profile/password', {
    oldPassword: made.password,
    newPassword: PASSWORD,
  });
  return { id: made.id, username, name };
}
