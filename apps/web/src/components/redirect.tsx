import {
  type AnyRouter,
  type NavigateOptions,
  type RegisteredRouter,
  useNavigate,
} from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * Navigates once, when first rendered. TanStack's <Navigate> navigates again whenever its
 * parent re-renders (new props object); while the target's code chunk is still loading the
 * router re-renders the old page, which then navigates again, forever. This one fires once.
 */
export function Redirect<
  TRouter extends AnyRouter = RegisteredRouter,
  const TFrom extends string = string,
  const TTo extends string | undefined = undefined,
  const TMaskFrom extends string = TFrom,
  const TMaskTo extends string = '',
>(props: NavigateOptions<TRouter, TFrom, TTo, TMaskFrom, TMaskTo>): null {
  const navigate = useNavigate();
  const target = useRef(props);
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate(target.current);
  }, [navigate]);

  return null;
}
