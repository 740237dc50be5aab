import { useId, type ReactNode } from 'react';

/**
 * A chart's SVG as the server sends it: an image named by its title and described by its
 * summary, drawn in a fixed viewBox that scales to the width of its column (a phone's included).
 */
export function ChartSvg(props: { width: number; height: number; title: string; description: string; children: ReactNode }) {
  const id = useId();
  return (
    <svg
      viewBox={`0 0 ${props.width} ${props.height}`}
      width="100%"
      className="block h-auto w-full font-sans"
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
    >
      <title id={`${id}-title`}>{props.title}</title>
      <desc id={`${id}-desc`}>{props.description}</desc>
      {props.children}
    </svg>
  );
}
