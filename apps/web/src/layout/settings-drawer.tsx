import { CheckOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Radio, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, setLanguage } from '../lib/i18n/i18n';
import { PALETTE, resetSettings, type Settings, updateSettings, useSettings } from '../lib/settings';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="settings-row">
      <span>{label}</span>
      {children}
    </div>
  );
}

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const s = useSettings();
  const toggle = (key: keyof Settings, label: string) => (
    <Row label={label}>
      <Switch
        aria-label={label}
        checked={Boolean(s[key])}
        onChange={(checked) => updateSettings({ [key]: checked } as Partial<Settings>)}
      />
    </Row>
  );
  return (
    <Drawer title={t('settings.title')} open={open} onClose={onClose} size={300} className="settings-drawer">
      <Row label={t('settings.layout')}>
        <Radio.Group
          size="small"
          optionType="button"
          value={s.layout}
          onChange={(e) => updateSettings({ layout: e.target.value })}
          options={[
            { value: 'side', label: t('settings.sideLayout') },
            { value: 'top', label: t('settings.topLayout') },
          ]}
        />
      </Row>
      <Row label={t('settings.sidebarTheme')}>
        <Radio.Group
          size="small"
          optionType="button"
          value={s.sidebarTheme}
          onChange={(e) => updateSettings({ sidebarTheme: e.target.value })}
          options={[
            { value: 'dark', label: t('settings.dark') },
            { value: 'light', label: t('settings.light') },
          ]}
        />
      </Row>
      <div className="settings-row settings-colours">
        <span>{t('settings.colour')}</span>
        <fieldset className="palette" aria-label={t('settings.colour')}>
          {PALETTE.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={s.colour === c}
              aria-label={c}
              className="palette-swatch"
              style={{ background: c }}
              onClick={() => updateSettings({ colour: c })}
            >
              {s.colour === c && <CheckOutlined />}
            </button>
          ))}
        </fieldset>
      </div>
      <Divider />
      {toggle('tagsView', t('settings.tagsView'))}
      {toggle('fixedHeader', t('settings.fixedHeader'))}
      {toggle('fixedSidebar', t('settings.fixedSidebar'))}
      {toggle('sidebarLogo', t('settings.sidebarLogo'))}
      <Divider />
      <Row label={t('settings.language')}>
        <Radio.Group
          size="small"
          optionType="button"
          value={i18n.language}
          onChange={(e) => setLanguage(e.target.value as Language)}
          options={[
            { value: 'zh', label: t('lang.zh') },
            { value: 'en', label: t('lang.en') },
          ]}
        />
      </Row>
      <Row label={t('settings.questionPosition')}>
        <Radio.Group
          size="small"
          optionType="button"
          value={s.questionPosition}
          onChange={(e) => updateSettings({ questionPosition: e.target.value })}
          options={[
            { value: 'top', label: t('settings.top') },
            { value: 'left', label: t('settings.left') },
          ]}
        />
      </Row>
      <Divider />
      <Button block onClick={resetSettings}>
        {t('settings.reset')}
      </Button>
    </Drawer>
  );
}
