import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { useToast } from '@web/components/toast/use-toast';
import { ApiError } from '@web/lib/api';
import { meQueryOptions } from '@web/lib/auth/get-me';
import {
  AuthContext,
  type AuthContextValue,
  type AuthStatus,
  type AuthUser,
  type SignInWith,
} from '@web/lib/auth/auth-context';
import { sessionTexts } from '@shared/texts/session';
import { hasStoredSession, sessionStorageKey } from '@web/lib/auth/stored-session';
import { onSessionRejected } from '@web/lib/auth-token';
import { adminKey, meKey } from '@web/lib/shell-query-keys';

const loadSession = () => import('@web/lib/auth/session/session-manager');
const loadLiveUpdates = () => import('@web/lib/live/live-updates');

/** Runs `task` once the browser is idle after the first paint. */
function afterFirstPaint(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 300);
  return () => clearTimeout(id);
}

/**
 * Who is signed in. Without a stored session the state is 'signed-out' at once and no
 * account code is loaded; with one, the session module is loaded lazily, the tokens are
 * refreshed if needed and the profile is read from `GET /api/me`. Public pages never wait
 * for any of this; protected routes show a spinner meanwhile (RequireAuth).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // undefined: a stored session is being restored.
  const [user, setUser] = useState<AuthUser | null | undefined>(() =>
    hasStoredSession() ? undefined : null,
  );
  const userId = user?.id;

  const forgetUserData = useCallback(() => {
    queryClient.removeQueries({ queryKey: meKey });
    queryClient.removeQueries({ queryKey: adminKey });
  }, [queryClient]);

  // Restore the stored session at start.
  useEffect(() => {
    if (user !== undefined) return;
    let cancelled = false;
    loadSession()
      .then((session) => session.restoreSession())
      .then(
        (restored) => !cancelled && setUser(restored),
        () => !cancelled && setUser(null),
      );
    return () => {
      cancelled = true;
    };
  }, [user]);

  // Another tab signed in, refreshed or signed out: follow it without a loading state.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== sessionStorageKey && event.key !== null) return;
      if (!hasStoredSession() && user === null) return;
      loadSession()
        .then((session) => session.restoreSession())
        .then((restored) => {
          if (!restored) forgetUserData();
          setUser((previous) => (previous && previous.id === restored?.id ? previous : restored));
        })
        .catch(() => setUser(null));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [user, forgetUserData]);

  // The session ended by itself (refresh refused): say so; guards send the user to /login.
  useEffect(() => {
    if (!userId) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void loadSession().then((session) => {
      if (cancelled) return;
      unsubscribe = session.onSessionEnded(() => {
        forgetUserData();
        setUser(null);
        toast.info(sessionTexts.sessionExpired);
      });
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [userId, forgetUserData, toast]);

  // Not fetched while signing out: the tokens are revoked before the user is forgotten.
  const [signingOut, setSigningOut] = useState(false);
  const me = useQuery({
    ...meQueryOptions(userId ?? ''),
    enabled: userId !== undefined && !signingOut,
  });

  // The API refused the session's token (API Gateway's authorizer, or the handler): the
  // stored session is of no use. Say so once; the guards send the user to sign in again.
  // Several requests may be refused at once: the session ends (and is announced) once.
  const rejectedSessionOf = useRef<string | null>(null);
  const endRejectedSession = useCallback(() => {
    const rejected = userId ?? 'restoring';
    if (rejectedSessionOf.current === rejected) return;
    rejectedSessionOf.current = rejected;
    void loadSession().then((session) => session.signOut().catch(() => undefined));
    forgetUserData();
    setUser(null);
    if (userId) toast.info(sessionTexts.sessionExpired);
  }, [userId, forgetUserData, toast]);
  useEffect(() => onSessionRejected(endRejectedSession), [endRejectedSession]);
  const meRejected = me.error instanceof ApiError && me.error.status === 401;
  useEffect(() => {
    if (meRejected) endRejectedSession();
  }, [meRejected, endRejectedSession]);

  // Live lists for everyone, and live credits and bookings for signed-in users: loaded after
  // the first paint, once it is known whether a session exists; reconnects on sign-in/out.
  const liveAs = user === undefined ? undefined : (userId ?? 'visitor');
  useEffect(() => {
    if (liveAs === undefined) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = afterFirstPaint(() => {
      void loadLiveUpdates().then((live) => {
        if (!cancelled) {
          stop = live.startLiveUpdates(queryClient, { signedIn: liveAs !== 'visitor' });
        }
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [liveAs, queryClient]);

  const signIn = useCallback(
    async (how: SignInWith) => {
      const session = await loadSession();
      const signedIn = await ('challenge' in how
        ? session.completeNewPassword(how.challenge, how.password)
        : session.signIn(how.email, how.password));
      forgetUserData();
      setUser(signedIn);
    },
    [forgetUserData],
  );

  const signOut = useCallback(
    async (options?: { message?: string }) => {
      setSigningOut(true);
      try {
        const session = await loadSession();
        await session.signOut();
      } catch {
        setSigningOut(false);
        toast.error(sessionTexts.signOutFailed);
        return;
      }
      // Leave protected pages first, so their guards do not send the user to /login.
      await navigate(pagePath('home'));
      setUser(null);
      forgetUserData();
      setSigningOut(false);
      toast.success(options?.message ?? sessionTexts.signedOut);
    },
    [forgetUserData, navigate, toast],
  );

  const status: AuthStatus =
    user === undefined
      ? 'loading'
      : user === null
        ? 'signed-out'
        : me.isPending
          ? 'loading'
          : 'signed-in';
  const profile = status === 'signed-in' ? me.data : undefined;

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user: user ? { ...user, email: user.email || profile?.email || '' } : null,
      isAdmin: profile?.is_admin === true,
      credits: profile?.credits ?? 0,
      signIn,
      signOut,
    }),
    [status, user, profile, signIn, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
