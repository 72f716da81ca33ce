interface LineIconProps {
  /** Width and height, in pixels. */
  size: number;
  /** What is drawn: the path's `d` on a 24 × 24 grid. */
  path: string;
  strokeWidth?: number;
}

/**
 * A decorative icon drawn as stroked lines in the text's colour; the control around it carries the
 * name, so assistive technology skips the drawing.
 */
export function LineIcon({ size, path, strokeWidth = 2 }: LineIconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The cross on the button that closes a dialog or a panel. */
export function CloseIcon() {
  return <LineIcon size={20} path="M6 6l12 12M18 6 6 18" />;
}
