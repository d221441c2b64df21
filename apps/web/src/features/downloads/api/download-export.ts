import { download } from '../../../lib/http/download';

/** Downloads are a POST with a blob answer; a JSON answer or a failure shows the download-failed message. */
export function downloadExport(id: number, fileName: string | null): Promise<boolean> {
  return download(`common/down-file/${id}/download`, undefined, fileName ?? `export-${id}.xlsx`);
}
