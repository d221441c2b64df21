import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { PiiEntity, PiiField } from '@console/domain/schemas/pii';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../lib/permissions';
import { useRevealPii } from './reveal-pii';
import { useRevealed } from './reveal-scope';
import './pii-i18n';

export interface MaskedValueProps {
  /** the value as the server answered it, masked */
  masked: string | null | undefined;
  entity: PiiEntity;
  id: number;
  field: PiiField;
}

/**
 * A masked ID card, bank card or bank account, with an eye button for those who may see it whole
 * (system:pii:reveal): the server asks for a step-up, logs the reveal and answers the value, which stays on screen
 * only until hidden again or the drawer closes (held by the drawer's RevealScope, never cached).
 */
export function MaskedValue({ masked, entity, id, field }: MaskedValueProps) {
  const { t } = useTranslation();
  const can = usePermission();
  const reveal = useRevealPii();
  const [plain, setPlain] = useRevealed(`${entity}:${id}:${field}`);
  if (!masked) return <>-</>;
  const what = t(`pii.fields.${field}`);
  const shown = plain ?? masked;
  if (!can({ all: ['system:pii:reveal'] })) return <span data-testid={`pii-${field}`}>{shown}</span>;
  const label = plain ? t('pii.hide', { field: what }) : t('pii.reveal', { field: what });
  return (
    <span className="pii-value">
      <span data-testid={`pii-${field}`}>{shown}</span>
      <Tooltip title={label}>
        <Button
          type="text"
          size="small"
          icon={plain ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          aria-label={label}
          aria-pressed={plain !== null}
          loading={reveal.isPending}
          data-testid={`pii-reveal-${field}`}
          onClick={(e) => {
            e.stopPropagation();
            if (plain) {
              setPlain(null);
              return;
            }
            reveal.mutate({ entity, id, field }, { onSuccess: (answer) => setPlain(answer.value ?? masked) });
          }}
        />
      </Tooltip>
    </span>
  );
}
