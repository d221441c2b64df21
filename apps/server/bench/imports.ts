/**
 * The 100,000-row task import (issue 23's aim: under 60 s and under 200 MB of RSS growth on PostgreSQL): an
 * enterprise user uploads an xlsx of task drafts, the server checks it, the commit runs in the download centre's
 * queue, and the server process's memory is sampled from the upload until the job is done.
 *
 * Part of `npm run bench` (run.ts, PostgreSQL only); alone: `node --import tsx apps/server/bench/imports.ts`
 * (a fresh database at BENCH_DATABASE_URL, dropped afterwards; BENCH_IMPORT_ROWS, default 100,000).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importHeader, importRow } from '@console/domain/import-columns';
import ExcelJS from 'exceljs';
import { benchServerEnv, memoryOf, type Server, startServer } from './server-process.js';

const MB = 1024 * 1024;
const basic = `Basic ${Buffer.from('console:console').toString('base64')}`;

export interface ImportFigures {
  database: string;
  rows: number;
  fileMB: number;
  checkSeconds: number;
  seconds: number;
  baselineRssMB: number;
  peakRssMB: number;
  rssGrowthMB: number;
  met: string;
}

/** An xlsx of `rows` valid task drafts, written as a stream (the bench's own memory stays out of the figures). */
async function taskSheet(rows: number): Promise<string> {
  const file = path.join(os.tmpdir(), `bench-import-${process.pid}.xlsx`);
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
  const ws = wb.addWorksheet('任务导入');
  ws.addRow(importHeader('tasks', 'zh')).commit();
  for (let i = 1; i <= rows; i++) {
    ws.addRow(
      importRow('tasks', {
        title: `压测任务${i}`,
        industry: '批发和零售业',
        workMode: '线下',
        pricingUnit: '按天',
        price: '300',
        headcount: '5',
        place: '上海',
        startDate: '2026-12-01',
        endDate: '2026-12-31',
        description: `第 ${i} 行`,
        whitelistOnly: '否',
      }),
    ).commit();
  }
  ws.commit();
  await wb.commit();
  return file;
}

async function signIn(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/auth/oauth/token`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    body: `grant_type=password&username=${encodeURIComponent(username)}&password=demo1234`,
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Uploads, checks and commits `rows` tasks as the demo enterprise user; answers the time and the memory. */
export async function importMemory(label: string, server: Server, rows = 100_000): Promise<ImportFigures> {
  const { base, pid } = server;
  const file = await taskSheet(rows);
  try {
    const auth = { authorization: `Bearer ${await signIn(base, 'enterprise')}` };
    try {
      fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    } catch {}
    const baseline = memoryOf(pid).rss;
    let peakRss = baseline;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, memoryOf(pid).rss);
    }, 20);
    const started = Date.now();
    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(file)]), 'tasks.xlsx');
    const checked = (await (
      await fetch(`${base}/import/tasks/check`, { method: 'POST', headers: auth, body: form })
    ).json()) as {
      data?: { id: number; valid: number; invalid: number };
      msg?: string;
    };
    if (!checked.data) throw new Error(`${label} import check failed: ${checked.msg}`);
    const checkSeconds = +((Date.now() - started) / 1000).toFixed(1);
    const committed = (await (
      await fetch(`${base}/import/${checked.data.id}/commit`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ mode: 'all' }),
      })
    ).json()) as { data?: { jobId: number | null; inserted: number }; msg?: string };
    if (!committed.data) throw new Error(`${label} import commit failed: ${committed.msg}`);
    const jobId = committed.data.jobId;
    let job: { id: number; status: string; rowCount: number | null; error: string | null } | undefined;
    while (jobId !== null && (!job || job.status === 'pending' || job.status === 'running')) {
      await new Promise((r) => setTimeout(r, 250));
      const list = (await (await fetch(`${base}/common/down-file/list?pageSize=5`, { headers: auth })).json()) as {
        data: { rows: { id: number; status: string; rowCount: number | null; error: string | null }[] };
      };
      job = list.data.rows.find((r) => r.id === jobId);
    }
    clearInterval(sampler);
    peakRss = Math.max(peakRss, memoryOf(pid).peak);
    if (job && job.status !== 'done') throw new Error(`${label} import job failed: ${job.error}`);
    const seconds = +((Date.now() - started) / 1000).toFixed(1);
    const growth = Math.round((peakRss - baseline) / MB);
    return {
      database: label,
      rows: checked.data.valid,
      fileMB: +(fs.statSync(file).size / MB).toFixed(1),
      checkSeconds,
      seconds,
      baselineRssMB: Math.round(baseline / MB),
      peakRssMB: Math.round(peakRss / MB),
      rssGrowthMB: growth,
      met: seconds < 60 && growth < 200 ? 'yes (< 60 s, < 200 MB)' : 'no (aim < 60 s, < 200 MB)',
    };
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** Alone: a fresh PostgreSQL database with the demo accounts, one server process, one import. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const admin = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const db = `console_bench_import_${Date.now()}`;
  execSync(`psql "${admin.href}" -qc "create database ${db}"`, { stdio: 'pipe' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
  const url = new URL(admin.href);
  url.pathname = `/${db}`;
  const server = await startServer({ ...benchServerEnv, DATA_DIR: dataDir, DATABASE_URL: url.href });
  try {
    console.table([await importMemory('PostgreSQL', server, Number(process.env.BENCH_IMPORT_ROWS ?? 100_000))]);
  } finally {
    await server.stop();
    execSync(`psql "${admin.href}" -qc "drop database if exists ${db} with (force)"`, { stdio: 'pipe' });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
