import { Button, Paper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PILOT_LIMITS } from '@parley/shared';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAskSolo } from '../use-ask-solo';
import classes from './ask-solo-panel.module.css';
import { PilotChat, soloMessages } from './pilot-chat';
import { ChatIcon } from './pilot-icons';

type PanelState = 'collapsed' | 'expanded' | 'closing';

/**
 * The floating Ask Solo panel (consumer spec 2, 4): collapsed to a button, expanded, or closing
 * (a 400 ms animation). The button draws attention after 7 s without interaction.
 */
export function AskSoloPanel() {
  const intl = useIntl();
  const askSolo = intl.formatMessage(soloMessages.askSolo);
  const [state, setState] = useState<PanelState>('collapsed');
  const [hasOpened, setHasOpened] = useState(false);
  const [isIdle, setIsIdle] = useState(false);
  const isMobile = useMediaQuery('(max-width: 991px)');
  const solo = useAskSolo({ isActive: hasOpened });
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (state !== 'collapsed') return;
    let timer = setTimeout(() => setIsIdle(true), PILOT_LIMITS.idleAnimationMs);
    const reset = () => {
      setIsIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIsIdle(true), PILOT_LIMITS.idleAnimationMs);
    };
    const events = ['pointerdown', 'keydown', 'scroll'] as const;
    for (const e of events) window.addEventListener(e, reset, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, reset);
    };
  }, [state]);
  useEffect(() => () => void (closing.current && clearTimeout(closing.current)), []);

  const open = () => {
    setHasOpened(true);
    setIsIdle(false);
    setState('expanded');
  };
  const close = () => {
    setState('closing');
    closing.current = setTimeout(() => setState('collapsed'), PILOT_LIMITS.panelClosingMs);
  };

  if (state === 'collapsed') {
    return (
      <Button
        className={`${classes.launcher} ${isIdle ? classes.idle : ''}`}
        onClick={open}
        color="teal.9"
        radius="xl"
        size="md"
        aria-label={askSolo}
        data-idle={isIdle || undefined}
        leftSection={<ChatIcon />}
      >
        {askSolo}
      </Button>
    );
  }
  return (
    <Paper
      shadow="xl"
      radius={isMobile ? 0 : 'md'}
      withBorder
      className={`${classes.panel} ${state === 'closing' ? classes.closing : ''}`}
      role="dialog"
      aria-label={askSolo}
      data-state={state}
    >
      <PilotChat solo={solo} variant="panel" onClose={close} />
    </Paper>
  );
}
