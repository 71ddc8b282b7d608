import {
  nextRating,
  PILOT_EVENTS,
  PILOT_LIMITS,
  PILOT_MESSAGES,
  type PilotCompletion,
  type PilotFile,
  type PilotFunctionCall,
  type PilotStreamMessage,
  type PilotThread,
  type PromptSuggestion,
} from '@parley/shared';
import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { realtimeSocket } from '../app/realtime';
import {
  createCompletion,
  createNewThread,
  fetchCompletions,
  fetchLatestThread,
  fetchPersonas,
  fetchSuggestionsOnce,
  pilotKeys,
  rateCompletion,
  uploadPilotFile,
} from './api';
import { personaStore, personaToClear } from './persona-choice';
import { toastText, translatePilotMessage } from './pilot-text';
import { applyFunctionCall, applyStreamMessage, createStreamIdleTimer } from './stream';
import { fetchSuggestionsWithRetry } from './suggestions-fetch';
import { showPilotNotice as showNotice, showPilotToast as showToast } from './toasts';
import { uploadProblem } from './upload-checks';

type Pages = InfiniteData<Awaited<ReturnType<typeof fetchCompletions>>, number>;
export type ConnectionState = 'CONNECTED' | 'DISCONNECTED';
export type DraftFile = Omit<PilotFile, 'id'> & { id: number | null };

/** Everything Ask Solo shows and does, shared by the floating panel and the full-window /solo. */
export function useAskSolo({ isActive }: { isActive: boolean }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  // The spec's English texts, shown in the page's language (read through a ref: effects need not rerun when it changes).
  const intlRef = useRef(intl);
  intlRef.current = intl;
  const say = useCallback((english: string) => translatePilotMessage(intlRef.current, english), []);
  const showPilotToast = useCallback((english: string) => showToast(say(english), intlRef.current.formatMessage(toastText.suffix)), [say]);
  const showPilotNotice = useCallback((english: string) => showNotice(say(english)), [say]);
  const [thread, setThread] = useState<PilotThread | null>(null);
  const [connection, setConnection] = useState<ConnectionState>('DISCONNECTED');
  const [personaId, setPersonaIdState] = useState<string | null>(() => personaStore.read());
  const [files, setFiles] = useState<DraftFile[]>([]);
  const [suggestions, setSuggestions] = useState<PromptSuggestion[]>([]);
  const threadKey = thread?.threadKey ?? '';

  const setPersonaId = useCallback((id: string | null) => {
    personaStore.write(id);
    setPersonaIdState(id);
  }, []);

  // The latest thread, once the assistant is first opened.
  const latest = useQuery({ queryKey: pilotKeys.latestThread(), queryFn: fetchLatestThread, enabled: isActive, staleTime: Number.POSITIVE_INFINITY, retry: 1 });
  useEffect(() => {
    if (latest.data && !thread) setThread(latest.data);
  }, [latest.data, thread]);
  useEffect(() => {
    if (latest.isError) showPilotToast(PILOT_MESSAGES.loadLatestThread);
  }, [latest.isError, showPilotToast]);

  const completions = useInfiniteQuery({
    queryKey: pilotKeys.completions(threadKey),
    queryFn: ({ pageParam }) => fetchCompletions(threadKey, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasNextPage ? all.length + 1 : undefined),
    enabled: Boolean(threadKey),
    retry: 1,
  });
  useEffect(() => {
    if (completions.isError) showPilotToast(PILOT_MESSAGES.loadMessages);
  }, [completions.isError, showPilotToast]);

  const personas = useQuery({ queryKey: pilotKeys.personas(), queryFn: fetchPersonas, enabled: isActive, staleTime: 5 * 60_000, retry: 1 });
  useEffect(() => {
    if (personas.isError) showPilotToast(PILOT_MESSAGES.loadPersonas);
  }, [personas.isError, showPilotToast]);
  useEffect(() => {
    const message = personaToClear(personaId, personas.data);
    if (message) {
      showPilotNotice(message);
      setPersonaId(null);
    }
  }, [personaId, personas.data, setPersonaId, showPilotNotice]);

  const refreshSuggestions = useCallback(async () => {
    if (!threadKey) return;
    setSuggestions(await fetchSuggestionsWithRetry((signal) => fetchSuggestionsOnce(threadKey, window.location.pathname, signal)));
  }, [threadKey]);
  useEffect(() => {
    void refreshSuggestions();
  }, [refreshSuggestions]);

  const updateList = useCallback(
    (update: (list: PilotCompletion[]) => PilotCompletion[]) => {
      queryClient.setQueryData<Pages>(pilotKeys.completions(threadKey), (data) => {
        if (!data) return data;
        // Streams touch the newest page; a completion is upserted where it is held, else at the newest end.
        const pages = data.pages.map((page) => ({ ...page, pilotCompletions: page.pilotCompletions }));
        const all = pages.flatMap((p, index) => p.pilotCompletions.map((c) => ({ c, index })));
        const updated = update(all.map((x) => x.c));
        const byPage = pages.map((p) => ({ ...p, pilotCompletions: [] as PilotCompletion[] }));
        updated.forEach((c, i) => {
          const index = all[i]?.index ?? 0;
          byPage[index]?.pilotCompletions.push(c);
        });
        return { ...data, pages: byPage };
      });
    },
    [queryClient, threadKey],
  );

  // The pilot channel: joined while a thread is open, re-joined (and refetched) after a reconnection.
  const idleTimer = useRef<ReturnType<typeof createStreamIdleTimer> | null>(null);
  useEffect(() => {
    if (!isActive || !threadKey) return;
    const socket = realtimeSocket('consumer');
    const refetch = () => void queryClient.invalidateQueries({ queryKey: pilotKeys.completions(threadKey) });
    const timer = createStreamIdleTimer(PILOT_LIMITS.streamFallbackMs, () => {
      // No final object 2 s after the last delta: the stream counts as done.
      void refreshSuggestions();
      refetch();
    });
    idleTimer.current = timer;
    let hasJoined = false;
    const join = () => {
      setConnection('CONNECTED');
      socket.emit(PILOT_EVENTS.join, { threadKey }, () => {
        if (hasJoined) refetch();
        hasJoined = true;
      });
    };
    const onDisconnect = () => setConnection('DISCONNECTED');
    const onMessage = (message: PilotStreamMessage) => {
      let result: ReturnType<typeof applyStreamMessage> | null = null;
      updateList((list) => {
        result = applyStreamMessage(list, message);
        return result.completions;
      });
      const applied = result as ReturnType<typeof applyStreamMessage> | null;
      if (message.type === 'delta') timer.touch(message.pilotCompletionId);
      if (applied?.needsRefetch) refetch();
      if (message.type === 'object') {
        timer.end(message.pilotCompletion.id);
        void refreshSuggestions();
        const clear = personaToClear(personaStore.read(), undefined, message.pilotCompletion);
        if (clear) {
          showPilotNotice(clear);
          setPersonaId(null);
        }
      }
    };
    const onFunctionCall = (call: PilotFunctionCall) => updateList((list) => applyFunctionCall(list, call));
    socket.on('connect', join);
    socket.on('disconnect', onDisconnect);
    socket.on(PILOT_EVENTS.message, onMessage);
    socket.on(PILOT_EVENTS.functionCall, onFunctionCall);
    if (socket.connected) join();
    else socket.connect();
    return () => {
      timer.dispose();
      socket.off('connect', join);
      socket.off('disconnect', onDisconnect);
      socket.off(PILOT_EVENTS.message, onMessage);
      socket.off(PILOT_EVENTS.functionCall, onFunctionCall);
      socket.emit(PILOT_EVENTS.leave, { threadKey });
    };
  }, [isActive, threadKey, queryClient, updateList, refreshSuggestions, setPersonaId, showPilotNotice]);

  const ask = useMutation({
    mutationFn: (userRequest: string) =>
      createCompletion({
        agentKey: 'ask_solo',
        userRequest,
        threadKey,
        pilotThreadId: thread?.id,
        personaId,
        pilotFileIds: files.flatMap((f) => (f.id !== null && f.state === 'uploaded' ? [f.id] : [])),
        context: { currentDateTime: new Date().toISOString(), locales: [...navigator.languages], authenticated: true, path: window.location.pathname },
      }),
    onSuccess: (completion) => {
      setFiles([]);
      updateList((list) => (list.some((c) => c.id === completion.id) ? list : [...list, completion]));
      // A quick answer may finish before the POST returns: the fallback timer also covers that.
      idleTimer.current?.touch(completion.id);
    },
    onError: () => showPilotToast(PILOT_MESSAGES.createQuestion),
  });

  const rate = useMutation({
    mutationFn: ({ completion, pressed }: { completion: PilotCompletion; pressed: 1 | -1 }) =>
      rateCompletion(completion.id, nextRating(completion.rating, pressed)),
    onSuccess: (completion) => updateList((list) => list.map((c) => (c.id === completion.id ? { ...c, rating: completion.rating } : c))),
    onError: () => showPilotToast(PILOT_MESSAGES.updateQuestion),
  });

  const startNewThread = useMutation({
    mutationFn: createNewThread,
    onSuccess: (created) => {
      setThread(created);
      setFiles([]);
    },
    onError: () => showPilotToast(PILOT_MESSAGES.createThread),
  });

  const attach = useCallback(
    (file: File) => {
      const clientId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      const problem = uploadProblem(file);
      const draft: DraftFile = {
        id: null,
        clientId,
        name: file.name,
        contentType: file.type,
        state: problem ? 'upload_failed' : 'uploading',
        progress: 0,
        uploadError: problem ? say(problem) : null,
        showPath: '',
        signedId: '',
      };
      setFiles((held) => [...held, draft].slice(-PILOT_LIMITS.filesPerCompletion));
      if (problem || !threadKey) return;
      const patch = (values: Partial<DraftFile>) => setFiles((held) => held.map((f) => (f.clientId === clientId ? { ...f, ...values } : f)));
      uploadPilotFile(file, clientId, threadKey, (progress) => patch({ progress }))
        .then((saved) => patch({ ...saved, state: 'uploaded', progress: 100 }))
        .catch((err: Error) =>
          patch({ state: 'upload_failed', uploadError: say(/isn't allowed|too? large/i.test(err.message) ? err.message : PILOT_MESSAGES.uploadFailed) }),
        );
    },
    [threadKey, say],
  );
  const removeFile = useCallback((clientId: string) => setFiles((held) => held.filter((f) => f.clientId !== clientId)), []);

  const list = useMemo(() => [...(completions.data?.pages ?? [])].reverse().flatMap((p) => p.pilotCompletions), [completions.data]);

  return {
    thread,
    connection,
    completions: list,
    isLoading: latest.isPending || (Boolean(threadKey) && completions.isPending),
    hasOlder: completions.hasNextPage,
    loadOlder: () => void completions.fetchNextPage(),
    isLoadingOlder: completions.isFetchingNextPage,
    personas: personas.data ?? [],
    personaId,
    setPersonaId,
    suggestions,
    files,
    attach,
    removeFile,
    ask: (text: string) => ask.mutate(text),
    isAsking: ask.isPending,
    rate: (completion: PilotCompletion, pressed: 1 | -1) => rate.mutate({ completion, pressed }),
    newThread: () => startNewThread.mutate(),
  };
}
export type AskSolo = ReturnType<typeof useAskSolo>;
