import { TRPCClientError } from '@trpc/client';
import { TRPCError } from '@trpc/server';

/** 'ok', or "CODE: message" for a procedure called in-process that refused. */
export async function outcome(promise: Promise<unknown>) {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof TRPCError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

/** The error a call over HTTP was refused with; fails the test if the call succeeded. */
export async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCClientError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
