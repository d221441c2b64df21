import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode, useCallback, useState } from 'react';
import { t } from '../lib/i18n/i18n';
import { isChunkError } from '../lib/lazy-page';

interface Props {
  children: ReactNode;
  /** Changing it clears a caught error (e.g. the route). */
  resetKey?: string;
  /** For parts with no place on the page (message host, file viewer): the fallback floats over it. */
  floating?: boolean;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/**
 * Catches a crash or a chunk that failed to load and offers a reload. The fallback is plain markup (no antd
 * Result and its illustrations) so the boundary costs the first load nothing and needs no other chunk.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkError(error);
    return (
      <div className={`error-fallback${this.props.floating ? ' floating' : ''}`} role="alert">
        <div className={`error-fallback-icon ${chunk ? 'warning' : 'error'}`} aria-hidden>
          {chunk ? <ExclamationCircleFilled /> : <CloseCircleFilled />}
        </div>
        <div className="error-fallback-title">{chunk ? t('app.chunkFailed') : t('app.crashed')}</div>
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      </div>
    );
  }
}

/**
 * Hands an error caught in an effect or event handler (a chunk that did not load) to the nearest boundary,
 * which shows it as if the render had thrown it.
 */
export function useThrowToBoundary(): (error: unknown) => void {
  const [, setState] = useState(0);
  return useCallback(
    (error: unknown) =>
      setState(() => {
        throw error;
      }),
    [],
  );
}
