import type { DatabaseClient, Db } from '@zamalek/db/client';
import type { Capability, Role } from '@zamalek/domain/roles';
import { WebSocket } from 'ws';
import { type ValidSession, validateSessionToken } from '../auth/session';

/** Fired by the database (drizzle/0005_hardening.sql) with a user id as payload. */
const AUTH_CHANGES_CHANNEL = 'auth_changes';
/**
 * Close code of a socket whose session ended or whose role or its permissions changed; the
 * client reconnects.
 */
export const AUTHORITY_CHANGED_CLOSE_CODE = 4001;

interface TrackedSocket {
  socket: WebSocket;
  token: string;
  /** The property the socket connected for (`?property=`), re-checked with it. */
  requestedProperty: string | null;
  propertyId: string | null;
  role: Role | null;
  capabilities: readonly Capability[];
}

interface Log {
  warn(details: object, message: string): void;
}

/**
 * This instance's signed-in WebSockets, by user. When the database reports that a user's
 * sessions or role changed (sign-out, disable, role change, an admin adjusting the role's
 * permissions — through any instance), each of that user's sockets re-reads its session; one
 * that lost its session or whose role or capabilities changed is closed. The client reconnects, and every subscription then passes its procedure's checks
 * again with the authority the user has now. Calls over a socket re-read the session on their
 * own (trpc/init.ts); closing is what stops subscriptions that are already streaming.
 */
export class SocketRegistry {
  private readonly byUser = new Map<string, Set<TrackedSocket>>();
  private unlisten: (() => Promise<void>) | undefined;
  /** Counts notifications, so a socket admitted while one arrived is checked again. */
  private notifications = 0;

  constructor(
    private readonly db: Db,
    private readonly log: Log,
  ) {}

  async start(client: DatabaseClient): Promise<void> {
    this.unlisten = await client.listen(
      AUTH_CHANGES_CHANNEL,
      (userId) => this.receive(userId),
      // The listener reconnected: sign-outs in the gap went unannounced, so check every socket.
      () => this.recheckAll(),
    );
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
    this.byUser.clear();
  }

  /** Validates the session a socket connected with and follows it while the socket is open. */
  async admit(
    socket: WebSocket,
    token: string,
    requestedProperty: string | null,
  ): Promise<ValidSession | null> {
    const seen = this.notifications;
    const session = await validateSessionToken(this.db, token, { requestedProperty });
    if (!session || socket.readyState !== WebSocket.OPEN) return session;
    const userId = session.user.id;
    const { role, capabilities, propertyId } = session.user;
    const tracked: TrackedSocket = {
      socket,
      token,
      requestedProperty,
      propertyId,
      role,
      capabilities,
    };
    const sockets = this.byUser.get(userId) ?? new Set();
    sockets.add(tracked);
    this.byUser.set(userId, sockets);
    socket.once('close', () => this.forget(userId, tracked));
    // A change committed while the session was being read may be missing from it.
    if (this.notifications !== seen) void this.recheck(tracked);
    return session;
  }

  private receive(userId: string): void {
    this.notifications += 1;
    for (const tracked of this.byUser.get(userId) ?? []) void this.recheck(tracked);
  }

  private recheckAll(): void {
    this.notifications += 1;
    for (const sockets of this.byUser.values()) {
      for (const tracked of sockets) void this.recheck(tracked);
    }
  }

  private async recheck(tracked: TrackedSocket): Promise<void> {
    let reason: string | null;
    try {
      const session = await validateSessionToken(this.db, tracked.token, {
        requestedProperty: tracked.requestedProperty,
      });
      if (!session) reason = 'Signed out';
      else if (session.user.propertyId !== tracked.propertyId) reason = 'Property access changed';
      else if (session.user.role !== tracked.role) reason = 'Role changed';
      else if (!sameCapabilities(session.user.capabilities, tracked.capabilities)) {
        reason = 'Permissions changed';
      } else reason = null;
    } catch (error) {
      // Authority that cannot be confirmed is not kept: the reconnect validates afresh.
      this.log.warn({ err: error }, 'could not re-check a WebSocket session; closing it');
      reason = 'Session check failed';
    }
    if (reason) tracked.socket.close(AUTHORITY_CHANGED_CLOSE_CODE, reason);
  }

  private forget(userId: string, tracked: TrackedSocket): void {
    const sockets = this.byUser.get(userId);
    sockets?.delete(tracked);
    if (sockets?.size === 0) this.byUser.delete(userId);
  }
}

function sameCapabilities(a: readonly Capability[], b: readonly Capability[]): boolean {
  return a.length === b.length && a.every((capability) => b.includes(capability));
}
