/**
 * The brand mark, drawn by us as inline SVG: a monogram in a shape. Colours go through SVG presentation
 * attributes only, because the CSP forbids inline style attributes.
 */
import type { ReactElement } from 'react';
import type { BrandColors, BrandLogoSpec, BrandTheme, LogoShape } from './registry';

export interface BrandLogoProps {
  theme: Pick<BrandTheme, 'displayName' | 'logo' | 'colors'>;
  /** Width and height in CSS pixels. */
  size?: number;
  className?: string;
  /** Overrides the theme's primary colour, e.g. a white mark on a coloured bar. */
  fill?: string;
  /** Overrides the monogram colour. */
  textFill?: string;
}

const VIEWBOX = 48;

/** Vertical centre of the monogram inside each shape (the roof's body sits low, the shield's point pulls it up). */
const TEXT_CENTRE_Y: Record<LogoShape, number> = { roof: 31, circle: 24, shield: 23, square: 24 };

function fontSizeFor(monogram: string): number {
  if (monogram.length <= 1) return 24;
  if (monogram.length === 2) return 18;
  return 13;
}

function Shape({ shape, fill }: { shape: LogoShape; fill: string }): ReactElement {
  switch (shape) {
    case 'roof':
      return <polygon points="24,3 46,21 41,21 41,45 7,45 7,21 2,21" fill={fill} />;
    case 'circle':
      return <circle cx="24" cy="24" r="22" fill={fill} />;
    case 'shield':
      return <path d="M24 3 L43 10 V23 C43 34 35 41.5 24 45 C13 41.5 5 34 5 23 V10 Z" fill={fill} />;
    case 'square':
      return <rect x="3" y="3" width="42" height="42" rx="8" fill={fill} />;
  }
}

export function BrandLogo({ theme, size = 40, className, fill, textFill }: BrandLogoProps): ReactElement {
  const logo: BrandLogoSpec = theme.logo;
  const colors: BrandColors = theme.colors;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${VIEWBOX} ${VIEWBOX}`}
      width={size}
      height={size}
      role="img"
      aria-label={theme.displayName}
      focusable="false"
      className={className}
    >
      <Shape shape={logo.shape} fill={fill ?? colors.primary} />
      <text
        x={VIEWBOX / 2}
        y={TEXT_CENTRE_Y[logo.shape]}
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontWeight="700"
        fontSize={fontSizeFor(logo.monogram)}
        fill={textFill ?? colors.primaryText}
      >
        {logo.monogram}
      </text>
    </svg>
  );
}
