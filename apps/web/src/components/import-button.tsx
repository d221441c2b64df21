import { UploadOutlined } from '@ant-design/icons';
import { type ImportKind, importPermissions } from '@console/domain/import-rules';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../lib/lazy-part';
import { usePermission } from '../lib/permissions';
import './imports-i18n';

// The dialog (upload, progress, the check's errors, the commit; and zod with the domain's import schemas) loads
// when first opened, not with the list.
const ImportDialog = lazyPart(
  () => import('./import-dialog').then((m) => m.ImportDialog),
  (p) => p.open,
);

export interface ImportButtonProps {
  kind: ImportKind;
}

/** Import from xlsx or csv (issue 23): the button of a list's toolbar and the dialog it opens (import-dialog.tsx). */
export function ImportButton({ kind }: ImportButtonProps) {
  const { t } = useTranslation();
  const can = usePermission();
  const [open, setOpen] = useState(false);
  if (!can({ any: [importPermissions[kind]] })) return null;
  return (
    <>
      <Button
        icon={<UploadOutlined />}
        onClick={() => setOpen(true)}
        onPointerEnter={ImportDialog.preload}
        data-testid={`import-${kind}`}
      >
        {t('imports.import')}
      </Button>
      <ImportDialog kind={kind} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
