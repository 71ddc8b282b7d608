import { BANK_REPORT_EVENTS, type BankReportEvent } from '@parley/shared';
import { useEffect } from 'react';
import { realtimeSocket } from '../../app/realtime';

/** The room bank_report:{user_id}: joined while the page is open, again after a reconnection. */
export function useBankReportChannel(userId: number, onEvent: (event: BankReportEvent) => void) {
  useEffect(() => {
    const socket = realtimeSocket('consumer');
    const join = () => socket.emit(BANK_REPORT_EVENTS.join, { user_id: userId }, () => undefined);
    socket.on(BANK_REPORT_EVENTS.ready, onEvent);
    socket.on(BANK_REPORT_EVENTS.failed, onEvent);
    socket.on('connect', join);
    if (socket.connected) join();
    return () => {
      socket.off(BANK_REPORT_EVENTS.ready, onEvent);
      socket.off(BANK_REPORT_EVENTS.failed, onEvent);
      socket.off('connect', join);
    };
  }, [userId, onEvent]);
}
