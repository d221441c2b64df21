import {
  AudioMutedOutlined,
  AudioOutlined,
  NumberOutlined,
  PauseCircleOutlined,
  PhoneOutlined,
  PlayCircleOutlined,
  PoweroffOutlined,
  ReloadOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import type { PhoneCall, SeatStatus, TransferTarget } from '@console/domain/schemas/softphone';
import { Alert, Button, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onCall, type PhoneStore } from '../phone/phone-store';
import { CallTimer } from './call-timer';

/** The panel's body by connection: the seat picker, "in use elsewhere", or the online phone. */
export function PhonePanel({ phone }: { phone: PhoneStore }) {
  const connection = phone((s) => s.connection);
  const onlineLoading = phone((s) => s.onlineLoading);
  const inCall = phone((s) => Boolean(s.status?.call));
  // The online button shows loading for 3 s, the phone client connecting meanwhile.
  if (connection === 'offline' || (onlineLoading && connection !== 'elsewhere' && !inCall)) {
    return <OfflineBody phone={phone} />;
  }
  if (connection === 'elsewhere') return <ElsewhereBody phone={phone} />;
  return <OnlineBody phone={phone} />;
}

function OfflineBody({ phone }: { phone: PhoneStore }) {
  const { t } = useTranslation();
  const id = useId();
  const seats = phone((s) => s.seats);
  const selectedSeat = phone((s) => s.selectedSeat);
  const seatsLoading = phone((s) => s.seatsLoading);
  const onlineLoading = phone((s) => s.onlineLoading);
  const { selectSeat, refresh, goOnline } = phone.getState();
  return (
    <div className="softphone-body">
      <ForcedNotice phone={phone} />
      <MissingChecks phone={phone} />
      <div className="softphone-field">
        <label htmlFor={`${id}-seat`}>{t('softphone.seat')}</label>
        <Select
          id={`${id}-seat`}
          data-testid="softphone-seat"
          showSearch={{ optionFilterProp: 'label' }}
          value={selectedSeat}
          placeholder={t('softphone.chooseSeat')}
          loading={seatsLoading}
          onChange={(v: string) => selectSeat(v)}
          options={seats.map((s) => ({
            value: s.agentId,
            label: t('softphone.seatOption', { agentId: s.agentId, voip: s.voipNumber }),
          }))}
          style={{ width: '100%' }}
        />
      </div>
      <Space wrap>
        <Button icon={<ReloadOutlined />} onClick={() => void refresh()} loading={seatsLoading}>
          {t('softphone.refresh')}
        </Button>
        <Button
          type="primary"
          icon={<PoweroffOutlined />}
          loading={onlineLoading}
          onClick={() => void goOnline()}
          data-testid="softphone-online"
        >
          {t('softphone.online')}
        </Button>
      </Space>
      <DialForm phone={phone} disabled={false} />
    </div>
  );
}

/** What going online found missing, in the agent's words, until it is there. */
function MissingChecks({ phone }: { phone: PhoneStore }) {
  const { t } = useTranslation();
  const missing = phone((s) => s.missing);
  if (missing.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('softphone.checks.title')}
      description={
        <ul className="softphone-checks">
          {missing.map((m) => (
            <li key={m}>{t(`softphone.checks.${m}`)}</li>
          ))}
        </ul>
      }
      data-testid="softphone-checks"
    />
  );
}

/** A supervisor took this agent offline: why (in the agent's language), by whom, and their note. */
function ForcedNotice({ phone }: { phone: PhoneStore }) {
  const { t } = useTranslation();
  const forced = phone((s) => s.forced);
  if (!forced) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={t('softphone.forced.title')}
      description={
        <>
          <div>
            {t('softphone.forced.detail', { reason: t(`softphone.forceReason.${forced.reason}`), by: forced.by })}
          </div>
          {forced.note && <div>{t('softphone.forced.note', { note: forced.note })}</div>}
        </>
      }
      data-testid="softphone-forced"
    />
  );
}

function ElsewhereBody({ phone }: { phone: PhoneStore }) {
  const { t } = useTranslation();
  const voip = phone((s) => s.seat?.voipNumber ?? '');
  const onlineLoading = phone((s) => s.onlineLoading);
  return (
    <div className="softphone-body">
      <Alert type="warning" showIcon title={t('softphone.inUse')} description={t('softphone.inUseHint', { voip })} />
      <Button
        type="primary"
        loading={onlineLoading}
        onClick={() => void phone.getState().takeOver()}
        data-testid="softphone-takeover"
      >
        {t('softphone.takeOver')}
      </Button>
    </div>
  );
}

function OnlineBody({ phone }: { phone: PhoneStore }) {
  const { t } = useTranslation();
  const status = phone((s) => s.status);
  const voip = phone((s) => s.seat?.voipNumber ?? '');
  const connection = phone((s) => s.connection);
  const callStartedAt = phone((s) => s.callStartedAt);
  const lastOutcome = phone((s) => s.lastOutcome);
  const call = status?.call ?? null;
  const ringingIn = status?.phoneState === 'incomingRing' && call?.direction === 'in';
  return (
    <div className="softphone-body">
      <div className="softphone-row">
        <Tag color="blue" data-testid="softphone-seat-number">
          {t('softphone.seatNumber', { voip })}
        </Tag>
        <Button
          danger
          size="small"
          icon={<PoweroffOutlined />}
          onClick={() => void phone.getState().goOffline()}
          data-testid="softphone-offline"
        >
          {t('softphone.offline')}
        </Button>
      </div>
      {connection !== 'online' && (
        <Alert type="info" showIcon title={t('softphone.reconnecting')} data-testid="softphone-connecting" />
      )}
      {connection !== 'online' && <MissingChecks phone={phone} />}
      <StatePicker phone={phone} />
      {!call && <CallbackOfferBox phone={phone} />}
      {ringingIn && call ? (
        <IncomingRing phone={phone} call={call} />
      ) : call ? (
        <ActiveCall phone={phone} call={call} status={status} startedAt={callStartedAt} />
      ) : (
        <>
          <div className="softphone-row">
            <span className="softphone-muted">{t('softphone.timer')}</span>
            <CallTimer startedAt={callStartedAt} />
          </div>
          <DialForm phone={phone} disabled={connection !== 'online' || onCall(status)} />
        </>
      )}
      {status?.agentState === 'wrapup' && <WrapUp phone={phone} endsAt={status.wrapupEndsAt} />}
      {lastOutcome && !call && (
        <Typography.Text className="softphone-outcome" data-testid="softphone-outcome">
          {t('softphone.lastCall', { outcome: t(`softphone.outcome.${lastOutcome}`) })}
        </Typography.Text>
      )}
    </div>
  );
}

function StatePicker({ phone }: { phone: PhoneStore }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = phone((s) => s.status?.agentState);
  const states = phone((s) => s.states);
  const disabled = phone((s) => s.connection !== 'online' || onCall(s.status));
  const en = i18n.language === 'en';
  const options = states.map((o) => ({
    value: o.code,
    label: en ? o.labelEn : o.label,
    disabled: o.disabled,
  }));
  // The current state is shown even when the options have not come yet.
  if (current && !options.some((o) => o.value === current)) {
    const key = `softphone.agentState.${current}`;
    options.push({ value: current, label: i18n.exists(key) ? t(key) : current, disabled: true });
  }
  return (
    <div className="softphone-field">
      <label htmlFor={`${id}-state`}>{t('softphone.state')}</label>
      <Select
        id={`${id}-state`}
        data-testid="softphone-state"
        value={current}
        options={options}
        disabled={disabled}
        onChange={(v: string) => void phone.getState().setState(v)}
        style={{ width: '100%' }}
      />
    </div>
  );
}

function DialForm({ phone, disabled }: { phone: PhoneStore; disabled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [number, setNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const dial = async () => {
    setBusy(true);
    try {
      await phone.getState().dial({ number });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="softphone-dial"
      onSubmit={(e) => {
        e.preventDefault();
        void dial();
      }}
    >
      <label htmlFor={`${id}-number`}>{t('softphone.number')}</label>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={`${id}-number`}
          data-testid="softphone-number"
          inputMode="tel"
          autoComplete="off"
          maxLength={20}
          value={number}
          placeholder={t('softphone.numberPlaceholder')}
          onChange={(e) => setNumber(e.target.value)}
        />
        <Button
          type="primary"
          htmlType="submit"
          icon={<PhoneOutlined />}
          loading={busy}
          disabled={disabled}
          data-testid="softphone-call"
        >
          {t('softphone.call')}
        </Button>
      </Space.Compact>
    </form>
  );
}

function BusinessLine({ call }: { call: PhoneCall }) {
  const { t } = useTranslation();
  if (!call.businessType || !call.businessId) return null;
  return (
    <div className="softphone-muted" data-testid="softphone-business">
      {t('softphone.businessLine', {
        value: t('softphone.businessOf', {
          type: t(`softphone.businessType.${call.businessType}`),
          id: call.businessId,
        }),
      })}
    </div>
  );
}

/** A missed call's callback offered to this agent: call back now, or pass it to another agent. */
function CallbackOfferBox({ phone }: { phone: PhoneStore }) {
  const { t } = useTranslation();
  const offer = phone((s) => s.callback);
  if (!offer) return null;
  return (
    <div className="softphone-ring" role="alert" data-testid="softphone-callback">
      <div className="softphone-ring-title">{t('softphone.callback.title', { number: offer.maskedNumber })}</div>
      <div className="softphone-muted">
        {t('softphone.callback.missedAt', { time: dayjs(offer.missedAt).format('HH:mm:ss') })}
      </div>
      {offer.businessType && offer.businessId && (
        <div className="softphone-muted">
          {t('softphone.businessLine', {
            value: t('softphone.businessOf', {
              type: t(`softphone.businessType.${offer.businessType}`, { defaultValue: offer.businessType }),
              id: offer.businessId,
            }),
          })}
        </div>
      )}
      <Space wrap>
        <Button
          type="primary"
          icon={<PhoneOutlined />}
          onClick={() => void phone.getState().acceptCallback()}
          data-testid="softphone-callback-accept"
        >
          {t('softphone.callback.accept')}
        </Button>
        <Button onClick={() => void phone.getState().declineCallback()} data-testid="softphone-callback-decline">
          {t('softphone.callback.decline')}
        </Button>
      </Space>
    </div>
  );
}

function IncomingRing({ phone, call }: { phone: PhoneStore; call: PhoneCall }) {
  const { t } = useTranslation();
  return (
    <div className="softphone-ring" role="alert" data-testid="softphone-ring">
      <div className="softphone-ring-title">{t('softphone.incomingFrom', { number: call.maskedNumber })}</div>
      <BusinessLine call={call} />
      <Space wrap>
        <Button
          type="primary"
          icon={<PhoneOutlined />}
          onClick={() => void phone.getState().answer()}
          data-testid="softphone-answer"
        >
          {t('softphone.answer')}
        </Button>
        <Button danger onClick={() => void phone.getState().hangup()}>
          {t('softphone.decline')}
        </Button>
      </Space>
    </div>
  );
}

function ActiveCall({
  phone,
  call,
  status,
  startedAt,
}: {
  phone: PhoneStore;
  call: PhoneCall;
  status: SeatStatus | null;
  startedAt: number | null;
}) {
  const { t } = useTranslation();
  const [keypad, setKeypad] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const talking = status?.phoneState === 'established';
  return (
    <div className="softphone-call" data-testid="softphone-active-call">
      <div className="softphone-call-title">
        {t(talking ? 'softphone.talking' : 'softphone.calling', { number: call.maskedNumber })}
      </div>
      <BusinessLine call={call} />
      <div className="softphone-row">
        <CallTimer startedAt={startedAt} />
        <span>
          {call.held && <Tag color="orange">{t('softphone.held')}</Tag>}
          {call.muted && <Tag color="purple">{t('softphone.muted')}</Tag>}
        </span>
      </div>
      <Space wrap size={[8, 8]}>
        <Button danger type="primary" onClick={() => void phone.getState().hangup()} data-testid="softphone-hangup">
          {t('softphone.hangup')}
        </Button>
        <Button
          icon={call.held ? <PlayCircleOutlined /> : <PauseCircleOutlined />}
          disabled={!talking}
          onClick={() => void phone.getState().hold(!call.held)}
          aria-pressed={call.held}
        >
          {t(call.held ? 'softphone.unhold' : 'softphone.hold')}
        </Button>
        <Button
          icon={call.muted ? <AudioOutlined /> : <AudioMutedOutlined />}
          disabled={!talking}
          onClick={() => void phone.getState().mute(!call.muted)}
          aria-pressed={call.muted}
        >
          {t(call.muted ? 'softphone.unmute' : 'softphone.mute')}
        </Button>
        <Button
          icon={<NumberOutlined />}
          disabled={!talking}
          aria-expanded={keypad}
          onClick={() => setKeypad((v) => !v)}
        >
          {t('softphone.keypad')}
        </Button>
        <Button icon={<SwapOutlined />} disabled={!talking} onClick={() => setTransferring(true)}>
          {t('softphone.transfer')}
        </Button>
      </Space>
      {keypad && talking && <Keypad phone={phone} />}
      <TransferDialog phone={phone} open={transferring} onClose={() => setTransferring(false)} />
    </div>
  );
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'];

function Keypad({ phone }: { phone: PhoneStore }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState('');
  return (
    <fieldset className="softphone-keypad" data-testid="softphone-keypad">
      <legend>{t('softphone.keypadTitle')}</legend>
      <div className="softphone-keys">
        {KEYS.map((k) => (
          <Button
            key={k}
            onClick={async () => {
              if (await phone.getState().dtmf(k)) setSent((s) => (s + k).slice(-32));
            }}
          >
            {k}
          </Button>
        ))}
      </div>
      <output className="softphone-muted" aria-live="polite">
        {sent ? t('softphone.sentDigits', { digits: sent }) : null}
      </output>
    </fieldset>
  );
}

function TransferDialog({ phone, open, onClose }: { phone: PhoneStore; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [targets, setTargets] = useState<TransferTarget[] | null>(null);
  const [to, setTo] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    setTargets(null);
    setTo(undefined);
    void phone.getState().transferTargets().then(setTargets);
  }, [open, phone]);
  return (
    <Modal
      open={open}
      title={t('softphone.transferTitle')}
      onCancel={onClose}
      okText={t('softphone.transfer')}
      okButtonProps={{ disabled: !to, loading: busy }}
      onOk={async () => {
        if (!to) return;
        setBusy(true);
        const done = await phone.getState().transfer(to);
        setBusy(false);
        if (done) onClose();
      }}
      destroyOnHidden
    >
      {targets && targets.length === 0 ? (
        <Typography.Text type="secondary">{t('softphone.transferNone')}</Typography.Text>
      ) : (
        <div className="softphone-field">
          <label htmlFor={`${id}-to`}>{t('softphone.transferTo')}</label>
          <Select
            id={`${id}-to`}
            value={to}
            loading={targets === null}
            onChange={(v: string) => setTo(v)}
            options={(targets ?? []).map((x) => ({ value: x.agentId, label: `${x.voipNumber} ${x.nickName}` }))}
            style={{ width: '100%' }}
          />
        </div>
      )}
    </Modal>
  );
}

function WrapUp({ phone, endsAt }: { phone: PhoneStore; endsAt: number | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = endsAt === null ? null : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return (
    <form
      className="softphone-wrapup"
      data-testid="softphone-wrapup"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        await phone.getState().wrapup(note);
        setBusy(false);
      }}
    >
      <div className="softphone-row">
        <strong>{t('softphone.wrapup')}</strong>
        {left !== null && (
          <span className="softphone-muted" data-testid="softphone-wrapup-countdown">
            {t('softphone.wrapupCountdown', { n: left })}
          </span>
        )}
      </div>
      <label htmlFor={`${id}-note`}>{t('softphone.wrapupNote')}</label>
      <Input.TextArea
        id={`${id}-note`}
        rows={2}
        maxLength={500}
        value={note}
        placeholder={t('softphone.wrapupNotePlaceholder')}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button type="primary" htmlType="submit" loading={busy} data-testid="softphone-wrapup-done">
        {t('softphone.wrapupDone')}
      </Button>
    </form>
  );
}
