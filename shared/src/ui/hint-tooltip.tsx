import { cloneElement, useState } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent, ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { loadOnce } from '../lib/load-once';

type TooltipComponent = (typeof import('@mui/material/Tooltip'))['default'];

let loaded: TooltipComponent | null = null;

/** MUI's Tooltip module, fetched once for every hint of the page; a failed fetch is forgotten. */
const loadTooltip = loadOnce(() => import('@mui/material/Tooltip').then((module) => (loaded = module.default)));

/** Keyboard focus, not a click's (a browser without `:focus-visible` shows no hint on focus). */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

export interface HintChildProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

export interface HintTooltipProps {
  /** The hint; none (empty) renders the element alone. */
  title: string;
  placement?: TooltipProps['placement'];
  /** One element that takes a ref and pointer and focus handlers (a button, a link). */
  children: ReactElement<HintChildProps>;
}

/**
 * MUI's Tooltip for a short hint on a control that already has its accessible name (an icon
 * button's aria-label), loaded when a mouse pointer or keyboard focus first reaches a hint: the
 * sidebar, top bar and bell show hints on every page, and Tooltip with Popper was about 10 KiB
 * gzipped of every first load, for something shown on hover only. The control renders as it is,
 * never wrapped (wrapping it once the code arrived would replace its element under the pointer);
 * the tooltip is a sibling anchored to it. Touch shows no hint (as MUI's Tooltip on a tap), and if
 * the download fails the control still works, without its hint.
 */
export function HintTooltip({ title, placement, children }: HintTooltipProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loaded);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!title) return children;
  const show = (element: HTMLElement) => {
    setAnchor(element);
    if (!Tooltip)
      loadTooltip().then(
        (component) => setTooltip(() => component),
        () => setAnchor(null),
      );
  };
  const hide = () => setAnchor(null);
  const { onPointerEnter, onPointerLeave, onFocus, onBlur, onKeyDown } = children.props;
  const control = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      onPointerEnter?.(event);
      if (event.pointerType === 'mouse') show(event.currentTarget);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      onPointerLeave?.(event);
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      onFocus?.(event);
      if (focusVisible(event.currentTarget)) show(event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      onBlur?.(event);
      hide();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      onKeyDown?.(event);
      if (event.key === 'Escape') hide();
    },
  });
  return (
    <>
      {control}
      {Tooltip ? (
        <Tooltip title={title} placement={placement} open={anchor !== null} slotProps={{ popper: { anchorEl: anchor } }}>
          <span hidden />
        </Tooltip>
      ) : null}
    </>
  );
}
